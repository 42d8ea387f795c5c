import { toMajor } from '@bet/shared';
import type { Namespace } from 'socket.io';
import type { AppContext } from '../../context.ts';
import { authServices, userFromCookieHeader } from '../auth/index.ts';
import { balanceOfUser } from '../wallet/index.ts';

/**
 * Namespace `/user`: a logged-in client (session cookie) gets its own `balance`, `coupon` and
 * `cashout` events, in a room of its own. A socket without a valid session is refused.
 */
export class UserPush {
  private readonly nsp: Namespace;

  constructor(private readonly ctx: AppContext) {
    this.nsp = ctx.io.of('/user');
    this.nsp.use((socket, next) => {
      userFromCookieHeader(ctx.database.db, authServices(ctx).sessions, socket.handshake.headers.cookie)
        .then((user) => {
          if (!user) return next(new Error('notLoggedIn'));
          socket.data['userId'] = user.id;
          void socket.join(room(user.id));
          next();
        })
        .catch(() => next(new Error('technicalError')));
    });
  }

  /** Users with a connected `/user` socket on this instance (cash-out prices are computed for them only). */
  connectedUsers(): Set<number> {
    const ids = new Set<number>();
    for (const s of this.nsp.sockets.values()) ids.add(s.data['userId'] as number);
    return ids;
  }

  async balance(userId: number): Promise<void> {
    const credit = toMajor(await balanceOfUser(this.ctx.database.db, userId));
    this.nsp.to(room(userId)).emit('balance', { credit });
  }

  coupon(userId: number, ticketId: string, status: number): void {
    this.nsp.to(room(userId)).emit('coupon', { ticketId, status });
  }

  cashout(userId: number, ticketId: string, winPrice: number): void {
    this.nsp.to(room(userId)).emit('cashout', { ticketId, winPrice });
  }
}

const room = (userId: number) => `u:${userId}`;

const byContext = new WeakMap<object, UserPush>();

export function userPush(ctx: AppContext): UserPush {
  let push = byContext.get(ctx);
  if (!push) {
    push = new UserPush(ctx);
    byContext.set(ctx, push);
  }
  return push;
}
