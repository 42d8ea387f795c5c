import { Worker } from 'node:worker_threads';
import { Simulator, startTestServer, type FeedMessage } from '@bet/server';

const CLIENTS = 1000;
const BATCHES = 40;

/** The client side: connects, subscribes to football, and records each event's delay. */
const CLIENTS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require('node:module').createRequire(workerData.from)('socket.io-client');
const sockets = [];
let delays = [];
let received = 0;
parentPort.on('message', async (what) => {
  if (what === 'connect') {
    for (let i = 0; i < workerData.count; i++) {
      const c = io(workerData.url, { transports: ['websocket'], forceNew: true });
      c.on('odds', (events) => {
        const now = Date.now();
        received += events.length;
        for (const e of events) delays.push(now - e.ts);
      });
      sockets.push(c);
    }
    await Promise.all(sockets.map((c) => new Promise((r) => (c.connected ? r() : c.once('connect', r)))));
    await Promise.all(sockets.map((c) => new Promise((r) => c.emit('subscribe', { sportId: 1 }, r))));
    parentPort.postMessage('ready');
  } else if (what === 'report') {
    parentPort.postMessage({ delays, received });
    delays = [];
    received = 0;
  } else if (what === 'close') {
    for (const c of sockets) c.close();
    parentPort.postMessage('closed');
  }
});
`;

/**
 * Odds changes applied by the server (memory and database) and fanned out over `/live` to 1,000
 * subscribed socket.io clients, with the delay from change (the event's `ts`) to each client.
 */
export async function run(): Promise<void> {
  for (const db of process.env['DATABASE_URL'] ? ['PostgreSQL'] : ['SQLite']) {
    const server = await startTestServer();
    const service = server.services.sports;
    const sim = new Simulator({ seed: 9, speed: 60 });
    await service.apply(sim.initialMessages(Date.now()));
    const football = [...service.view.all()].filter((m) => m.sportId === 1 && m.markets.length > 0);

    // The clients run in a worker thread: decoding a million events must not stall the server's loop.
    const clients = new Worker(CLIENTS_WORKER, {
      eval: true,
      workerData: { url: `${server.url}/live`, count: CLIENTS, from: import.meta.url },
    });
    const ask = (what: string) =>
      new Promise<any>((resolve) => {
        clients.once('message', resolve);
        clients.postMessage(what);
      });
    await ask('connect');
    // Two loads: one match re-priced per batch (a live tick), then ten at once (a burst).
    for (const [perBatch, everyMs, batches] of [
      [1, 100, BATCHES],
      [10, 500, 10],
    ] as const) {
      await ask('report');
      let changes = 0;
      let applyMs = 0;
      for (let b = 0; b < batches; b++) {
        const batch: FeedMessage[] = football.slice(0, perBatch).map((m) => ({
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
        changes += result.odds.length;
        await new Promise((r) => setTimeout(r, everyMs));
      }
      // Until every client has every change (or 20 s).
      const delays: number[] = [];
      let received = 0;
      for (const end = Date.now() + 20_000; received < changes * CLIENTS && Date.now() < end;) {
        const part = (await ask('report')) as { delays: number[]; received: number };
        for (const d of part.delays) delays.push(d);
        received += part.received;
        await new Promise((r) => setTimeout(r, 200));
      }
      delays.sort((x, y) => x - y);
      const pct = (p: number) =>
        delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
      console.log(
        `${db}: ${perBatch} match(es) per batch every ${everyMs} ms, ${changes} odds changes in ${batches} batches, ${CLIENTS} clients subscribed to football`,
      );
      console.log(`  applied (memory + database): ${Math.round(changes / (applyMs / 1000))} changes/s`);
      console.log(`  delivered: ${received} events (${(received / changes).toFixed(0)} per change)`);
      console.log(`  delay from change to client: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
    }
    console.log('  (the clients run in a worker thread of the bench and share the machine with the server)');
    await ask('close');
    await clients.terminate();
    await server.close();
  }
}
