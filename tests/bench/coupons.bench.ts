import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApiClient, Simulator, settleMatch, startTestServer, writeSetting } from '@bet/server';
import { fromThousandths, payout, roundToThousandths } from '@bet/shared';
import type { PlacementFigures, PlacementLoad } from './coupons-load.ts';
import { LoadProcess } from './load-process.ts';
import { startProfile } from './profile.ts';

const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * BENCH_DB=sqlite or postgres runs one database only; BENCH_PROFILE=<dir> writes a CPU profile of
 * the server over the first placement load, without the bare endpoint's, and one over the
 * settlement of every match (see profile.ts).
 */
const ONLY_DB = process.env['BENCH_DB'];
/** seconds of each placement load (COUPONS_SECONDS to change it) */
const SECONDS = Number(process.env['COUPONS_SECONDS'] ?? 5);
/** seconds of the bare endpoint's load, measured again right after each load (the machine is shared) */
const BARE_SECONDS = 2;
const CONCURRENCY = 20;
/** the issue's load: two- and three-pick combinations from 32 players at once */
const PLAYERS = 32;
/** waiting coupons on one match for the settlement run (BENCH_DERBY to change it) */
const DERBY = Number(process.env['BENCH_DERBY'] ?? 100_000);

/**
 * Coupons placed per second (singles, 10-pick systems, and 2-3 pick combinations from 32 players)
 * with latency percentiles, and settlements per second. The load client runs in a process of its
 * own; each rate is also given as a ratio to a bare node:http endpoint answered in this process and
 * loaded by the same client in the same run.
 */
export async function run(): Promise<void> {
  if (ONLY_DB !== 'postgres') await bench('SQLite', {});
  if (ONLY_DB === 'sqlite') return;
  try {
    await bench('PostgreSQL', { databaseUrl: PG, databaseSchema: `bench_${process.pid}` });
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
}

/** A bare node:http endpoint answering any POST with 201 and a small JSON body. */
async function bareEndpoint(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
    close: async () => {
      bare.closeAllConnections();
      await new Promise((resolve) => bare.close(resolve));
    },
  };
}

async function bench(name: string, overrides: Record<string, string>): Promise<void> {
  const server = await startTestServer(overrides);
  const bare = await bareEndpoint();
  const bareUrl = bare.url;
  let bareRate = 0;
  try {
    const sports = server.services.sports;
    await sports.apply(new Simulator({ seed: 31, speed: 60 }).initialMessages(Date.now()));
    await writeSetting(server.database, 'same_coupon_limit', '1000000');
    await writeSetting(server.database, 'match_stake_limit', '100000000000');
    const admin = new ApiClient(server.url);
    await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
    const player = new ApiClient(server.url);
    await player.post('/auth/login', { userName: 'player1', password: 'player1234' });
    const me = (await player.get('/me')).body;
    await admin.post(`/admin/users/${me.userId}/credit`, { amount: 1_000_000, direction: 'in' });
    const matches = [...sports.view.all()].filter(
      (m) =>
        m.ttype === 'N' &&
        m.minTip === 1 &&
        Date.parse(m.matchDate) > Date.now() + 3600_000 &&
        m.markets.some((x) => x.typeId === 1),
    );
    const pick = (i: number) => {
      const m = matches[i % matches.length]!;
      const mk = m.markets.find((x) => x.typeId === 1)!;
      const o = mk.outcomes[i % 3]!;
      return { matchId: m.id, marketId: mk.id, outcomeId: o.id, odd: o.odd };
    };
    const pool = Array.from({ length: matches.length * 3 }, (_, i) => pick(i));
    const client = new LoadProcess<PlacementLoad, PlacementFigures>(
      path.join(import.meta.dirname, 'coupons-load.ts'),
    );
    let loads = 0;
    const measure = async (
      what: string,
      players: string[],
      shape: Pick<PlacementLoad, 'sizes' | 'system'>,
      profileAs?: string,
    ) => {
      const profile = profileAs === undefined ? null : await startProfile(profileAs);
      const used = process.cpuUsage();
      const figures = await client.run({
        url: server.url,
        players,
        seconds: SECONDS,
        pool,
        prefix: `l${loads++}-${Date.now()}`,
        ...shape,
      });
      const cpu = cpuMicros(process.cpuUsage(used)) / (figures.placed + figures.refused);
      await profile?.();
      // the bare endpoint right after, from the same client with as many connections
      const usedBare = process.cpuUsage();
      const ceiling = await client.run({
        url: bareUrl,
        players: players.map(() => ''),
        seconds: BARE_SECONDS,
        pool,
        prefix: 'bare',
        ...shape,
      });
      bareRate = ceiling.rate;
      const bareCpu = cpuMicros(process.cpuUsage(usedBare)) / (ceiling.placed + ceiling.refused);
      report(name, what, figures, ceiling.rate, { coupon: cpu, bare: bareCpu });
    };
    try {
      // The issue's load first: 2-3 pick combinations, each of 32 players placing one at a time.
      const crowd = await openPlayers(server.url, admin, PLAYERS);
      await measure(`2-3 pick combinations, ${PLAYERS} players`, crowd, { sizes: [2, 3] }, `coupons-${name}`);
      // One player's coupons queue on its account row; many players' coupons do not.
      const alone = Array.from({ length: CONCURRENCY }, () => player.cookie);
      await measure(`single coupons, one player, ${CONCURRENCY} at once`, alone, { sizes: [1] });
      const players = await openPlayers(server.url, admin, CONCURRENCY);
      await measure(`single coupons, ${CONCURRENCY} players`, players, { sizes: [1] });
      await measure('10-pick system coupons (3 of 10, 120 bets)', alone, { sizes: [10], system: [3] });
    } finally {
      client.stop();
    }

    const open = await server.database.db.selectFrom('coupon_lines').select('match_id').distinct().execute();
    const profile = await startProfile(`settlement-${name}`);
    const held = loopHeld();
    const start = performance.now();
    let coupons = 0;
    for (const row of open) {
      const r = await settleMatch(server.context, Number(row.match_id), {
        status: 'ended',
        score: { home: 1, away: 0 },
        halftime: { home: 0, away: 0 },
      });
      coupons += r.coupons;
    }
    const seconds = (performance.now() - start) / 1000;
    await profile?.();
    console.log(
      `${name}: settled ${open.length} matches and ${coupons} coupons in ${seconds.toFixed(2)} s: ${Math.round(coupons / seconds)} coupons/s; ${held()}`,
    );
    await derby(name, server, matches[matches.length - 1]!, bareRate);
  } finally {
    await bare.close();
    await server.close();
  }
}

type Server = Awaited<ReturnType<typeof startTestServer>>;
type BenchMatch =
  ReturnType<Server['services']['sports']['view']['all']> extends Iterable<infer M> ? M : never;

/**
 * A derby: DERBY waiting singles on one match (a third on each 1X2 outcome, spread over the bench's
 * players), written straight into the tables, then the match settled and paid: coupons per second.
 */
async function derby(name: string, server: Server, match: BenchMatch, bare: number): Promise<void> {
  const db = server.database.db;
  const users = (
    await db.selectFrom('users').select('id').where('user_name', 'like', 'bench%').execute()
  ).map((u) => Number(u.id));
  const market = match.markets.find((x) => x.typeId === 1)!;
  const now = Date.now();
  for (let start = 0; start < DERBY; start += 500) {
    const count = Math.min(500, DERBY - start);
    await db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('coupons')
        .values(
          Array.from({ length: count }, (_, i) => {
            const k = start + i;
            const odd = roundToThousandths(market.outcomes[k % 3]!.odd);
            return {
              ticket_id: `D${process.pid}${k}`,
              user_id: users[k % users.length]!,
              idempotency_key: `derby-${k}`,
              request_hash: '',
              signature: `derby-${k}`,
              ticket_type: 'KS',
              is_live: 0,
              status: 0,
              total_stake: 100,
              stake_per_bet: 100,
              bets: 1,
              total_odds: String(fromThousandths(odd)),
              max_pay: payout(100, [odd]),
              bonus_percent: 0,
              bonus_pay: 0,
              system_combi: '',
              income: 0,
              created_at: now,
              settled_at: null,
              payout_code: null,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('coupon_lines')
        .values(
          made.map((c, i) => {
            const outcome = market.outcomes[(start + i) % 3]!;
            return {
              coupon_id: Number(c.id),
              user_id: users[(start + i) % users.length]!,
              match_id: match.id,
              market_id: market.id,
              outcome_id: outcome.id,
              odd: roundToThousandths(outcome.odd),
              banker: 0,
              is_live: 0,
              status: 0,
              home: match.homeTeam,
              away: match.awayTeam,
              match_date: Date.parse(match.matchDate),
              sport_id: match.sportId,
              market_type_id: market.typeId,
              market_name: market.name,
              outcome_name: outcome.name,
              special: market.special,
              result: null,
              factor: null,
            };
          }),
        )
        .execute();
    });
  }
  // the result is stored before it is settled, as the result desk and the feed store it
  await db
    .insertInto('match_results')
    .values({
      match_id: match.id,
      status: 'ended',
      ...{ score_home: 2, score_away: 1, ht_home: 1, ht_away: 0, details: '{}', created_at: Date.now() },
    })
    .execute();
  const held = loopHeld();
  const start = performance.now();
  const r = await settleMatch(server.context, match.id, {
    status: 'ended',
    score: { home: 2, away: 1 },
    halftime: { home: 1, away: 0 },
  });
  const seconds = (performance.now() - start) / 1000;
  const rate = r.coupons / seconds;
  console.log(
    `${name}: derby: ${r.coupons} waiting coupons on one match settled and paid in ${seconds.toFixed(2)} s: ${Math.round(rate)} coupons/s (bare node:http ${Math.round(bare)} requests/s in the last placement load: ratio ${(rate / bare).toFixed(2)}); ${held()}`,
  );
}

/**
 * The longest the server's event loop went without a turn while settling: every other request
 * (placements, pages, the live push) waits that long. Call the answer to stop watching.
 */
function loopHeld(): () => string {
  let last = performance.now();
  let longest = 0;
  const note = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const ticking = setInterval(note, 5);
  return () => {
    clearInterval(ticking);
    note();
    return `event loop held up to ${longest.toFixed(0)} ms at a time`;
  };
}

/** Players opened by the admin, each with credit, logged in: their session cookies. */
let opened = 0;
async function openPlayers(url: string, admin: ApiClient, count: number): Promise<string[]> {
  const players: string[] = [];
  for (let i = 0; i < count; i++) {
    const userName = `bench${process.pid}p${opened++}`;
    const created = await admin.post('/admin/users', { userName, password: 'bench1234', role: 'player' });
    await admin.post(`/admin/users/${created.body.userId}/credit`, { amount: 1_000_000, direction: 'in' });
    const api = new ApiClient(url);
    await api.post('/auth/login', { userName, password: 'bench1234' });
    players.push(api.cookie);
  }
  return players;
}

/** user and system CPU time of a `process.cpuUsage` difference, in microseconds */
const cpuMicros = (u: NodeJS.CpuUsage) => u.user + u.system;

function report(
  db: string,
  what: string,
  r: PlacementFigures,
  bare: number,
  cpu: { coupon: number; bare: number },
) {
  const ratio = ` (bare node:http ${Math.round(bare)}/s: ratio ${(r.rate / bare).toFixed(3)})`;
  // The server's CPU per request moves less with the machine's other load than the rates do.
  const perRequest = `, server CPU ${Math.round(cpu.coupon)} µs a coupon (bare ${Math.round(cpu.bare)} µs a request: ratio ${(cpu.bare / cpu.coupon).toFixed(3)})`;
  console.log(
    `${db}: ${what}: ${Math.round(r.rate)}/s over HTTP${ratio}, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${perRequest}${r.refused ? `, ${r.refused} refused (first: ${r.firstRefusal})` : ''}`,
  );
}
