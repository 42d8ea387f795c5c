import { useEffect, useState } from 'react';
import {
  jackpotReconnectDelay,
  type JackpotData,
  type JackpotWinner,
  type PushEvents,
  type RequestEvents,
  type Sockets,
} from '@bet/shared';
import { io, type Socket as UntypedSocket } from 'socket.io-client';
import { pollingAfterFailure, TRANSPORTS } from './transports.ts';

/** `/jackpot` typed from its contract entry. */
type Socket = UntypedSocket<PushEvents<Sockets['jackpot']>, RequestEvents<Sockets['jackpot']>>;

export interface JackpotState {
  data: JackpotData | null;
  /** the last win told while the page was open */
  winner: JackpotWinner | null;
}

/**
 * Namespace `/jackpot` (public) while a lobby shows its tiles: the pools on connecting and as
 * they move, and the winners. A lost connection is tried again after 1 s times the attempt, 10
 * times (spec section 4), by the shared rule rather than socket.io's doubling back-off.
 */
export function useJackpots(enabled: boolean): JackpotState {
  const [state, setState] = useState<JackpotState>({ data: null, winner: null });
  useEffect(() => {
    if (!enabled) return;
    const socket: Socket = io('/jackpot', { ...TRANSPORTS, reconnection: false });
    pollingAfterFailure(socket);
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const retry = () => {
      if (closed || timer) return;
      const delay = jackpotReconnectDelay(++attempt);
      if (delay === null) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!closed) socket.connect();
      }, delay);
    };
    socket.on('connect', () => (attempt = 0));
    socket.on('connect_error', retry);
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') retry();
    });
    socket.on('data', (data) => setState((s) => ({ ...s, data })));
    socket.on('winnercasino', (winner) => setState((s) => ({ ...s, winner })));
    socket.on('winnerlivecasino', (winner) => setState((s) => ({ ...s, winner })));
    return () => {
      closed = true;
      clearTimeout(timer);
      socket.disconnect();
    };
  }, [enabled]);
  return state;
}
