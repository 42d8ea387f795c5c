import { sequenceStep } from '@bet/shared';
import WebSocket from 'ws';

/**
 * A light load client for the live-push bench, in a process of its own (several may run, each
 * holding a share of the connections; forked by `WireClients` in live-clients.ts). Each connection
 * is a bare WebSocket (the `ws` package, no compression, no UTF-8 check) speaking the engine.io v4
 * and socket.io v5 framing itself: it answers pings, connects to the namespace, subscribes with an
 * acknowledged `subscribe` as the web app does, and decodes every `odds` and `match` packet with
 * one JSON.parse, checking each change's number by the shared rule. socket.io-client did the same
 * with an object, timers and an emitter per connection, which made the client, not the server, the
 * bound at 10,000 connections.
 *
 * Commands over IPC: `connect` (url of the namespace, what each connection follows), `report` (and
 * reset), `close`.
 */
type Follow = { matchIds?: number[]; sportId?: number } | null;
type Command =
  { cmd: 'connect'; url: string; follows: Follow[] } | { cmd: 'report' } | { cmd: 'close' } | { cmd: 'exit' };

interface Change {
  matchId?: number;
  id?: number;
  ts: number;
  seq?: number;
}

let sockets: WebSocket[] = [];
/** delays from change to client, counted per millisecond */
let delays = new Uint32Array(120_000);
let changes = 0;
let packets = 0;
let gaps = 0;
let lastAt = 0;

/** Opens one connection and resolves once it has followed what it was told (or failed: false). */
function open(url: URL, follow: Follow): Promise<WebSocket | null> {
  const nsp = url.pathname;
  const prefix = `${nsp},`;
  const ws = new WebSocket(`ws://${url.host}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  // what this connection has seen per match (a gap would ask for a snapshot)
  const seen = new Map<number, number>();
  const take = (list: Change[], now: number) => {
    packets++;
    changes += list.length;
    lastAt = now;
    for (const c of list) {
      delays[Math.max(0, Math.min(delays.length - 1, now - c.ts))]!++;
      const matchId = c.matchId ?? c.id!;
      if (c.seq === undefined) continue;
      const applied = seen.get(matchId);
      if (applied !== undefined && sequenceStep(applied, c.seq) === 'snapshot') gaps++;
      if (applied === undefined || c.seq > applied) seen.set(matchId, c.seq);
    }
  };
  return new Promise((resolve) => {
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (!ok) ws.terminate();
      resolve(ok ? ws : null);
    };
    ws.on('error', () => done(false));
    ws.on('close', () => done(false));
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      const engine = text.charCodeAt(0);
      if (engine === 0x32) return ws.send('3'); // ping -> pong
      if (engine === 0x30) return ws.send(`40${prefix}`); // open -> connect to the namespace
      if (engine !== 0x34) return; // only socket.io packets below
      const kind = text.charCodeAt(1);
      if (!text.startsWith(prefix, 2)) return;
      const body = text.slice(2 + prefix.length);
      if (kind === 0x32) {
        // event: ["odds", [...]] or ["match", [...]]
        const [, list] = JSON.parse(body) as [string, Change[]];
        take(list, Date.now());
      } else if (kind === 0x30) {
        if (!follow) return done(true);
        ws.send(`42${prefix}1${JSON.stringify(['subscribe', follow])}`);
      } else if (kind === 0x33) {
        const [answer] = JSON.parse(body.slice(body.indexOf('['))) as [{ ok: boolean }];
        done(answer.ok);
      } else if (kind === 0x34) done(false); // connect error
    });
  });
}

process.on('message', async (msg: Command) => {
  if (msg.cmd === 'connect') {
    const url = new URL(msg.url);
    let failed = 0;
    // a few hundred handshakes at a time: a burst of thousands overflows the loopback backlog
    for (let i = 0; i < msg.follows.length; i += 250) {
      const up = await Promise.all(msg.follows.slice(i, i + 250).map((f) => open(url, f)));
      for (const ws of up) if (ws) sockets.push(ws);
      failed += up.filter((ws) => !ws).length;
    }
    process.send!({ connected: sockets.length, failed });
  } else if (msg.cmd === 'report') {
    const histogram: Array<[number, number]> = [];
    delays.forEach((n, ms) => n && histogram.push([ms, n]));
    process.send!({ histogram, changes, packets, gaps, lastAt });
    delays = new Uint32Array(delays.length);
    changes = 0;
    packets = 0;
    gaps = 0;
  } else if (msg.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    sockets = [];
    process.send!({ closed: true });
  } else if (msg.cmd === 'exit') process.exit(0);
});
