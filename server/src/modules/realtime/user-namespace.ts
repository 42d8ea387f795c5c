import { sockets, toMajor, type PayoutApprovalPush, type SocketAck } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { sessionFromCookieHeader, type LiveSession, type SessionStore } from '../auth/index.ts';
import { balanceOfUser } from '../wallet/index.ts';
import {
  contractNamespace,
  serveRequest,
  type ContractNamespace,
  type ContractSocket,
} from './socket-contract.ts';

type UserSocket = ContractSocket<typeof sockets.user>;

/** setTimeout's longest delay; a later session end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A check that failed (the store unreachable) is tried again after this long. */
const RETRY_MS = 5000;

/**
 * Namespace `/user`: a logged-in client (session cookie) gets its own `balance`, `coupon` and
 * `cashout` events, in a room of its own. The socket lives only as long as its session: it is
 * refused without one, disconnected when the session ends (logout, password change, closure: on
 * every instance, through the adapter), when it runs out (checked at its end time) and when an
 * event it sends finds the session gone. Its checks do not count as a use of the session.
 */
export class UserPush {
  private readonly nsp: ContractNamespace<typeof sockets.user>;
  private readonly expiries = new WeakMap<UserSocket, NodeJS.Timeout>();
  /** The session a socket was let in with, until it is connected and its end is watched. */
  private readonly joined = new WeakMap<UserSocket, LiveSession>();

  constructor(
    private readonly ctx: AppContext,
    private readonly sessions: SessionStore,
  ) {
    this.nsp = contractNamespace(ctx.io, sockets.user);
    sessions.onEnded((ended) => {
      const target = 'sessionId' in ended ? sessionRoom(ended.sessionId) : userRoom(ended.userId);
      this.nsp.in(target).disconnectSockets();
    });
    this.nsp.use((socket, next) => {
      this.sessionOf(socket)
        .then(async (session) => {
          if (!session) return next(new Error('notLoggedIn'));
          socket.data['userId'] = session.userId;
          await socket.join([userRoom(session.userId), sessionRoom(session.sessionId)]);
          // A session ended between the check and the join was told to rooms without this socket.
          const still = await this.sessionOf(socket);
          if (!still) return next(new Error('notLoggedIn'));
          this.joined.set(socket, still);
          next();
        })
        .catch(() => next(new Error('technicalError')));
    });
    this.nsp.on('connection', (socket) => {
      const session = this.joined.get(socket);
      this.joined.delete(socket);
      if (session) this.expireAt(socket, session);
      socket.use((packet, next) => {
        this.sessionOf(socket)
          .then((session) => {
            if (session) return next();
            const ack = packet[packet.length - 1] as unknown;
            if (typeof ack === 'function')
              (ack as (a: SocketAck) => void)({ ok: false, code: 'notLoggedIn' });
            socket.disconnect();
          })
          .catch(() => socket.disconnect());
      });
      // The balance now: a client that was away (reconnecting) missed the pushes in between.
      serveRequest(socket, sockets.user, 'balance', async () => ({
        ok: true as const,
        credit: toMajor(await balanceOfUser(ctx.database.db, socket.data['userId'] as number)),
      }));
      socket.on('disconnect', () => {
        clearTimeout(this.expiries.get(socket));
        this.expiries.delete(socket);
      });
    });
  }

  /** The socket's session as it is now (and its user still open), or null. */
  private async sessionOf(socket: UserSocket): Promise<LiveSession | null> {
    const found = await sessionFromCookieHeader(
      this.ctx.database,
      this.sessions,
      socket.handshake.headers.cookie,
      { touch: false },
    );
    return found?.session ?? null;
  }

  /** Checks again when the session would run out; a use in between (HTTP) moves the end on. */
  private expireAt(socket: UserSocket, session: LiveSession): void {
    this.checkIn(socket, Math.min(session.idleEndsAt, session.absoluteEndsAt) - Date.now() + 50);
  }

  private checkIn(socket: UserSocket, ms: number): void {
    clearTimeout(this.expiries.get(socket));
    const timer = setTimeout(
      () => {
        const current = () => this.expiries.get(socket) === timer; // not disconnected meanwhile
        this.sessionOf(socket)
          .then((now) => {
            if (!current()) return;
            if (now) this.expireAt(socket, now);
            else socket.disconnect();
          })
          .catch(() => current() && this.checkIn(socket, RETRY_MS));
      },
      Math.max(0, Math.min(MAX_TIMER_MS, ms)),
    );
    timer.unref();
    this.expiries.set(socket, timer);
  }

  /** Users with a connected `/user` socket on this instance (cash-out prices are computed for them only). */
  connectedUsers(): Set<number> {
    const ids = new Set<number>();
    for (const s of this.nsp.sockets.values()) ids.add(s.data['userId'] as number);
    return ids;
  }

  async balance(userId: number): Promise<void> {
    this.balanceIs(userId, await balanceOfUser(this.ctx.database.db, userId));
  }

  /** Pushes a balance the caller just wrote (minor units), without reading it again. */
  balanceIs(userId: number, minor: number): void {
    this.nsp.to(userRoom(userId)).emit('balance', { credit: toMajor(minor) });
  }

  /** `path` is the user's, when the caller holds it (saves reading it). */
  coupon(userId: number, ticketId: string, status: number, path?: string): void {
    this.nsp.to(userRoom(userId)).emit('coupon', { ticketId, status });
    this.dealersOf(userId, path).catch((err: unknown) =>
      this.ctx.logger.warn({ err, userId }, 'dashboard push to the dealers failed'),
    );
  }

  /**
   * Tells every dealer above a user that its figures moved (a coupon placed, settled, cancelled or
   * sold): their open dashboards read them again. A hint without figures, so no dealer learns
   * anything here that its own dashboard read would not tell it.
   */
  private async dealersOf(userId: number, known?: string): Promise<void> {
    const path =
      known ??
      (
        await this.ctx.database.db
          .selectFrom('users')
          .select('path')
          .where('id', '=', userId)
          .executeTakeFirst()
      )?.path;
    const above = (path ?? '')
      .split('/')
      .filter(Boolean)
      .map(Number)
      .filter((id) => id !== userId);
    if (above.length) this.nsp.to(above.map(userRoom)).emit('dashboard', {});
  }

  /** Tells a shop counter the manager's decision on a payout it holds (its ticket page stops waiting). */
  payoutApproval(userId: number, decision: PayoutApprovalPush): void {
    this.nsp.to(userRoom(userId)).emit('payoutApproval', decision);
  }

  cashout(userId: number, ticketId: string, winPrice: number): void {
    this.nsp.to(userRoom(userId)).emit('cashout', { ticketId, winPrice });
  }
}

const userRoom = (userId: number) => `u:${userId}`;
const sessionRoom = (sessionId: string) => `s:${sessionId}`;

/** Opens the /user namespace of a server; built once in the composition root. */
export function createUserPush(ctx: AppContext, sessions: SessionStore): UserPush {
  return new UserPush(ctx, sessions);
}
