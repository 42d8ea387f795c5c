import { useEffect, useState } from 'react';
import {
  sockets,
  withBall,
  withWinners,
  type BingoRoomState,
  type PushEvents,
  type RequestEvents,
  type Sockets,
} from '@bet/shared';
import { io, type Socket as UntypedSocket } from 'socket.io-client';
import { bingoClient } from './bingo-client.ts';

/** `/bingo` typed from its contract entry. */
type Socket = UntypedSocket<PushEvents<Sockets['bingo']>, RequestEvents<Sockets['bingo']>>;

export interface RoomView {
  room: BingoRoomState;
  /** the browser's clock when the room's serverTime was read, for the countdown */
  receivedAt: number;
}

/**
 * The bingo room while the page is open: read once over HTTP (so it shows even before the socket
 * connects), then kept live by `/bingo`: the whole room on every change of draw, each ball and
 * each prize's winners as they come. socket.io reconnects by itself; every connection starts
 * with the whole room, so nothing missed while away stays missing.
 */
export function useBingoRoom(): RoomView | null {
  const [view, setView] = useState<RoomView | null>(null);
  useEffect(() => {
    let closed = false;
    const put = (room: BingoRoomState) => {
      if (!closed) setView({ room, receivedAt: Date.now() });
    };
    bingoClient.bingo.room().then(
      (room) => setView((v) => v ?? (closed ? null : { room, receivedAt: Date.now() })),
      () => undefined,
    );
    const socket: Socket = io(sockets.bingo.path, { transports: ['websocket', 'polling'] });
    socket.on('state', put);
    socket.on('ball', (ball) => setView((v) => (v ? { ...v, room: withBall(v.room, ball) } : v)));
    socket.on('winner', (winners) => setView((v) => (v ? { ...v, room: withWinners(v.room, winners) } : v)));
    return () => {
      closed = true;
      socket.disconnect();
    };
  }, []);
  return view;
}
