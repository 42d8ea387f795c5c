import { sockets, type PushEvents, type RequestEvents, type Sockets } from '@bet/shared';
import { io as connect, type Socket } from 'socket.io-client';

/** A `/user` client of its own (no shared manager), recording what it receives. */
export function userSocket(
  url: string,
  cookie: string,
  options: { origin?: string; transport?: 'websocket' | 'polling' } = {},
) {
  const socket: Socket<PushEvents<Sockets['user']>, RequestEvents<Sockets['user']>> = connect(`${url}/user`, {
    forceNew: true,
    reconnection: false,
    transports: [options.transport ?? 'websocket'],
    extraHeaders: { cookie, ...(options.origin ? { origin: options.origin } : {}) },
  });
  const balances: number[] = [];
  // a push off its contract schema throws here, which fails the test that received it
  socket.on('balance', (b) => balances.push(sockets.user.pushes.balance.parse(b).credit));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, balances, connected, disconnected };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the reason when the socket is disconnected within `ms`, else with 'still connected'. */
export const disconnectWithin = (client: { disconnected: Promise<string> }, ms: number) =>
  Promise.race([client.disconnected, pause(ms).then(() => 'still connected')]);
