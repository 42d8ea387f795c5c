import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, Simulator, settleMatch, startTestServer, writeSetting } from '@bet/server';
import { fromThousandths, payout, roundToThousandths } from '@bet/shared';

const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DB=sqlite or postgres runs one database only (e.g. under a CPU profile). */
const ONLY_DB = process.env['BENCH_DB'];
const SINGLES = 400;
const SYSTEMS = 100;
const CONCURRENCY = 20;
/** the issue's load: two- and three-pick combinations from 32 players at once */
const COMBIS = 1_000;
/** waiting coupons on one match for the settlement run (BENCH_DERBY to change it) */
const DERBY = Number(process.env['BENCH_DERBY'] ?? 100_000);
/** requests to the bare endpoint, measured again right after each load (the machine is shared) */
const BARE = 400;
const PLAYERS = 32;

/**
 * Coupons placed per second (singles, 10-pick systems, and 2-3 pick combinations from 32 players)
 * with latency percentiles, and settlements per second. Each rate is also given as a ratio to a
 * bare node:http endpoint answered in this process and loaded by the same client in the same run.
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

/** Requests per second of a bare node:http JSON endpoint under the same client and concurrency. */
async function bareRate(concurrency: number): Promise<number> {
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const api = new ApiClient(`http://127.0.0.1:${(bare.address() as AddressInfo).port}`);
  try {
    const r = await load(BARE, () => api.post('/coupons', { stake: 1 }), concurrency);
    return (r.latencies.length - r.failed) / r.seconds;
  } finally {
    bare.closeAllConnections();
    await new Promise((resolve) => bare.close(resolve));
  }
}

async function bench(name: string, overrides: Record<string, string>): Promise<void> {
  const server = await startTestServer(overrides);
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
    let n = 0;
    const single = () =>
      player.post('/coupons', { idempotencyKey: `b-${Date.now()}-${n++}`, stake: 1, picks: [pick(n)] });
    const system = () => {
      const base = n++ * 10;
      return player.post('/coupons', {
        idempotencyKey: `b-${Date.now()}-${n}`,
        stake: 1,
        system: [3],
        picks: Array.from({ length: 10 }, (_, i) => pick(base + i)),
      });
    };
    // The issue's load first: 2-3 pick combinations, each of 32 players placing one at a time.
    const crowd = await openPlayers(server.url, admin, PLAYERS);
    let seat = 0;
    const combi = () => {
      const api = crowd[seat++ % crowd.length]!;
      const size = 2 + (n % 2);
      const base = n++ * 3;
      return api.post('/coupons', {
        idempotencyKey: `c-${Date.now()}-${n}`,
        stake: 1,
        picks: Array.from({ length: size }, (_, i) => pick(base + i)),
      });
    };
    report(
      name,
      `2-3 pick combinations, ${PLAYERS} players`,
      await load(COMBIS, combi, PLAYERS),
      await bareRate(PLAYERS),
    );
    report(name, 'single coupons, one player', await load(SINGLES, single), await bareRate(CONCURRENCY));
    // One player's coupons queue on its account row; many players' coupons do not.
    const players = await openPlayers(server.url, admin, CONCURRENCY);
    let turn = 0;
    const spread = () => {
      const api = players[turn++ % players.length]!;
      return api.post('/coupons', { idempotencyKey: `s-${Date.now()}-${n++}`, stake: 1, picks: [pick(n)] });
    };
    report(
      name,
      `single coupons, ${players.length} players`,
      await load(SINGLES, spread),
      await bareRate(CONCURRENCY),
    );
    report(
      name,
      '10-pick system coupons (3 of 10, 120 bets)',
      await load(SYSTEMS, system),
      await bareRate(CONCURRENCY),
    );

    const open = await server.database.db.selectFrom('coupon_lines').select('match_id').distinct().execute();
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
    console.log(
      `${name}: settled ${open.length} matches and ${coupons} coupons in ${seconds.toFixed(2)} s: ${Math.round(coupons / seconds)} coupons/s`,
    );
    await derby(name, server, matches[matches.length - 1]!);
  } finally {
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
async function derby(name: string, server: Server, match: BenchMatch): Promise<void> {
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
  const start = performance.now();
  const r = await settleMatch(server.context, match.id, {
    status: 'ended',
    score: { home: 2, away: 1 },
    halftime: { home: 1, away: 0 },
  });
  const seconds = (performance.now() - start) / 1000;
  const rate = r.coupons / seconds;
  const bare = await bareRate(CONCURRENCY);
  console.log(
    `${name}: derby: ${r.coupons} waiting coupons on one match settled and paid in ${seconds.toFixed(2)} s: ${Math.round(rate)} coupons/s (bare node:http ${Math.round(bare)} requests/s in this run: ratio ${(rate / bare).toFixed(2)})`,
  );
}

/** Players opened by the admin, each with credit, logged in. */
let opened = 0;
async function openPlayers(url: string, admin: ApiClient, count: number): Promise<ApiClient[]> {
  const players: ApiClient[] = [];
  for (let i = 0; i < count; i++) {
    const userName = `bench${process.pid}p${opened++}`;
    const created = await admin.post('/admin/users', { userName, password: 'bench1234', role: 'player' });
    await admin.post(`/admin/users/${created.body.userId}/credit`, { amount: 10_000, direction: 'in' });
    const api = new ApiClient(url);
    await api.post('/auth/login', { userName, password: 'bench1234' });
    players.push(api);
  }
  return players;
}

async function load(total: number, send: () => Promise<{ status: number }>, concurrency = CONCURRENCY) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const t = performance.now();
        const res = await send();
        latencies.push(performance.now() - t);
        if (res.status !== 201) {
          failed++;
          if (failed === 1)
            console.log('  first refusal:', JSON.stringify((res as { body?: unknown }).body).slice(0, 200));
        }
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies: latencies.sort((a, b) => a - b), failed };
}

function report(
  db: string,
  what: string,
  r: { seconds: number; latencies: number[]; failed: number },
  bare?: number,
) {
  const p = (q: number) =>
    r.latencies[Math.min(r.latencies.length - 1, Math.floor(q * r.latencies.length))]!.toFixed(1);
  const ok = r.latencies.length - r.failed;
  const rate = ok / r.seconds;
  const ratio = bare ? ` (bare node:http ${Math.round(bare)}/s: ratio ${(rate / bare).toFixed(3)})` : '';
  console.log(
    `${db}: ${what}: ${Math.round(rate)}/s over HTTP${ratio}, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms${r.failed ? `, ${r.failed} refused` : ''}`,
  );
}
