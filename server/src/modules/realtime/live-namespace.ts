import { sockets } from '@bet/shared';
import type { Server as SocketServer } from 'socket.io';
import type { SportsService } from '../sports/index.ts';
import { LiveBatch } from './live-batch.ts';
import { LiveSubscriptions } from './live-subscriptions.ts';
import { contractNamespace, serveRequest } from './socket-contract.ts';

/** Changes are gathered this long before they are sent: a burst costs one message per client. */
export const LIVE_TICK_MS = 25;

/**
 * Namespace `/live` (API.md "Realtime"): clients `subscribe` to match ids or a sport and get `match`
 * and `odds` arrays for those only, at most one of each per tick. Every instance delivers to its
 * own connections from its own view, which follows the feed wherever the feed runs; so the tick's
 * payloads are built here and sent with `local`, never relayed through the adapter.
 */
export function mountLiveNamespace(
  io: SocketServer,
  service: SportsService,
  tickMs = LIVE_TICK_MS,
): { flush: () => void; stop: () => void } {
  const live = contractNamespace(io, sockets.live);
  const subscriptions = new LiveSubscriptions();
  const batch = new LiveBatch();
  let timer: ReturnType<typeof setTimeout> | undefined;

  live.on('connection', (socket) => {
    serveRequest(socket, sockets.live, 'subscribe', (req) =>
      subscriptions.subscribe(socket.id, req)
        ? ({ ok: true } as const)
        : ({ ok: false, code: 'tooManySubscriptions' } as const),
    );
    serveRequest(socket, sockets.live, 'unsubscribe', (req) => {
      subscriptions.unsubscribe(socket.id, req);
      return { ok: true } as const;
    });
    socket.on('disconnect', () => subscriptions.drop(socket.id));
  });

  const flush = () => {
    timer = undefined;
    if (batch.empty) return;
    const tick = batch.take();
    for (const d of subscriptions.deliveries(tick)) {
      // One encoding per group of identical subscriptions, written to each of its connections.
      const to = live.local.to(d.socketIds);
      if (d.odds.length) to.emit('odds', d.odds);
      if (d.matches.length) to.emit('match', d.matches);
    }
  };

  service.onViewChanges((changes) => {
    if (subscriptions.size === 0) return;
    batch.add(changes, (id) => service.view.get(id)?.sportId);
    if (!batch.empty && timer === undefined) timer = setTimeout(flush, tickMs);
  });

  return {
    flush,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
