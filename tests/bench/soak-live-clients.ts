import { io, type Socket } from 'socket.io-client';

/**
 * The soak bench's live clients, in a process of their own (forked by soak.bench.ts) so that
 * decoding the pushes competes with neither the server nor the players. Commands come over IPC:
 * `follow` (open `count` clients, each following a few of the given matches), `churn` (close a
 * share of them and open as many new ones), `report`, `close`.
 */
type Command =
  | { cmd: 'follow'; url: string; count: number; matchIds: number[] }
  | { cmd: 'churn'; share: number; matchIds: number[] }
  | { cmd: 'report' }
  | { cmd: 'close' };

const sockets = new Set<Socket>();
const errors: Record<string, number> = {};
let url = '';
let events = 0;
let subscribed = 0;

const fail = (why: string) => (errors[why] = (errors[why] ?? 0) + 1);

async function follow(matchIds: number[]): Promise<void> {
  const chosen = [...matchIds].sort(() => Math.random() - 0.5).slice(0, 3);
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('odds', (batch: unknown[]) => (events += batch.length));
  socket.on('match', (batch: unknown[]) => (events += batch.length));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') fail(`disconnected: ${reason}`);
  });
  sockets.add(socket);
  const up = await new Promise<string | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (err) => resolve(err.message));
  });
  if (up !== null) {
    sockets.delete(socket);
    return void fail(`connect_error: ${up}`);
  }
  const ack = (await socket
    .timeout(30_000)
    .emitWithAck('subscribe', chosen.length ? { matchIds: chosen } : { sportId: 1 })
    .catch((err: Error) => ({ ok: false, code: err.message }))) as { ok: boolean; code?: string };
  if (ack.ok) subscribed++;
  else fail(`subscribe: ${ack.code}`);
}

/** Opens clients a few dozen at a time: a burst of handshakes overflows the loopback backlog. */
async function open(count: number, matchIds: number[]): Promise<void> {
  for (let i = 0; i < count; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => follow(matchIds)));
}

process.on('message', async (msg: Command) => {
  if (msg.cmd === 'follow') {
    url = msg.url;
    await open(msg.count, msg.matchIds);
  } else if (msg.cmd === 'churn') {
    const leaving = [...sockets].slice(0, Math.floor(sockets.size * msg.share));
    for (const s of leaving) {
      sockets.delete(s);
      s.close();
    }
    await open(leaving.length, msg.matchIds);
  } else if (msg.cmd === 'close') {
    for (const s of sockets) s.close();
    sockets.clear();
  }
  process.send!({ connected: [...sockets].filter((s) => s.connected).length, subscribed, events, errors });
});
