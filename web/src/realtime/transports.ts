import type { Socket } from 'socket.io-client';

/** WebSocket first (long polling only where a WebSocket cannot be made: see pollingAfterFailure). */
export const TRANSPORTS = { transports: ['websocket', 'polling'] };

/**
 * A connection that has never been made tries again with long polling first, which moves to a
 * WebSocket where it can: socket.io tries only the first transport of its list, so a proxy that
 * blocks WebSockets (or lets one open and passes nothing) would keep the page from ever
 * connecting. One that worked before keeps trying WebSocket first: a drop is most often the
 * network, not a proxy.
 */
export function pollingAfterFailure(socket: Pick<Socket, 'on' | 'io'>): void {
  let connected = false;
  socket.on('connect', () => {
    connected = true;
  });
  socket.on('connect_error', () => {
    if (!connected) socket.io.opts.transports = ['polling', 'websocket'];
  });
}
