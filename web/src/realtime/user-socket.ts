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
  // out). A session that lives on connects again; one that is gone ends here too.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void reconnectWhileAlive(current);
  });
}

/** How long a password change of this tab may take to bring its new session cookie. */
const NEW_COOKIE_WAIT_MS = 2000;

async function reconnectWhileAlive(ended: Socket): Promise<void> {
  const clock = useSessionClock.getState();
  const seq = useSession.getState().seq;
  // The server ends the socket before the answer to this tab's own password change arrives with
  // the new cookie: a session that seems gone is asked about once more.
  let alive = (await clock.ask()) !== 'ended';
  if (!alive) {
    await new Promise((r) => setTimeout(r, NEW_COOKIE_WAIT_MS));
    // Signed out or in anew meanwhile: this socket's session is no longer the question.
    if (useSession.getState().seq !== seq) return;
    alive = await clock.check();
  }
  if (alive && socket === ended) ended.connect();
}

function close(): void {
  users--;
  if (users > 0 || !socket) return;
  socket.disconnect();
  socket = null;
}

/** Opens `/user` (balance pushes update the header) until the returned function is called. */
export function holdUserSocket(): () => void {
  open();
  let held = true;
  return () => {
    if (held) close();
    held = false;
  };
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
