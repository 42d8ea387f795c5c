import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
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
  socket.on('balance', (e: { credit: number }) => useSession.getState().setCredit(e.credit));
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
