import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { Simulator, startTestServer, type FeedMessage } from '@bet/server';
import { LiveClients } from './live-clients.ts';

/** `LIVE_CLIENTS=10000 npm run bench live-push`: the goal's load; fewer by default, for a quick run. */
const CLIENTS = Number(process.env['LIVE_CLIENTS'] ?? 2000);
const BATCHES = 40;

interface Report {
  histogram: Array<[number, number]>;
  events: number;
  messages: number;
  gaps: number;
  lastAt: number;
}

interface Load {
  perBatch: number;
  everyMs: number;
  batches: number;
}
const LOADS: Load[] = [
  // one match re-priced per batch (a live tick), then ten at once (a burst)
  { perBatch: 1, everyMs: 100, batches: BATCHES },
  { perBatch: 10, everyMs: 500, batches: 10 },
];

interface Figures {
  events: number;
  messages: number;
  perSecond: number;
  p50: number;
  p99: number;
  gaps: number;
}

/** Sends a load's batches with `send` (which answers the events it caused), then collects until all came. */
async function measure(
  clients: LiveClients,
  load: Load,
  send: (b: number) => Promise<number>,
): Promise<Figures & { changes: number }> {
  await clients.ask<Report>({ cmd: 'report' });
  const start = Date.now();
  let changes = 0;
  for (let b = 0; b < load.batches; b++) {
    changes += await send(b);
    await new Promise((r) => setTimeout(r, load.everyMs));
  }
  const histogram = new Map<number, number>();
  let events = 0;
  let messages = 0;
  let gaps = 0;
  let lastAt = start;
  for (const end = Date.now() + 30_000; events < changes * CLIENTS && Date.now() < end;) {
    const part = await clients.ask<Report>({ cmd: 'report' });
    for (const [ms, n] of part.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + n);
    events += part.events;
    messages += part.messages;
    gaps += part.gaps;
    lastAt = Math.max(lastAt, part.lastAt);
    await new Promise((r) => setTimeout(r, 200));
  }
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const pct = (p: number) => {
    const want = (p / 100) * events;
    let seen = 0;
    for (const [ms, n] of sorted) if ((seen += n) >= want) return ms;
    return NaN;
  };
  return {
    changes,
    events,
    messages,
    perSecond: messages / ((lastAt - start) / 1000),
    p50: pct(50),
    p99: pct(99),
    gaps,
  };
}

/** The same clients and cadence against a bare socket.io server that broadcasts to all: the machine's ceiling. */
async function bare(clients: LiveClients, load: Load, eventsPerBatch: number[]): Promise<Figures> {
  const server = http.createServer();
  const io = new SocketServer(server);
  // the namespace exists before the clients ask for it
  const live = io.of('/live');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`;
  await clients.ask({ cmd: 'connect', url, count: CLIENTS, subscribe: null });
  const figures = await measure(clients, load, async (b) => {
    const n = eventsPerBatch[b] ?? 0;
    const ts = Date.now();
    const events = Array.from({ length: n }, (_, i) => ({
      matchId: 1,
      marketId: 1,
      outcomeId: i,
      odd: 1.5,
      dir: 1,
      active: true,
      iss: false,
      isv: true,
      ts,
      seq: b * n + i + 1,
    }));
    live.emit('odds', events);
    return n;
  });
  await clients.ask({ cmd: 'close' });
  io.close();
  server.closeAllConnections();
  return figures;
}

const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : 'n/a');

/**
 * Odds changes applied by the server (memory and database) and fanned out over `/live` to
 * subscribed socket.io clients in another process, with the delay from change (the event's `ts`)
 * to each client, the messages delivered a second, and the same figures of a bare socket.io
 * broadcast to the same clients at the same cadence, as a ratio.
 */
export async function run(): Promise<void> {
  for (const db of process.env['DATABASE_URL'] ? ['PostgreSQL'] : ['SQLite']) {
    const server = await startTestServer();
    const service = server.services.sports;
    const sim = new Simulator({ seed: 9, speed: 60 });
    await service.apply(sim.initialMessages(Date.now()));
    const football = [...service.view.all()].filter((m) => m.sportId === 1 && m.markets.length > 0);
    const clients = new LiveClients();
    const connectStart = Date.now();
    const up = await clients.ask<{ connected: number; failed: number }>({
      cmd: 'connect',
      url: `${server.url}/live`,
      count: CLIENTS,
      subscribe: { sportId: 1 },
    });
    const took = ((Date.now() - connectStart) / 1000).toFixed(1);
    console.log(
      `${db}: ${up.connected} of ${CLIENTS} clients (another process) connected and subscribed to football in ${took} s`,
    );
    const results: Array<{
      load: Load;
      app: Figures & { changes: number };
      perBatch: number[];
      applyRate: number;
    }> = [];
    for (const load of LOADS) {
      const perBatch: number[] = [];
      let applyMs = 0;
      const app = await measure(clients, load, async (b) => {
        const batch: FeedMessage[] = football.slice(0, load.perBatch).map((m) => ({
          kind: 'markets',
          matchId: m.id,
          version: m.version + 1,
          markets: m.markets.map((mk) => ({
            ...mk,
            outcomes: mk.outcomes.map((o) => ({
              ...o,
              odd: Math.max(1.01, Math.round((o.odd + (b % 2 ? 0.01 : -0.01)) * 100) / 100),
              limits: service.view.limitsOf(o.id)!,
            })),
          })),
        }));
        const start = performance.now();
        const result = await service.apply(batch);
        applyMs += performance.now() - start;
        perBatch.push(result.odds.length);
        return result.odds.length;
      });
      results.push({ load, app, perBatch, applyRate: app.changes / (applyMs / 1000) });
    }
    const rss = process.memoryUsage().rss;
    await clients.ask({ cmd: 'close' });
    await server.close();
    for (const { load, app, perBatch, applyRate } of results) {
      const ceiling = await bare(clients, load, perBatch);
      console.log(
        `  ${load.perBatch} match(es) per batch every ${load.everyMs} ms: ${app.changes} odds changes in ${load.batches} batches`,
      );
      console.log(`    applied (memory + database): ${Math.round(applyRate)} changes/s`);
      console.log(
        `    delivered: ${app.events} events (${(app.events / Math.max(1, app.changes)).toFixed(0)} per change) in ${app.messages} messages, ${Math.round(app.perSecond)} messages/s (bare socket.io ${Math.round(ceiling.perSecond)}/s, ratio ${ratio(app.perSecond, ceiling.perSecond)}); gaps seen: ${app.gaps}`,
      );
      console.log(
        `    delay from change to client: p50 ${app.p50} ms, p99 ${app.p99} ms (bare socket.io p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, p99 ratio ${ratio(app.p99, ceiling.p99)})`,
      );
    }
    console.log(`  server memory (rss) with ${CLIENTS} clients connected: ${Math.round(rss / 2 ** 20)} MB`);
    clients.stop();
  }
}
