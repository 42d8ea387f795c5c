import type { PushEvents, RequestEvents, Sockets, SubscriptionRequest } from '@bet/shared';
import type { io, Socket as UntypedSocket } from 'socket.io-client';
import { onConnectionBack } from '../api/connection.ts';
import type { LiveMatchEvent, LiveOddsEvent } from './live-events.ts';

export type LiveSubscription = SubscriptionRequest;
/** `/live` typed from its contract entry: what the server pushes and what this client may ask. */
type Socket = UntypedSocket<PushEvents<Sockets['live']>, RequestEvents<Sockets['live']>>;

type Listener = { odds: (e: LiveOddsEvent[]) => void; match: (e: LiveMatchEvent[]) => void };

let socket: Socket | null = null;
/** set while the socket.io client is being fetched (it is not in the first bundle) */
let loading: Promise<void> | null = null;
const subscriptions = new Map<number, LiveSubscription>();
const listeners = new Set<Listener>();
let nextId = 1;

/**
 * The spec's push feed: reconnects up to 5 times at 1-second intervals. The socket.io client is
 * loaded on first use, so screens that follow nothing (Home) never download it.
 */
function connect(): void {
  if (socket || loading) return;
  loading = import('socket.io-client')
    .then((client) => open(client.io))
    // Offline while the client loads: the next follow tries again.
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
}

function open(createSocket: typeof io): void {
  // Everything was unfollowed while the client loaded.
  if (subscriptions.size === 0) return;
  const s: Socket = createSocket('/live', {
    transports: ['websocket', 'polling'],
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 1000,
  });
  // Rooms are per connection: every (re)connect subscribes again to what is still wanted.
  s.on('connect', () => {
    for (const sub of subscriptions.values()) s.emit('subscribe', sub);
  });
  s.on('odds', (events) => {
    for (const l of listeners) l.odds(events);
  });
  s.on('match', (events) => {
    for (const l of listeners) l.match(events);
  });
  socket = s;
}

// The client gives up after its 5 tries; a connection that comes back later connects it again.
onConnectionBack(() => {
  if (socket && !socket.connected) socket.connect();
});

/**
 * Follows matches or a sport until the returned function is called. The connection exists only
 * while something follows a match (slip-related pages, or a slip with picks), as the spec says.
 */
export function follow(sub: LiveSubscription): () => void {
  const id = nextId++;
  subscriptions.set(id, sub);
  connect();
  // A socket still connecting (or loading) subscribes to everything wanted once it connects.
  if (socket?.connected) socket.emit('subscribe', sub);
  return () => {
    subscriptions.delete(id);
    if (!socket) return;
    if (subscriptions.size === 0) {
      socket.disconnect();
      socket = null;
      return;
    }
    // Leave only rooms nobody else still wants.
    const still = [...subscriptions.values()];
    const matchIds = (sub.matchIds ?? []).filter((m) => !still.some((o) => o.matchIds?.includes(m)));
    const sportGone = sub.sportId !== undefined && !still.some((o) => o.sportId === sub.sportId);
    if (matchIds.length) socket.emit('unsubscribe', { matchIds });
    if (sportGone) socket.emit('unsubscribe', { sportId: sub.sportId });
  };
}

/** Receives every `odds` and `match` event while registered. */
export function listen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
