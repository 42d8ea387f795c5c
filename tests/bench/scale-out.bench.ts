import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApiClient, dropTestData, testConfig, type Config } from '@bet/server';
import { LiveClients } from './live-clients.ts';
import { serverNodeFlags } from './server-flags.ts';

/**
 * Scale-out (issue 22, part 5): one, then two server instances, each a process of its own, on one
 * PostgreSQL schema and one Redis, behind nginx (Debian's package, started here on a free port
 * with a configuration of its own). The first instance leads the feed (FEED=simulator); the other
 * follows it through Redis.
 *
 * Each run drives 2-3 pick combinations from many players and keeps live socket.io clients
 * (websocket transport, in another process) subscribed to football, all through nginx, and prints
 * placements/s and live messages/s beside a bare node:http endpoint behind the same nginx (as many
 * bare processes as instances) measured right after, as ratios. Then a kill run: one instance is
 * killed (SIGKILL) during placements; every coupon whose answer was 2xx must be in the database,
 * a placement that got no answer is retried with the same idempotency key until it gets one, no
 * key holds two coupons, and the live clients reconnect to the instance left.
 */
const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PLAYERS = Number(process.env['SCALE_PLAYERS'] ?? 48);
const COMBIS = Number(process.env['SCALE_COMBIS'] ?? 1500);
const LIVE_CLIENTS = Number(process.env['SCALE_LIVE_CLIENTS'] ?? 400);
/**
 * The simulated world's speed. Live messages follow its football: the seeded world's changes thin
 * out after about an hour of its time, so a faster world leaves the later runs little to push.
 */
const SIM_SPEED = Number(process.env['SCALE_SIM_SPEED'] ?? 10);
/** requests to the bare endpoints after each run */
const BARE = 3000;

interface Instance {
  child: ChildProcess;
  port: number;
  leader: boolean;
}

const SERVER_ENTRY = path.join(import.meta.dirname, '../../server/src/testing/feed-instance.ts');

/** A server in a process of its own; resolves once it listens. */
function startInstance(config: Config): Promise<Instance> {
  const child = fork(SERVER_ENTRY, [], {
    execArgv: [...serverNodeFlags(), '--import', 'tsx'],
    env: { ...process.env, FEED_INSTANCE_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as { port: number; leader: boolean }) }));
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before listening`)));
  });
}

/** A bare node:http JSON endpoint in a process of its own (the same script, told to be bare). */
function startBare(): Promise<Instance> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SCALE_BARE: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port, leader: false }));
  });
}

if (process.env['SCALE_BARE'] === '1') {
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  bare.listen(0, '127.0.0.1', () => process.send!({ port: (bare.address() as net.AddressInfo).port }));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * nginx in front of the instances (site, API and socket.io) and of the bare endpoints, each on a
 * port of its own. least_conn for everything: the bench's clients all come from one address, so
 * ip_hash would send them all to one instance; its live clients use the websocket transport
 * only, which needs no sticky sessions (README "Several instances" has the production block).
 */
class Nginx {
  private child?: ChildProcess;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  constructor(
    readonly port: number,
    readonly barePort: number,
  ) {}

  async start(instances: Instance[], bare: Instance[]): Promise<void> {
    fs.mkdirSync(path.join(this.dir, 'logs'), { recursive: true });
    const servers = (list: Instance[]) => list.map((i) => `    server 127.0.0.1:${i.port};`).join('\n');
    const conf = `
worker_processes 1;
error_log ${this.dir}/logs/error.log warn;
pid ${this.dir}/nginx.pid;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream bet {
    least_conn;
${servers(instances)}
    keepalive 64;
  }
  upstream bare {
    least_conn;
${servers(bare)}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${this.port};
    location / {
      proxy_pass http://bet;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
    }
  }
  server {
    listen 127.0.0.1:${this.barePort};
    location / {
      proxy_pass http://bare;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
    }
  }
}`;
    fs.writeFileSync(path.join(this.dir, 'nginx.conf'), conf);
    this.child = spawn(
      'nginx',
      ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    // up once it answers on its port
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(this.port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (ok) return;
      await pause(50);
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(this.dir, 'logs/error.log'), 'utf8')}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await exited;
    this.child = undefined;
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Pick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
}

/** Pre-match 1X2 outcomes at least an hour ahead, read through the API. */
async function picksOf(api: ApiClient): Promise<Pick[][]> {
  const res = await api.get('/matches?sportId=1&limit=200');
  const matches = (res.body.results ?? res.body.matches ?? res.body) as Array<{
    id: number;
    matchDate: string;
    minTip?: number;
    markets: Array<{ id: number; typeId: number; outcomes: Array<{ id: number; odd: number }> }>;
  }>;
  return matches
    .filter((m) => Date.parse(m.matchDate) > Date.now() + 3600_000 && (m.minTip ?? 1) === 1)
    .flatMap((m) => {
      const mk = m.markets.find((x) => x.typeId === 1);
      return mk
        ? [mk.outcomes.map((o) => ({ matchId: m.id, marketId: mk.id, outcomeId: o.id, odd: o.odd }))]
        : [];
    });
}

/** `size` picks on as many different matches, drawn at random (a player rarely makes one coupon twice). */
function distinctMatches(picks: Pick[][], size: number): Pick[] {
  const chosen = new Set<number>();
  while (chosen.size < size) chosen.add(Math.floor(Math.random() * picks.length));
  return [...chosen].map((m) => {
    const outcomes = picks[m]!;
    return outcomes[Math.floor(Math.random() * outcomes.length)]!;
  });
}

/** Players opened by the admin, each with credit, logged in from an address of its own. */
let opened = 0;
async function openPlayers(url: string, admin: ApiClient, count: number): Promise<ApiClient[]> {
  const players: ApiClient[] = [];
  for (let i = 0; i < count; i++) {
    const userName = `scale${process.pid}p${opened++}`;
    const created = await admin.post('/admin/users', { userName, password: 'bench1234', role: 'player' });
    if (created.status !== 201) throw new Error(`opening a player: ${JSON.stringify(created.body)}`);
    await admin.post(`/admin/users/${created.body.userId}/credit`, { amount: 100_000, direction: 'in' });
    const api = new ApiClient(url, { 'x-forwarded-for': `10.9.${(opened >> 8) & 255}.${opened & 255}` });
    const login = await api.post('/auth/login', { userName, password: 'bench1234' });
    if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
    players.push(api);
  }
  return players;
}

interface Placed {
  key: string;
  ticketId: string;
}

interface LoadResult {
  seconds: number;
  latencies: number[];
  acknowledged: Placed[];
  retries: number;
  refused: number;
  firstRefusal?: string;
}

/**
 * `total` coupons from the players, each player one at a time. A placement that gets no answer
 * (the connection dropped) or a 502/503/504 from nginx is sent again with the same key.
 */
async function place(players: ApiClient[], picks: Pick[][], total: number, tag: string): Promise<LoadResult> {
  const latencies: number[] = [];
  const acknowledged: Placed[] = [];
  let retries = 0;
  let refused = 0;
  let firstRefusal: string | undefined;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    players.map(async (api, seat) => {
      for (let n = next++; n < total; n = next++) {
        const size = 2 + (n % 2);
        const body = {
          idempotencyKey: `${tag}-${process.pid}-${seat}-${n}`,
          stake: 1,
          picks: distinctMatches(picks, size),
        };
        const t = performance.now();
        for (;;) {
          const res = await api.post('/coupons', body).catch(() => ({ status: 0, body: undefined }));
          if (res.status === 200 || res.status === 201) {
            acknowledged.push({ key: body.idempotencyKey, ticketId: res.body.ticketId });
            break;
          }
          if (res.status === 0 || res.status >= 502) {
            retries++;
            await pause(50);
            continue;
          }
          refused++;
          firstRefusal ??= `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          break;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    seconds: (performance.now() - start) / 1000,
    latencies,
    acknowledged,
    retries,
    refused,
    firstRefusal,
  };
}

/** Requests per second of the bare endpoints behind nginx, same client, same concurrency. */
async function bareRate(nginx: Nginx, concurrency: number): Promise<number> {
  const api = new ApiClient(`http://127.0.0.1:${nginx.barePort}`);
  let next = 0;
  let ok = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < BARE) if ((await api.post('/coupons', { stake: 1 })).status === 201) ok++;
    }),
  );
  return ok / ((performance.now() - start) / 1000);
}

const pct = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : 'n/a';

interface Report {
  messages: number;
  events: number;
  histogram: Array<[number, number]>;
}

export async function run(): Promise<void> {
  const schema = `scale_${process.pid}`;
  const base = testConfig({
    databaseUrl: PG,
    databaseSchema: schema,
    redisUrl: REDIS,
    feed: 'simulator',
    simSeed: 22,
    simSpeed: SIM_SPEED,
    logLevel: 'silent',
  });
  const instances: Instance[] = [];
  const bares: Instance[] = [];
  const nginx = new Nginx(await freePort(), await freePort());
  const clients = new LiveClients();
  const site = `http://127.0.0.1:${nginx.port}`;
  const db = new pg.Client({ connectionString: PG });
  try {
    // one PostgreSQL reachable? (the bench needs it; SQLite has no several instances)
    await db.connect();
  } catch (err) {
    console.log(`scale-out: skipped (PostgreSQL: ${(err as Error).message})`);
    clients.stop();
    return;
  }
  try {
    instances.push(await startInstance(base));
    bares.push(await startBare());
    await nginx.start(instances, bares);
    const admin = new ApiClient(site, { 'x-forwarded-for': '10.8.0.1' });
    const login = await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
    if (login.status !== 200) throw new Error(`admin login: ${JSON.stringify(login.body)}`);
    const picks = await picksOf(admin);
    if (picks.length < 10) throw new Error(`only ${picks.length} pre-match matches to bet on`);
    console.log(
      `instances: leader on ${instances[0]!.port} (${instances[0]!.leader ? 'runs the feed' : 'no feed?'}); ${picks.length} matches to bet on; ${PLAYERS} players, ${COMBIS} combinations a run, ${LIVE_CLIENTS} live clients`,
    );
    const players = await openPlayers(site, admin, PLAYERS);

    const runs: Array<{ n: number; rate: number; bare: number; live: number; p50: string; p99: string }> = [];
    for (const n of [1, 2]) {
      if (n === 2) {
        instances.push(await startInstance({ ...base, port: 0 }));
        bares.push(await startBare());
        await nginx.stop();
        await nginx.start(instances, bares);
      }
      const up = await clients.ask<{ connected: number; failed: number }>({
        cmd: 'connect',
        url: `${site}/live`,
        count: LIVE_CLIENTS,
        subscribe: { sportId: 1 },
      });
      await clients.ask<Report>({ cmd: 'report' });
      const r = await place(players, picks, COMBIS, `run${n}`);
      const live = await clients.ask<Report>({ cmd: 'report' });
      const liveRate = live.messages / r.seconds;
      await clients.ask({ cmd: 'close' });
      const bare = await bareRate(nginx, PLAYERS);
      const rate = r.acknowledged.length / r.seconds;
      runs.push({ n, rate, bare, live: liveRate, p50: pct(r.latencies, 0.5), p99: pct(r.latencies, 0.99) });
      console.log(
        `${n} instance(s): ${Math.round(rate)} placements/s through nginx (bare node:http x${n} behind nginx ${Math.round(bare)}/s: ratio ${(rate / bare).toFixed(3)}), p50 ${pct(r.latencies, 0.5)} ms, p99 ${pct(r.latencies, 0.99)} ms${r.refused ? `, ${r.refused} refused (first: ${r.firstRefusal})` : ''}; ${up.connected} of ${LIVE_CLIENTS} live clients got ${Math.round(liveRate)} messages/s (ratio to bare ${(liveRate / bare).toFixed(3)})`,
      );
    }
    const [one, two] = runs as [(typeof runs)[0], (typeof runs)[0]];
    console.log(
      `two instances against one: placements x${(two.rate / one.rate).toFixed(2)} (as ratios to bare: x${(two.rate / two.bare / (one.rate / one.bare)).toFixed(2)}; bare itself x${(two.bare / one.bare).toFixed(2)}), live messages x${(two.live / one.live).toFixed(2)}`,
    );

    // The kill run: placements and live clients over both instances; the leader dies mid-way.
    const up = await clients.ask<{ connected: number }>({
      cmd: 'connect',
      url: `${site}/live`,
      count: LIVE_CLIENTS,
      subscribe: { sportId: 1 },
      reconnect: true,
    });
    const victim = instances[0]!;
    const survivor = instances[1]!;
    const placing = place(players, picks, COMBIS, 'kill');
    await pause(1500);
    victim.child.kill('SIGKILL');
    const killedAt = performance.now();
    const r = await placing;
    const after = (performance.now() - killedAt) / 1000;
    // the clients of the dead instance come back through nginx to the other one
    let state = { connected: 0, reconnected: 0, total: 0 };
    for (const end = Date.now() + 20_000; Date.now() < end; await pause(250)) {
      state = await clients.ask<typeof state>({ cmd: 'state' });
      if (state.connected === state.total) break;
    }
    // and are pushed to there: messages in the next three seconds
    await clients.ask<Report>({ cmd: 'report' });
    await pause(3000);
    const afterKill = await clients.ask<Report>({ cmd: 'report' });
    const keys = new Set(r.acknowledged.map((a) => a.key));
    const stored = await db.query<{ idempotency_key: string; ticket_id: string }>(
      `SELECT idempotency_key, ticket_id FROM ${schema}.coupons WHERE idempotency_key LIKE $1`,
      [`kill-${process.pid}-%`],
    );
    const byKey = new Map<string, string[]>();
    for (const row of stored.rows)
      byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.ticket_id]);
    const lost = r.acknowledged.filter((a) => !byKey.get(a.key)?.includes(a.ticketId));
    const doubled = [...byKey.values()].filter((t) => t.length > 1).length;
    const unanswered = stored.rows.filter((row) => !keys.has(row.idempotency_key)).length;
    console.log(
      `kill run: instance on ${victim.port} killed (SIGKILL) during placements; ${r.acknowledged.length} coupons acknowledged (${r.retries} sends retried with their key, ${r.refused} refused${r.firstRefusal ? `, first: ${r.firstRefusal}` : ''}), ${stored.rows.length} stored: ${lost.length} acknowledged coupons missing, ${doubled} keys with two coupons, ${unanswered} stored without an answer; placements went on ${after.toFixed(1)} s after the kill on ${survivor.port}`,
    );
    console.log(
      `kill run: live clients: ${up.connected} connected before, ${state.connected} of ${state.total} connected after, ${state.reconnected} of them reconnected after losing their instance; ${Math.round(afterKill.messages / 3)} messages/s to them all from the instance left`,
    );
    await clients.ask({ cmd: 'close' });
  } finally {
    clients.stop();
    await nginx.stop();
    for (const i of [...instances, ...bares]) if (i.child.exitCode === null) i.child.kill('SIGTERM');
    await Promise.all(
      [...instances, ...bares].map((i) =>
        i.child.exitCode !== null || i.child.signalCode !== null
          ? undefined
          : new Promise((r) => i.child.once('exit', r)),
      ),
    );
    await db.end();
    await dropTestData(base);
    fs.rmSync(nginx.dir, { recursive: true, force: true });
  }
}
