import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { fromThousandths, roundToThousandths } from '@bet/shared';
import { Simulator, startTestServer, type FeedMessage, type SportsService } from '@bet/server';
import { WireClients, type WireReport } from './live-clients.ts';

/** `LIVE_CLIENTS=10000 npm run bench live-push`: the goal's load; fewer by default, for a quick run. */
const CLIENTS = Number(process.env['LIVE_CLIENTS'] ?? 2000);
/** processes of the load client, sharing the connections */
const CLIENT_PROCESSES = Number(process.env['LIVE_CLIENT_PROCESSES'] ?? 1);
/** deliveries (one change to one client) offered a second by the spread load */
const OFFERED = Number(process.env['LIVE_OFFERED'] ?? 22_000);
const SPREAD_SECONDS = 10;
/** `LIVE_ONLY=spread` or `burst`: that load alone; `LIVE_BARE=off`: without the bare server (to profile the server alone) */
const ONLY = process.env['LIVE_ONLY'];
const WITH_BARE = process.env['LIVE_BARE'] !== 'off';
const FEED_TICK_MS = 20;

type Follow = { matchIds?: number[]; sportId?: number };

/** A small seeded generator: the same followers and changes in every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Match {
  id: number;
  sportId: number;
}

/**
 * What each client follows, as players do: most follow one to three matches, the popular ones
 * (a derby) more than the rest (weights falling as 1/rank); one in twelve follows a whole sport,
 * football for most of them. Answers the follows and how many clients receive a change of each match.
 */
function followers(matches: Match[], clients: number): { follows: Follow[]; reach: Map<number, number> } {
  const rnd = random(22);
  const weights = matches.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let x = rnd() * total;
    for (let i = 0; i < matches.length; i++) if ((x -= weights[i]!) <= 0) return matches[i]!;
    return matches[matches.length - 1]!;
  };
  const sports = [...new Set(matches.map((m) => m.sportId))].sort((a, b) => a - b);
  const follows: Follow[] = [];
  const byMatch = new Map<number, number>();
  const bySport = new Map<number, number>();
  for (let c = 0; c < clients; c++) {
    if (rnd() < 1 / 12) {
      const sportId = rnd() < 0.7 ? sports[0]! : sports[Math.floor(rnd() * sports.length)]!;
      bySport.set(sportId, (bySport.get(sportId) ?? 0) + 1);
      follows.push({ sportId });
      continue;
    }
    const n = rnd() < 0.5 ? 1 : rnd() < 0.6 ? 2 : 3;
    const ids = new Set<number>();
    while (ids.size < n) ids.add(pick().id);
    for (const id of ids) byMatch.set(id, (byMatch.get(id) ?? 0) + 1);
    follows.push({ matchIds: [...ids] });
  }
  const reach = new Map(matches.map((m) => [m.id, (byMatch.get(m.id) ?? 0) + (bySport.get(m.sportId) ?? 0)]));
  return { follows, reach };
}

/** One odds change as the feed sends it: an outcome of a match re-priced. */
interface Change {
  matchId: number;
  marketId: number;
  outcomeId: number;
}

interface Figures {
  /** changes to clients: what was offered, and what came */
  offered: number;
  delivered: number;
  packets: number;
  perSecond: number;
  packetsPerSecond: number;
  p50: number;
  p99: number;
  gaps: number;
}

/**
 * Sends the batches with `send` (the changes it caused, each counted once per client it reaches)
 * every `everyMs`, then collects until everything offered came (or 20 s passed).
 */
async function measure(
  clients: WireClients,
  batches: number,
  everyMs: number,
  send: (b: number) => Promise<number>,
): Promise<Figures> {
  await clients.report();
  const start = Date.now();
  let offered = 0;
  for (let b = 0; b < batches; b++) {
    offered += await send(b);
    // on the cadence, whatever sending cost
    const wait = start + (b + 1) * everyMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const histogram = new Map<number, number>();
  const sum: Omit<WireReport, 'histogram'> = { changes: 0, packets: 0, gaps: 0, lastAt: start };
  for (const end = Date.now() + 20_000; sum.changes < offered && Date.now() < end;) {
    await new Promise((r) => setTimeout(r, 200));
    const part = await clients.report();
    for (const [ms, n] of part.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + n);
    sum.changes += part.changes;
    sum.packets += part.packets;
    sum.gaps += part.gaps;
    sum.lastAt = Math.max(sum.lastAt, part.lastAt);
  }
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const pct = (p: number) => {
    const want = (p / 100) * sum.changes;
    let seen = 0;
    for (const [ms, n] of sorted) if ((seen += n) >= want) return ms;
    return NaN;
  };
  const seconds = (sum.lastAt - start) / 1000;
  return {
    offered,
    delivered: sum.changes,
    packets: sum.packets,
    perSecond: sum.changes / seconds,
    packetsPerSecond: sum.packets / seconds,
    p50: pct(50),
    p99: pct(99),
    gaps: sum.gaps,
  };
}

/** Re-prices the given outcomes through the server's feed path (memory, database, push). */
async function reprice(service: SportsService, changes: Change[], step: number): Promise<number> {
  const byMatch = new Map<number, Set<number>>();
  for (const c of changes) {
    let s = byMatch.get(c.matchId);
    if (!s) byMatch.set(c.matchId, (s = new Set()));
    s.add(c.outcomeId);
  }
  const messages: FeedMessage[] = [];
  for (const [matchId, outcomes] of byMatch) {
    const m = service.view.get(matchId)!;
    messages.push({
      kind: 'markets',
      matchId,
      version: m.version + 1,
      markets: m.markets.map((mk) => ({
        ...mk,
        outcomes: mk.outcomes.map((o) => ({
          ...o,
          odd: outcomes.has(o.id)
            ? fromThousandths(Math.max(1_010, roundToThousandths(o.odd) + (step % 2 ? 10 : -10)))
            : o.odd,
          limits: service.view.limitsOf(o.id)!,
        })),
      })),
    });
  }
  return (await service.apply(messages)).odds.length;
}

interface Load {
  name: string;
  batches: number;
  everyMs: number;
  /** the changes of each batch */
  plan: Change[][];
}

/**
 * The spread load: every feed tick re-prices one outcome of matches drawn at random, as many a
 * second as make `OFFERED` deliveries given how many clients follow each match. The burst: ten
 * football matches re-priced whole at once, every 500 ms.
 */
function loads(service: SportsService, matches: Match[], reach: Map<number, number>): Load[] {
  const rnd = random(7);
  const meanReach = matches.reduce((s, m) => s + reach.get(m.id)!, 0) / matches.length;
  const perSecond = OFFERED / meanReach;
  const batches = (SPREAD_SECONDS * 1000) / FEED_TICK_MS;
  const spread: Change[][] = [];
  let owed = 0;
  for (let b = 0; b < batches; b++) {
    owed += (perSecond * FEED_TICK_MS) / 1000;
    const batch: Change[] = [];
    const used = new Set<number>();
    for (; owed >= 1; owed--) {
      const m = matches[Math.floor(rnd() * matches.length)]!;
      if (used.has(m.id)) continue;
      used.add(m.id);
      const markets = service.view.get(m.id)!.markets;
      const market = markets[Math.floor(rnd() * markets.length)]!;
      const outcome = market.outcomes[Math.floor(rnd() * market.outcomes.length)]!;
      batch.push({ matchId: m.id, marketId: market.id, outcomeId: outcome.id });
    }
    spread.push(batch);
  }
  const football = matches.filter((m) => m.sportId === matches[0]!.sportId).slice(0, 10);
  const whole = football.flatMap((m) =>
    service.view
      .get(m.id)!
      .markets.flatMap((mk) => mk.outcomes.map((o) => ({ matchId: m.id, marketId: mk.id, outcomeId: o.id }))),
  );
  return [
    {
      name: `spread: ${Math.round(perSecond)} changes/s (one outcome of a match drawn at random, every ${FEED_TICK_MS} ms) to ${Math.round(meanReach)} clients each on average`,
      batches,
      everyMs: FEED_TICK_MS,
      plan: spread,
    },
    {
      name: `burst: ${football.length} football matches re-priced whole (${whole.length} changes) every 500 ms`,
      batches: 10,
      everyMs: 500,
      plan: Array.from({ length: 10 }, () => whole),
    },
  ];
}

/**
 * The same clients, follows and changes against a bare socket.io server: rooms per match and per
 * sport, each change sent at once to its match's and sport's rooms, one packet per match re-priced, no database, no batching across matches.
 */
async function bare(
  clients: WireClients,
  follows: Follow[],
  load: Load,
  sportOf: Map<number, number>,
): Promise<Figures> {
  const server = http.createServer();
  const io = new SocketServer(server, { serveClient: false, transports: ['websocket'] });
  const live = io.of('/live');
  live.on('connection', (socket) => {
    socket.on('subscribe', (req: Follow, ack: (a: { ok: true }) => void) => {
      void socket.join([
        ...(req.matchIds ?? []).map((id) => `match:${id}`),
        ...(req.sportId !== undefined ? [`sport:${req.sportId}`] : []),
      ]);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`;
  await clients.connect(url, follows);
  const seqs = new Map<number, number>();
  const figures = await measure(clients, load.batches, load.everyMs, async (b) => {
    const ts = Date.now();
    let offered = 0;
    const byMatch = new Map<number, object[]>();
    for (const c of load.plan[b]!) {
      const seq = (seqs.get(c.matchId) ?? 0) + 1;
      seqs.set(c.matchId, seq);
      const event = { ...c, odd: 1.5, dir: 1, active: true, iss: false, isv: true, ts, seq };
      const list = byMatch.get(c.matchId);
      if (list) list.push(event);
      else byMatch.set(c.matchId, [event]);
    }
    // one packet per match re-priced, as a feed message re-prices it
    for (const [matchId, events] of byMatch) {
      const sport = `sport:${sportOf.get(matchId)}`;
      live.to(`match:${matchId}`).to(sport).emit('odds', events);
      const reach =
        (live.adapter.rooms.get(`match:${matchId}`)?.size ?? 0) + (live.adapter.rooms.get(sport)?.size ?? 0);
      offered += reach * events.length;
    }
    return offered;
  });
  await clients.close();
  io.close();
  server.closeAllConnections();
  return figures;
}

const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : 'n/a');
const n = (x: number) => Math.round(x).toLocaleString('en');

/**
 * Odds changes applied by the server (memory and database) and pushed over `/live` to clients in
 * other processes following matches and sports the way players do, with the delay from change (the
 * event's `ts`) to each client and the changes delivered a second (a client counts each change it
 * receives; the server batches a tick's changes for a room into one packet, so packets are fewer),
 * beside a bare socket.io server given the same clients and changes, as a ratio.
 */
export async function run(): Promise<void> {
  for (const db of process.env['DATABASE_URL'] ? ['PostgreSQL'] : ['SQLite']) {
    const server = await startTestServer();
    const service = server.services.sports;
    const sim = new Simulator({ seed: 9, speed: 60 });
    await service.apply(sim.initialMessages(Date.now()));
    const all = [...service.view.all()].filter((m) => m.markets.length > 0 && !m.removed);
    // football first, the sport most follow
    const counts = new Map<number, number>();
    for (const m of all) counts.set(m.sportId, (counts.get(m.sportId) ?? 0) + 1);
    const matches: Match[] = all
      .map((m) => ({ id: m.id, sportId: m.sportId }))
      .sort(
        (a, b) => counts.get(b.sportId)! - counts.get(a.sportId)! || a.sportId - b.sportId || a.id - b.id,
      );
    const sportOf = new Map(matches.map((m) => [m.id, m.sportId]));
    const { follows, reach } = followers(matches, CLIENTS);
    const clients = new WireClients(CLIENT_PROCESSES);
    const connectStart = Date.now();
    const up = await clients.connect(`${server.url}/live`, follows);
    const took = ((Date.now() - connectStart) / 1000).toFixed(1);
    const sportFollowers = follows.filter((f) => f.sportId !== undefined).length;
    console.log(
      `${db}: ${up.connected} of ${CLIENTS} clients connected in ${took} s (${CLIENT_PROCESSES} load process(es), bare WebSockets speaking socket.io's framing); ${matches.length} matches in ${counts.size} sports; ${CLIENTS - sportFollowers} clients follow 1-3 matches, ${sportFollowers} a whole sport`,
    );
    const results: Array<{ load: Load; app: Figures }> = [];
    for (const load of loads(service, matches, reach).filter(
      (l) => ONLY === undefined || l.name.startsWith(ONLY),
    )) {
      const app = await measure(clients, load.batches, load.everyMs, async (b) => {
        const changes = load.plan[b]!;
        await reprice(service, changes, b);
        return changes.reduce((s, c) => s + reach.get(c.matchId)!, 0);
      });
      results.push({ load, app });
    }
    const rss = process.memoryUsage().rss;
    await clients.close();
    await server.close();
    for (const { load, app } of results) {
      const ceiling = WITH_BARE
        ? await bare(clients, follows, load, sportOf)
        : { perSecond: NaN, packetsPerSecond: NaN, p50: NaN, p99: NaN };
      console.log(`  ${load.name}`);
      console.log(
        `    delivered ${n(app.delivered)} of ${n(app.offered)} changes offered to clients: ${n(app.perSecond)} changes/s in ${n(app.packetsPerSecond)} packets/s (bare socket.io ${n(ceiling.perSecond)} changes/s in ${n(ceiling.packetsPerSecond)} packets/s, ratio ${ratio(app.perSecond, ceiling.perSecond)}); gaps seen: ${app.gaps}`,
      );
      console.log(
        `    delay from change to client: p50 ${app.p50} ms, p99 ${app.p99} ms (bare socket.io p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, p99 ratio ${ratio(app.p99, ceiling.p99)})`,
      );
    }
    console.log(`  server memory (rss) with ${CLIENTS} clients connected: ${Math.round(rss / 2 ** 20)} MB`);
    clients.stop();
  }
}
