import type { LiveSnapshot, PushEvents, RequestEvents, Sockets, SubscriptionRequest } from '@bet/shared';
import type { io, Socket as UntypedSocket } from 'socket.io-client';
import { onConnectionBack } from '../api/connection.ts';
import type { LiveMatchEvent, LiveOddsEvent } from './live-events.ts';
import type { LiveFeed } from './live-feed.ts';
import { pollingAfterFailure, TRANSPORTS } from './transports.ts';

export type LiveSubscription = SubscriptionRequest;
/** `/live` typed from its contract entry: what the server pushes and what this client may ask. */
type Socket = UntypedSocket<PushEvents<Sockets['live']>, RequestEvents<Sockets['live']>>;

interface Listener {
  odds(e: LiveOddsEvent[]): void;
  match(e: LiveMatchEvent[]): void;
  /** the connection dropped: what was pushed is no longer current */
  lost?(): void;
  /** these matches' snapshots are back since ('all': every one asked on reconnecting is) */
  caughtUp?(matchIds: readonly number[] | 'all'): void;
  /**
   * these matches (or all) are followed no more: no change of theirs will come to correct what was
   * pushed ('all' also ends waiting for snapshots)
   */
  forgot?(matchIds: readonly number[] | 'all'): void;
}

let socket: Socket | null = null;
/** the order of the changes on the connection (loaded with the socket.io client) */
let feed: LiveFeed | null = null;
/** How long a snapshot may take before the match is asked for again at its next change. */
const SNAPSHOT_TIMEOUT_MS = 10_000;
/** How long a connection may take to come up before it counts as failed. */
const CONNECT_TIMEOUT_MS = 8_000;
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
  loading = Promise.all([import('socket.io-client'), import('./live-feed.ts')])
    .then(([client, sequencing]) => open(client.io, sequencing.LiveFeed))
    // Offline while the client loads: the next follow tries again.
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
}

function followedIds(): number[] {
  return [...new Set([...subscriptions.values()].flatMap((sub) => sub.matchIds ?? []))];
}

function open(createSocket: typeof io, Feed: typeof LiveFeed): void {
  // Everything was unfollowed while the client loaded.
  if (subscriptions.size === 0) return;
  const s: Socket = createSocket('/live', {
    ...TRANSPORTS,
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 1000,
    // a connection not made by then counts as failed (the default waits 20 s): live prices age fast
    timeout: CONNECT_TIMEOUT_MS,
  });
  const f = new Feed({
    ask: (matchIds) =>
      new Promise<LiveSnapshot[] | undefined>((resolve) => {
        // an answer lost with its connection must not hold the match's changes for ever
        const timer = setTimeout(() => resolve(undefined), SNAPSHOT_TIMEOUT_MS);
        s.emit('snapshot', { matchIds }, (answer) => {
          clearTimeout(timer);
          resolve(answer.ok ? answer.snapshots : undefined);
        });
      }),
    deliver: (odds, matches) => {
      for (const l of listeners) {
        if (matches.length) l.match(matches);
        if (odds.length) l.odds(odds);
      }
    },
    caughtUp: (matchIds) => {
      for (const l of listeners) l.caughtUp?.(matchIds);
    },
  });
  // A drop, not a close asked for here: live prices move on unheard until the snapshots come back.
  s.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') for (const l of listeners) l.lost?.();
  });
  // A connection that cannot be made (not even the first time) hears nothing either: the prices the
  // page fetched go stale as the match goes on.
  s.on('connect_error', () => {
    for (const l of listeners) l.lost?.();
  });
  pollingAfterFailure(s);
  // Rooms and numbers are per connection: every (re)connect subscribes again to what is still
  // wanted, then asks for the snapshots of what it shows.
  s.on('connect', () => {
    const subs = [...subscriptions.values()];
    for (const sub of subs) s.emit('subscribe', sub);
    f.connected(
      followedIds(),
      subs.some((sub) => sub.sportId !== undefined),
    );
  });
  s.on('odds', (events) => f.pushed(events));
  s.on('match', (events) => f.pushed(events));
  socket = s;
  feed = f;
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
  if (socket?.connected) {
    socket.emit('subscribe', sub);
    feed?.follow(sub.matchIds ?? []);
  }
  return () => {
    subscriptions.delete(id);
    if (!socket) return;
    if (subscriptions.size === 0) {
      socket.disconnect();
      socket = null;
      feed?.reset();
      feed = null;
      // nothing is followed any more: no snapshot is coming, and prices shown are the lists' own
      for (const l of listeners) l.forgot?.('all');
      return;
    }
    // Leave only rooms nobody else still wants.
    const still = [...subscriptions.values()];
    const matchIds = (sub.matchIds ?? []).filter((m) => !still.some((o) => o.matchIds?.includes(m)));
    const sportGone = sub.sportId !== undefined && !still.some((o) => o.sportId === sub.sportId);
    if (matchIds.length) socket.emit('unsubscribe', { matchIds });
    if (sportGone) socket.emit('unsubscribe', { sportId: sub.sportId });
    // What is no longer followed by id is asked for anew if its changes come again (another sport).
    const kept = new Set(followedIds());
    const forgotten = sportGone && feed ? feed.known().filter((m) => !kept.has(m)) : matchIds;
    feed?.forget(forgotten);
    if (forgotten.length) for (const l of listeners) l.forgot?.(forgotten);
  };
}

/** Receives every `odds` and `match` event while registered. */
export function listen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
