import { sequenceStep } from '@bet/shared';
import { io, type Socket } from 'socket.io-client';

/**
 * The load client of the live-push bench, in a process of its own (forked by live-push.bench.ts
 * and scale-out.bench.ts), so decoding millions of events never stalls the server's loop. Commands
 * come over IPC: `connect` (url, count, what to subscribe to, whether a dropped connection comes
 * back), `report` (and reset), `state` (connections up, and those that came back after a drop),
 * `close`.
 */
type Command =
  | {
      cmd: 'connect';
      url: string;
      count: number;
      subscribe: Record<string, unknown> | null;
      /** reconnect when the server goes away, subscribing again (as the web app does) */
      reconnect?: boolean;
    }
  | { cmd: 'report' }
  | { cmd: 'state' }
  | { cmd: 'close' };

/** connections per socket: a second one is a reconnection */
const connects = new WeakMap<Socket, number>();

let sockets: Socket[] = [];
/** delays from change to client, counted per millisecond (a list of millions would not cross IPC) */
let delays = new Uint32Array(120_000);
let events = 0;
let messages = 0;
let gaps = 0;
let lastAt = 0;

function attach(c: Socket): void {
  // what each connection has seen per match, by the shared rule (a gap would ask for a snapshot)
  const seen = new Map<number, number>();
  c.on('odds', (batch: Array<{ matchId: number; ts: number; seq?: number }>) => {
    const now = Date.now();
    messages++;
    events += batch.length;
    lastAt = now;
    for (const e of batch) {
      delays[Math.max(0, Math.min(delays.length - 1, now - e.ts))]!++;
      if (e.seq === undefined) continue;
      const applied = seen.get(e.matchId);
      if (applied !== undefined && sequenceStep(applied, e.seq) === 'snapshot') gaps++;
      seen.set(e.matchId, e.seq);
    }
  });
}

process.on('message', async (msg: Command) => {
  if (msg.cmd === 'connect') {
    const batch: Socket[] = [];
    let failed = 0;
    // resolves once the connection is up, or has failed (counted, not retried)
    const settled = (s: Socket) =>
      new Promise<void>((resolve) => {
        if (s.connected) return resolve();
        s.once('connect', () => resolve());
        s.once('connect_error', () => {
          failed++;
          resolve();
        });
      });
    for (let i = 0; i < msg.count; i++) {
      const reconnect = msg.reconnect === true;
      const c = io(msg.url, { transports: ['websocket'], forceNew: true, reconnection: reconnect });
      attach(c);
      c.on('connect', () => {
        const n = (connects.get(c) ?? 0) + 1;
        connects.set(c, n);
        if (n > 1 && msg.subscribe) c.emit('subscribe', msg.subscribe);
      });
      batch.push(c);
      // a few hundred handshakes at a time: a burst of thousands overflows the loopback backlog
      if (batch.length % 250 === 0) await Promise.all(batch.slice(-250).map(settled));
    }
    await Promise.all(batch.map(settled));
    const up = batch.filter((s) => s.connected);
    if (msg.subscribe)
      await Promise.all(
        up.map((s) =>
          s
            .timeout(30_000)
            .emitWithAck('subscribe', msg.subscribe)
            .catch(() => undefined),
        ),
      );
    sockets = batch;
    process.send!({ connected: up.length, failed });
  } else if (msg.cmd === 'report') {
    const histogram: Array<[number, number]> = [];
    delays.forEach((n, ms) => n && histogram.push([ms, n]));
    process.send!({ histogram, events, messages, gaps, lastAt });
    delays = new Uint32Array(delays.length);
    events = 0;
    messages = 0;
    gaps = 0;
  } else if (msg.cmd === 'state') {
    const up = sockets.filter((s) => s.connected);
    const back = up.filter((s) => (connects.get(s) ?? 0) > 1).length;
    process.send!({ connected: up.length, reconnected: back, total: sockets.length });
  } else if (msg.cmd === 'close') {
    for (const c of sockets) c.close();
    sockets = [];
    process.send!({ closed: true });
  }
});
