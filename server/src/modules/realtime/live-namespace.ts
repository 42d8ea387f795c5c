import { MAX_MATCHES_PER_CLIENT, sockets } from '@bet/shared';
import type { Server as SocketServer } from 'socket.io';
import type { SportsService } from '../sports/index.ts';
import {
  LiveBatch,
  snapshotOf,
  type MatchPayload,
  type OddsPayload,
  type SequenceCounters,
} from './live-batch.ts';
import { FlushPacer } from './flush-pacer.ts';
import { contractNamespace, serveRequest, type ContractSocket } from './socket-contract.ts';

/** At most one send per room this often: a burst costs one message per client and tick. */
export const LIVE_TICK_MS = 25;

const MATCH_ROOM = 'match:';
const matchRoom = (id: number) => `${MATCH_ROOM}${id}`;
const sportRoom = (id: number) => `sport:${id}`;

function followedMatches(socket: ContractSocket<typeof sockets.live>): number {
  let n = 0;
  for (const room of socket.rooms) if (room.startsWith(MATCH_ROOM)) n++;
  return n;
}

/**
 * Namespace `/live` (API.md "Realtime"): a client `subscribe`s to match ids or a sport, which puts
 * its connection in a room per match (`match:<id>`) and per sport (`sport:<id>`), and gets `match`
 * and `odds` arrays of those only. Every change is numbered per match (`seq`); `snapshot` answers
 * a match's current state as of its last number, for a client that follows it anew or missed some.
 *
 * Every instance delivers to its own rooms from its own view, which follows the feed wherever the
 * feed runs, so the payloads are sent with `local`, never relayed through the Redis adapter: a
 * relay would add a Redis round trip to every push, and the numbers and the snapshot a client gets
 * come from the one instance that holds its connection (another instance after a reconnect
 * numbers afresh, and the client asks for snapshots again on every connect).
 */
export function mountLiveNamespace(
  io: SocketServer,
  service: SportsService,
  tickMs = LIVE_TICK_MS,
): { flush: () => void; stop: () => void } {
  const live = contractNamespace(io, sockets.live);
  const batch = new LiveBatch();
  const counters: SequenceCounters = new Map();

  live.on('connection', (socket) => {
    serveRequest(socket, sockets.live, 'subscribe', (req) => {
      const added = [...new Set(req.matchIds ?? [])].filter((id) => !socket.rooms.has(matchRoom(id)));
      if (added.length + followedMatches(socket) > MAX_MATCHES_PER_CLIENT)
        return { ok: false, code: 'tooManySubscriptions' } as const;
      const rooms = added.map(matchRoom);
      if (req.sportId !== undefined) rooms.push(sportRoom(req.sportId));
      void socket.join(rooms);
      return { ok: true } as const;
    });
    serveRequest(socket, sockets.live, 'unsubscribe', (req) => {
      // Without match ids or a sport: everything this connection followed.
      const rooms =
        req.matchIds === undefined && req.sportId === undefined
          ? [...socket.rooms].filter((room) => room !== socket.id)
          : [
              ...(req.matchIds ?? []).map(matchRoom),
              ...(req.sportId !== undefined ? [sportRoom(req.sportId)] : []),
            ];
      for (const room of rooms) void socket.leave(room);
      return { ok: true } as const;
    });
    serveRequest(socket, sockets.live, 'snapshot', (req) => ({
      ok: true as const,
      snapshots: [...new Set(req.matchIds)].map((id) =>
        snapshotOf(id, service.view.get(id), counters.get(id) ?? 0),
      ),
    }));
  });

  /*
   * A sport's followers get the changes of all its matches in one message per event; a match's
   * followers who do not follow its sport get that match's alone. socket.io encodes each message
   * once and writes it to every connection of the room. Every `match` goes before every `odds`,
   * the order the changes were numbered in.
   */
  const flush = () => {
    if (batch.empty) return;
    const tick = batch.take(counters);
    const rooms = live.adapter.rooms;
    const sports = new Map<number, { matches: MatchPayload[]; odds: OddsPayload[] }>();
    const alone: Array<{
      id: number;
      sportId: number | undefined;
      match?: MatchPayload;
      odds: OddsPayload[];
    }> = [];
    for (const [id, t] of tick) {
      if (t.sportId !== undefined && rooms.has(sportRoom(t.sportId))) {
        let s = sports.get(t.sportId);
        if (!s) sports.set(t.sportId, (s = { matches: [], odds: [] }));
        if (t.match) s.matches.push(t.match);
        for (const o of t.odds) s.odds.push(o);
      }
      if (rooms.has(matchRoom(id))) alone.push({ id, ...t });
    }
    const toMatch = (id: number, sportId: number | undefined) =>
      sportId === undefined
        ? live.local.to(matchRoom(id))
        : live.local.to(matchRoom(id)).except(sportRoom(sportId));
    for (const [sportId, s] of sports)
      if (s.matches.length) live.local.to(sportRoom(sportId)).emit('match', s.matches);
    for (const a of alone) if (a.match) toMatch(a.id, a.sportId).emit('match', [a.match]);
    for (const [sportId, s] of sports)
      if (s.odds.length) live.local.to(sportRoom(sportId)).emit('odds', s.odds);
    for (const a of alone) if (a.odds.length) toMatch(a.id, a.sportId).emit('odds', a.odds);
  };

  service.onViewChanges((changes) => {
    // Nobody connected: nothing is sent, so nothing is numbered; a newcomer starts from a snapshot.
    if (live.sockets.size === 0) return;
    batch.add(changes, (id) => service.view.get(id)?.sportId);
    if (!batch.empty) pacer.request();
  });
  const pacer = new FlushPacer(tickMs, flush);

  return { flush, stop: () => pacer.stop() };
}
