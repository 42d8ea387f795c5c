import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ApiClient } from '@bet/server';
import { toMinor } from '@bet/shared';
import { serverNodeFlags } from './server-flags.ts';

/**
 * `npm run bench soak`: SOAK_MINUTES (default 30) of mixed load on one server in a process of
 * its own: coupons placed by many players on live and soon-starting matches, cash-outs,
 * settlements as the simulator's matches end, socket.io clients following live matches (some
 * leave and others come each minute), and 200 casino players spinning the built-in slot (with
 * some roulette and dice rounds) through the real launch and the built-in provider's HTTP API.
 * Each minute: the server's memory (after a full collection) and event-loop delay, requests done
 * and errors by kind. At the end every player's balance is checked against the sum of its ledger
 * rows, straight from the tables. SQLite, then PostgreSQL when reachable (SOAK_DB=sqlite or
 * postgres for one). Time figures are printed, never asserted.
 */
const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 30);
const ONLY_DB = process.env['SOAK_DB'];
const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** simulated seconds per real second: a football match lasts about 3.5 minutes */
const SIM_SPEED = Number(process.env['SOAK_SIM_SPEED'] ?? 30);
const CASINO_PLAYERS = Number(process.env['SOAK_CASINO_PLAYERS'] ?? 200);
const SPORTS_PLAYERS = Number(process.env['SOAK_SPORTS_PLAYERS'] ?? 40);
const LIVE_CLIENTS = Number(process.env['SOAK_LIVE_CLIENTS'] ?? 200);
/** each casino player's pause between rounds, and each sports player's between coupons */
const SPIN_EVERY_MS = Number(process.env['SOAK_SPIN_EVERY_MS'] ?? 4_000);
const COUPON_EVERY_MS = Number(process.env['SOAK_COUPON_EVERY_MS'] ?? 3_000);
/** most picks are of matches live or starting within this, so their coupons are settled during the soak */
const PICK_WINDOW_MS = Math.max(5, MINUTES - 6) * 60_000;
/** growth allowed between minute 2 and the end: resident memory, and the heap kept after a full collection */
const RSS_BOUND_MB = Number(process.env['SOAK_RSS_BOUND_MB'] ?? 96);
const HEAP_BOUND_MB = Number(process.env['SOAK_HEAP_BOUND_MB'] ?? 32);
const RAMP_MS = 60_000;
const BARE_REQUESTS = 2_000;
const BARE_CONCURRENCY = 32;

/**
 * Refusals that a race with the feed explains (the match started, the market closed), or a limit
 * the load itself reaches (its players bet again and again on the few matches about to be played,
 * so a player's total on one match may reach the operator's limit): expected.
 */
const PLACEMENT_RACES = new Set([
  'matchLimitFull',
  'matchStarted',
  'matchBetsPaused',
  'matchClosed',
  'tipClosed',
  'oddLockedNoLiveUpdate',
  'betsNotStarted',
  'notFoundMatch',
  'matchCancelled',
  'oddsChanged',
  'stopped',
]);
/** A cash-out whose price moved, whose match paused, or whose coupon was settled meanwhile. */
const CASHOUT_RACES = new Set(['sellPausedOrStarted', 'noSellCoupon', 'couponNotWaiting', 'priceChanged']);

interface Pick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  live: boolean;
  soon: boolean;
}
interface Ready {
  url: string;
  bareUrl: string;
  database: string;
  games: Record<string, number>;
}
interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
  delayP99: number;
  delayMax: number;
  sockets: number;
}
interface LiveReport {
  connected: number;
  subscribed: number;
  events: number;
  errors: Record<string, number>;
}
interface Ledger {
  accounts: Array<{ userName: string; balance: number; sum: number; rows: number }>;
  coupons: Record<string, number>;
  openRounds: number;
  logged: Record<string, { count: number; first: string }>;
}

/** The server's mean time per request of its busiest routes, from its /metrics (wallet calls included). */
async function routeTimes(url: string): Promise<string> {
  const sums = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const line of await metrics(url)) {
    const m = /^http_request_duration_seconds_(sum|count)\{method="(\w+)",route="([^"]*)"\} ([\d.e+-]+)/.exec(
      line,
    );
    if (m) (m[1] === 'sum' ? sums : counts).set(`${m[2]} ${m[3]}`, Number(m[4]));
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([route, n]) => `${route} ${n}× ${((1000 * (sums.get(route) ?? 0)) / n).toFixed(0)} ms`)
    .join('; ');
}

/** A process of the bench's own (the server, the live clients), spoken to over IPC one question at a time. */
class Child {
  private readonly child: ChildProcess;
  private queue: Promise<unknown> = Promise.resolve();
  constructor(file: string, env: Record<string, string>, execArgv: string[] = []) {
    this.child = fork(path.join(import.meta.dirname, file), [], {
      execArgv: ['--import', 'tsx', ...execArgv],
      env: { ...process.env, ...env },
    });
  }
  /** the first message the process sends by itself */
  first<T>(): Promise<T> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (m) => resolve(m as T));
      this.child.once('exit', (code) => reject(new Error(`${code} before it was ready`)));
    });
  }
  ask<T>(msg: Record<string, unknown>): Promise<T> {
    const answer = this.queue.then(
      () =>
        new Promise<T>((resolve) => {
          this.child.once('message', (m) => resolve(m as T));
          this.child.send(msg);
        }),
    );
    this.queue = answer.catch(() => undefined);
    return answer;
  }
  kill(): void {
    this.child.kill();
  }
}

/** Requests done and refusals, by kind of request and kind of answer. */
class Tally {
  readonly done = new Map<string, number>();
  readonly expected = new Map<string, number>();
  readonly errors = new Map<string, number>();
  readonly firstError = new Map<string, string>();
  ok(kind: string): void {
    this.done.set(kind, (this.done.get(kind) ?? 0) + 1);
  }
  race(kind: string, why: string): void {
    this.ok(kind);
    const key = `${kind} ${why}`;
    this.expected.set(key, (this.expected.get(key) ?? 0) + 1);
  }
  error(kind: string, why: string, detail: unknown): void {
    this.ok(kind);
    this.fault(kind, why, detail);
  }
  /** an error seen apart from any request of the players (the server's own count of its 5xx answers) */
  fault(kind: string, why: string, detail: unknown): void {
    const key = `${kind} ${why}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    if (!this.firstError.has(key)) this.firstError.set(key, JSON.stringify(detail).slice(0, 300));
  }
  total(): number {
    let n = 0;
    for (const v of this.done.values()) n += v;
    return n;
  }
  errorCount(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jitter = (ms: number) => ms / 2 + Math.random() * ms;
const mb = (bytes: number) => bytes / 2 ** 20;
const errorCode = (body: unknown): string =>
  (body as { error?: { code?: string } } | undefined)?.error?.code ?? 'no code';
/** A placement refused for races alone: its own code, or each of its picks' reasons (thereAreLockedMatches). */
const placementRace = (body: unknown): string | null => {
  const code = errorCode(body);
  if (PLACEMENT_RACES.has(code)) return code;
  const picks = (body as { error?: { details?: { couponErrors?: Array<{ msg: string }> } } }).error?.details
    ?.couponErrors;
  if (picks?.length && picks.every((p) => PLACEMENT_RACES.has(p.msg)))
    return `${code} (${[...new Set(picks.map((p) => p.msg))].join(', ')})`;
  return null;
};

const metrics = async (url: string) =>
  (await (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer soak' } })).text()).split('\n');

/** The server's own count of the requests it answered, by status class, from its /metrics. */
async function answered(url: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const line of await metrics(url)) {
    const m = /^http_requests_total\{.*status="(\d)\d\d".*\} (\d+)/.exec(line);
    if (m) counts[`${m[1]}xx`] = (counts[`${m[1]}xx`] ?? 0) + Number(m[2]);
  }
  return counts;
}

export async function run(): Promise<void> {
  if (ONLY_DB !== 'postgres') await soak('SQLite', undefined);
  if (ONLY_DB === 'sqlite') return;
  // reachable: a connection to its port is taken
  const { hostname, port } = new URL(PG);
  const reason = await new Promise<string | null>((resolve) => {
    const probe = net.connect(Number(port || 5432), hostname, () => {
      probe.end();
      resolve(null);
    });
    probe.on('error', (err) => resolve(err.message));
  });
  if (reason !== null) return void console.log(`PostgreSQL: skipped (${reason})`);
  await soak('PostgreSQL', PG);
}

/** Requests a second of the bare node:http endpoint, loaded by the same client at the same concurrency. */
async function bareRate(url: string): Promise<number> {
  const api = new ApiClient(url);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: BARE_CONCURRENCY }, async () => {
      while (next++ < BARE_REQUESTS) await api.post('/coupons', { stake: 1 });
    }),
  );
  return BARE_REQUESTS / ((performance.now() - start) / 1000);
}

async function soak(name: string, databaseUrl: string | undefined): Promise<void> {
  const server = new Child(
    'soak-server.ts',
    { SOAK_SIM_SPEED: String(SIM_SPEED), ...(databaseUrl ? { SOAK_DATABASE_URL: databaseUrl } : {}) },
    ['--expose-gc', ...serverNodeFlags()],
  );
  const ready = await server.first<Ready>();
  const tally = new Tally();
  const prefix = `soak${process.pid}`;
  try {
    const bareBefore = await bareRate(ready.bareUrl);
    const admin = new ApiClient(ready.url);
    await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
    const open = async (userName: string): Promise<ApiClient> => {
      const made = await admin.post('/admin/users', { userName, password: 'soak12345', role: 'player' });
      if (made.status !== 201)
        throw new Error(`opening ${userName}: ${made.status} ${JSON.stringify(made.body)}`);
      const credit = await admin.post(`/admin/users/${made.body.userId}/credit`, {
        amount: 10_000,
        direction: 'in',
      });
      if (credit.status !== 200) throw new Error(`crediting ${userName}: ${credit.status}`);
      const api = new ApiClient(ready.url);
      const login = await api.post('/auth/login', { userName, password: 'soak12345' });
      if (login.status !== 200) throw new Error(`logging in ${userName}: ${login.status}`);
      return api;
    };
    const casino: ApiClient[] = [];
    for (let i = 0; i < CASINO_PLAYERS; i++) casino.push(await open(`${prefix}c${i}`));
    const sports: ApiClient[] = [];
    for (let i = 0; i < SPORTS_PLAYERS; i++) sports.push(await open(`${prefix}s${i}`));

    let picks: Pick[] = await server.ask<Pick[]>({ cmd: 'picks', withinMs: PICK_WINDOW_MS });
    console.log(
      `${name}: ${MINUTES} min soak: ${CASINO_PLAYERS} casino players (a round each ~${SPIN_EVERY_MS} ms), ` +
        `${SPORTS_PLAYERS} sports players (a coupon each ~${COUPON_EVERY_MS} ms, cash-outs), ${LIVE_CLIENTS} live clients, ` +
        `simulator at ${SIM_SPEED}x (${new Set(picks.filter((p) => p.soon).map((p) => p.matchId)).size} matches ` +
        `live or starting within ${PICK_WINDOW_MS / 60_000} min, ${new Set(picks.map((p) => p.matchId)).size} in all)`,
    );
    // live clients, in another process, following live matches; a tenth leave and are replaced each minute
    const liveMatches = () => [...new Set(picks.filter((p) => p.live).map((p) => p.matchId))];
    const live = new Child('soak-live-clients.ts', {});
    await live.ask<LiveReport>({
      cmd: 'follow',
      url: `${ready.url}/live`,
      count: LIVE_CLIENTS,
      matchIds: liveMatches(),
    });

    const started = Date.now();
    const end = started + MINUTES * 60_000;
    let running = true;
    const loops: Array<Promise<void>> = [];

    // the bettable outcomes, kept current as matches start and end
    loops.push(
      (async () => {
        while (running) {
          await sleep(5_000);
          picks = await server.ask<Pick[]>({ cmd: 'picks', withinMs: PICK_WINDOW_MS });
        }
      })(),
    );

    // casino players: launch as the lobby does, open the game's page, play rounds on its session
    const seen = new Map<string, number>();
    const launch = async (api: ApiClient, code: string): Promise<string | null> => {
      const launched = await api.post(`/casino/games/${ready.games[code]}/launch?lang=en`, {});
      if (launched.status !== 200) {
        tally.error('launch', `${launched.status} ${errorCode(launched.body)}`, launched.body);
        return null;
      }
      tally.ok('launch');
      const page = await fetch(ready.url + String(launched.body.url));
      const html = await page.text();
      if (page.status !== 200) {
        tally.error('game page', String(page.status), html.slice(0, 200));
        return null;
      }
      tally.ok('game page');
      return /data-key="([^"]+)"/.exec(html)?.[1] ?? null;
    };
    const play = async (i: number, key: string, body: Record<string, unknown>, kind: string) => {
      const res = await fetch(`${ready.url}/games/house/session/${key}/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => null)) as {
        ok?: boolean;
        status?: string;
        balance?: number;
      } | null;
      if (res.status !== 200 || !answer?.ok) {
        tally.error(kind, `${res.status} ${answer?.status ?? errorCode(answer)}`, answer);
        return;
      }
      tally.ok(kind);
      if (typeof answer.balance === 'number') seen.set(`${prefix}c${i}`, answer.balance);
    };
    casino.forEach((api, i) =>
      loops.push(
        (async () => {
          // players arrive over the first minute, not all at once
          await sleep(Math.random() * RAMP_MS);
          let slot: string | null = null;
          let other: string | null = null;
          for (let round = 0; running; round++) {
            // a new session now and then, as a player leaves and comes back
            if (round % 200 === 0) slot = await launch(api, 'house-slot');
            if (slot === null) break;
            if (round % 25 === 24) {
              // a few roulette and dice rounds among the spins
              const game = i % 2 ? 'house-roulette' : 'house-dice';
              other ??= await launch(api, game);
              if (other !== null)
                await play(
                  i,
                  other,
                  game === 'house-roulette'
                    ? { stake: 100, bet: { kind: 'red' } }
                    : { stake: 100, target: 50 },
                  game === 'house-roulette' ? 'roulette' : 'dice',
                );
            } else await play(i, slot, { stake: 100 }, 'slot spin');
            await sleep(jitter(SPIN_EVERY_MS));
          }
        })(),
      ),
    );

    // sports players: singles and 2-3 pick combinations, and now and then a cash-out of a waiting coupon
    let n = 0;
    sports.forEach((api) =>
      loops.push(
        (async () => {
          await sleep(Math.random() * RAMP_MS);
          const waiting: string[] = [];
          for (let round = 0; running; round++) {
            await sleep(jitter(COUPON_EVERY_MS));
            if (round % 5 === 4 && waiting.length) {
              const ticketId = waiting.splice(Math.floor(Math.random() * waiting.length), 1)[0]!;
              await cashOut(api, ticketId);
              continue;
            }
            const size = 1 + (round % 3);
            const chosen = new Map<number, Pick>();
            // seven picks in ten of a match settled during the soak, when there is one; the rest of any
            const soon = picks.filter((p) => p.soon);
            for (let t = 0; t < 10 && chosen.size < size && picks.length; t++) {
              const from = soon.length && Math.random() < 0.7 ? soon : picks;
              const p = from[Math.floor(Math.random() * from.length)]!;
              chosen.set(p.matchId, p);
            }
            if (chosen.size === 0) continue;
            const res = await api.post('/coupons', {
              idempotencyKey: `${prefix}-${n++}`,
              stake: 1,
              oddsChange: 'always',
              picks: [...chosen.values()].map(({ matchId, marketId, outcomeId, odd }) => ({
                matchId,
                marketId,
                outcomeId,
                odd,
              })),
            });
            if (res.status === 201) {
              tally.ok('coupon');
              waiting.push(String(res.body.ticketId));
              if (waiting.length > 20) waiting.shift();
            } else if (res.status < 500 && placementRace(res.body))
              tally.race('coupon', placementRace(res.body)!);
            else tally.error('coupon', `${res.status} ${errorCode(res.body)}`, res.body);
          }
        })(),
      ),
    );
    const cashOut = async (api: ApiClient, ticketId: string) => {
      const coupon = await api.get(`/coupons/${ticketId}`);
      if (coupon.status !== 200) return tally.error('coupon read', String(coupon.status), coupon.body);
      tally.ok('coupon read');
      const offer = coupon.body.sellType as { status: number; winPrice: number };
      if (offer.status !== 1 || !(offer.winPrice > 0)) return;
      const sold = await api.post(`/coupons/${ticketId}/sell`, { price: offer.winPrice });
      if (sold.status === 200) tally.ok('cash-out');
      else if (sold.status === 409) tally.race('cash-out', 'price moved');
      else if (sold.status < 500 && CASHOUT_RACES.has(errorCode(sold.body)))
        tally.race('cash-out', errorCode(sold.body));
      else tally.error('cash-out', `${sold.status} ${errorCode(sold.body)}`, sold.body);
    };

    // each minute: the server's figures, the requests done and errors since the start
    const samples: Array<Sample & { minute: number; requests: number; errors: number }> = [];
    for (let minute = 1; Date.now() < end; minute++) {
      await sleep(Math.max(0, Math.min(end, started + minute * 60_000) - Date.now()));
      const s = await server.ask<Sample>({ cmd: 'sample' });
      const clients = await live.ask<LiveReport>({ cmd: 'report' });
      const byClass = await answered(ready.url);
      samples.push({ ...s, minute, requests: tally.total(), errors: tally.errorCount() });
      console.log(
        `  minute ${String(minute).padStart(2)}: rss ${mb(s.rss).toFixed(0)} MB, heap ${mb(s.heapUsed).toFixed(1)} MB ` +
          `(after GC), external ${mb(s.external).toFixed(1)} MB, event-loop delay p99 ${s.delayP99.toFixed(1)} ms ` +
          `(max ${s.delayMax.toFixed(0)}), ${tally.total()} requests done by the players (the server answered ` +
          `${JSON.stringify(byClass)}, wallet calls included), ${tally.errorCount()} errors, ` +
          `${s.sockets} live sockets (${clients.connected} clients connected), ${clients.events} live events received`,
      );
      await live.ask<LiveReport>({ cmd: 'churn', share: 0.1, matchIds: liveMatches() });
    }
    running = false;
    await Promise.all(loops);
    const seconds = (Date.now() - started) / 1000;
    const clients = await live.ask<LiveReport>({ cmd: 'close' });
    live.kill();
    for (const [why, count] of Object.entries(clients.errors)) tally.fault('live client', why, count);
    const bareAfter = await bareRate(ready.bareUrl);
    const bare = (bareBefore + bareAfter) / 2;

    // money: every player's balance equals the sum of its ledger rows, and what the player is shown.
    // The feed still settles while this runs, so /me is read before and after the tables: a balance
    // that moved in between says nothing; one that held still must equal the account's.
    const players = [...casino, ...sports].map((api, i) => ({
      api,
      userName: i < casino.length ? `${prefix}c${i}` : `${prefix}s${i - casino.length}`,
    }));
    const shown = async () =>
      Promise.all(
        players.map(async ({ api }) => {
          const me = await api.get('/me');
          return me.status === 200 ? toMinor(me.body.credit) : null;
        }),
      );
    const shownBefore = await shown();
    const ledger = await server.ask<Ledger>({ cmd: 'ledger', prefix });
    const shownAfter = await shown();
    for (const [key, { count, first }] of Object.entries(ledger.logged))
      if (key.startsWith('error:')) tally.fault('server log', `${key} (${count}×)`, first);
    const off = ledger.accounts.filter((a) => a.balance !== a.sum);
    const shownOff: string[] = [];
    let moving = 0;
    players.forEach(({ userName }, i) => {
      const account = ledger.accounts.find((a) => a.userName === userName);
      if (shownBefore[i] !== shownAfter[i]) moving++;
      else if (!account || shownBefore[i] !== account.balance)
        shownOff.push(`${userName}: shown ${shownBefore[i]}, account ${account?.balance}`);
    });
    const casinoAccounts = ledger.accounts.filter((a) => a.userName.startsWith(`${prefix}c`));
    const sportsAccounts = ledger.accounts.filter((a) => a.userName.startsWith(`${prefix}s`));
    const rows = (list: typeof ledger.accounts) => list.reduce((s, a) => s + a.rows, 0);
    console.log(`${name}: ${seconds.toFixed(0)} s of load, ${tally.total()} requests`);
    for (const [kind, count] of [...tally.done].sort((a, b) => b[1] - a[1]))
      console.log(
        `    ${kind}: ${count} (${(count / seconds).toFixed(1)}/s, ratio to bare node:http ${(count / seconds / bare).toFixed(4)})`,
      );
    const serverAnswers = await answered(ready.url);
    if (serverAnswers['5xx']) tally.fault('server', '5xx answers in its /metrics', serverAnswers);
    const rate = tally.total() / seconds;
    console.log(
      `  all requests: ${rate.toFixed(1)}/s beside a bare node:http endpoint in the server's process at ` +
        `${Math.round(bare)}/s (before ${Math.round(bareBefore)}, after ${Math.round(bareAfter)}): ratio ${(rate / bare).toFixed(3)}`,
    );
    console.log(
      `  coupons by status: ${JSON.stringify(ledger.coupons)} (0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold); ` +
        `casino rounds still open: ${ledger.openRounds}`,
    );
    console.log(`  the server's mean time per request, busiest routes: ${await routeTimes(ready.url)}`);
    for (const [key, { count, first }] of Object.entries(ledger.logged))
      console.log(`  server log: ${key}: ${count}; first: ${first}`);
    for (const [key, count] of tally.expected) console.log(`  expected refusal: ${key}: ${count}`);
    for (const [key, count] of tally.errors)
      console.log(`  ERROR: ${key}: ${count}; first: ${tally.firstError.get(key)}`);
    console.log(
      `  ledger: ${casinoAccounts.length} casino accounts (${rows(casinoAccounts)} ledger rows), ` +
        `${sportsAccounts.length} sports accounts (${rows(sportsAccounts)} rows): ` +
        `${off.length} balances off their ledger${off.length ? ` ${JSON.stringify(off.slice(0, 5))}` : ''}, ` +
        `${shownOff.length} players shown a balance other than their account's` +
        `${shownOff.length ? ` (${shownOff.slice(0, 5).join('; ')})` : ''} (${moving} moved while checked): ` +
        `${off.length || shownOff.length ? 'FAIL' : 'PASS'}`,
    );
    console.log(
      `  errors (5xx, unexpected refusals, failed connections): ${tally.errorCount()}: ${tally.errorCount() ? 'FAIL' : 'PASS'}`,
    );
    const from = samples.find((s) => s.minute === 2) ?? samples[0];
    const last = samples[samples.length - 1];
    if (from && last) {
      const rss = mb(last.rss - from.rss);
      const heap = mb(last.heapUsed - from.heapUsed);
      console.log(
        `  memory from minute ${from.minute} to ${last.minute}: rss ${rss >= 0 ? '+' : ''}${rss.toFixed(1)} MB ` +
          `(bound ${RSS_BOUND_MB} MB), heap after GC ${heap >= 0 ? '+' : ''}${heap.toFixed(1)} MB (bound ${HEAP_BOUND_MB} MB): ` +
          `${rss < RSS_BOUND_MB && heap < HEAP_BOUND_MB ? 'PASS' : 'FAIL'}`,
      );
      const worst = Math.max(...samples.map((s) => s.delayP99));
      console.log(`  event-loop delay p99 per minute: worst ${worst.toFixed(1)} ms`);
    }
  } finally {
    await server.ask({ cmd: 'stop' }).catch(() => undefined);
    server.kill();
  }
}
