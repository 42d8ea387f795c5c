import { useEffect, useRef } from 'react';
import type {
  CashoutPush,
  CouponPush,
  PayoutApprovalPush,
  PushEvents,
  RequestEvents,
  Sockets,
} from '@bet/shared';
import { io, type Socket as UntypedSocket } from 'socket.io-client';
import { onConnectionBack } from '../api/connection.ts';
import { useSessionClock } from '../state/session-clock.ts';
import { useSession } from '../state/session-store.ts';
import { pollingAfterFailure, TRANSPORTS } from './transports.ts';

/** `/user` typed from its contract entry. */
type Socket = UntypedSocket<PushEvents<Sockets['user']>, RequestEvents<Sockets['user']>>;

interface Listener {
  coupon?: (e: CouponPush) => void;
  cashout?: (e: CashoutPush) => void;
  /** a dealer's: a coupon of its subtree moved */
  dashboard?: () => void;
  /** a shop counter's: the manager decided a payout that waited for it */
  payoutApproval?: (e: PayoutApprovalPush) => void;
}

let socket: Socket | null = null;
let users = 0;
const listeners = new Set<Listener>();

/** Namespace `/user` (session cookie): balance, coupon status and cash-out prices of the player. */
function open(): void {
  users++;
  if (socket) return;
  const created: Socket = io('/user', {
    ...TRANSPORTS,
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
  });
  pollingAfterFailure(created);
  socket = created;
  const current = created;
  current.on('balance', (e) => useSession.getState().setCredit(e.credit));
  current.on('coupon', (e) => listeners.forEach((l) => l.coupon?.(e)));
  current.on('cashout', (e) => listeners.forEach((l) => l.cashout?.(e)));
  current.on('dashboard', () => listeners.forEach((l) => l.dashboard?.()));
  current.on('payoutApproval', (e) => listeners.forEach((l) => l.payoutApproval?.(e)));
  // Pushes missed while away (a reconnection) are caught up by asking once.
  current.on('connect', () => {
    current.emit('balance', (answer) => {
      if (answer.ok) useSession.getState().setCredit(answer.credit);
    });
  });
  // The server ends the socket with its session (logout elsewhere, password change, closure, time
  // out). A session that lives on connects again; one that is gone ends here too.
  current.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void reconnectWhileAlive(current);
  });
}

// After its 5 tries the client stops; a connection that comes back later connects it again.
onConnectionBack(() => {
  if (socket && !socket.connected) socket.connect();
});

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

/** Keeps `/user` open while a logged-in user is on the screen; `listener` gets its coupon, cash-out and payout-approval pushes. */
export function useUserSocket(listener?: Listener): void {
  const userId = useSession((s) => s.user?.userId);
  // The latest listener is read through a ref: a new function each render must not reconnect.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!userId) return;
    open();
    const l: Listener = {
      coupon: (e) => latest.current?.coupon?.(e),
      cashout: (e) => latest.current?.cashout?.(e),
      payoutApproval: (e) => latest.current?.payoutApproval?.(e),
    };
    listeners.add(l);
    return () => {
      listeners.delete(l);
      close();
    };
  }, [userId]);
}
