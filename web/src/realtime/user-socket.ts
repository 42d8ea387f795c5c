import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSessionClock } from '../state/session-clock.ts';
import { useSession } from '../state/session-store.ts';

type CouponEvent = { ticketId: string; status: number };
type CashoutEvent = { ticketId: string; winPrice: number };
interface Listener {
  coupon?: (e: CouponEvent) => void;
  cashout?: (e: CashoutEvent) => void;
}

let socket: Socket | null = null;
let users = 0;
const listeners = new Set<Listener>();

/** Namespace `/user` (session cookie): balance, coupon status and cash-out prices of the player. */
function open(): void {
  users++;
  if (socket) return;
  socket = io('/user', {
    transports: ['websocket', 'polling'],
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
  });
  const current = socket;
  socket.on('balance', (e: { credit: number }) => useSession.getState().setCredit(e.credit));
  // Pushes missed while away (a reconnection) are caught up by asking once.
  socket.on('connect', () => {
    current.emit('balance', (answer: { ok: boolean; credit?: number }) => {
      if (answer.ok && answer.credit !== undefined) useSession.getState().setCredit(answer.credit);
    });
  });
  // The server ends the socket with its session (logout elsewhere, password change, closure, time
  // out). A session that lives on (this tab changed the password) connects again; else it ends here.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    void useSessionClock
      .getState()
      .check()
      .then((alive) => {
        if (alive && socket === current) current.connect();
      });
  });
  socket.on('coupon', (e: CouponEvent) => listeners.forEach((l) => l.coupon?.(e)));
  socket.on('cashout', (e: CashoutEvent) => listeners.forEach((l) => l.cashout?.(e)));
}

function close(): void {
  users--;
  if (users > 0 || !socket) return;
  socket.disconnect();
  socket = null;
}

/** Keeps `/user` open while a logged-in player is on the screen; `listener` gets coupon and cash-out pushes. */
export function useUserSocket(listener?: Listener): void {
  const userId = useSession((s) => s.user?.userId);
  useEffect(() => {
    if (!userId) return;
    open();
    const l = listener ?? {};
    listeners.add(l);
    return () => {
      listeners.delete(l);
      close();
    };
    // The listener is read through the set; a new function each render must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}
