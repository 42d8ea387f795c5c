import type { Kysely } from 'kysely';
import {
  SELL_OPEN,
  cancelRefusal,
  type AdminCoupon,
  type AdminCouponsQuery,
  type Coupon,
  hasPermission,
  FLAG,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { parseQueryDate } from '../wallet/index.ts';
import { currentKickOffs, loadCoupons, type CashoutPricer } from './coupon-read.ts';

const TYPES = ['KK', 'SK', 'CK', 'TK'] as const;

/** The coupons of the caller's subtree (its own included), joined with their owners. */
function subtreeCoupons(db: Kysely<DB>, caller: AuthUser) {
  return db
    .selectFrom('coupons as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`);
}

type Owner = { user_name: string; user_type: string };

/**
 * What the caller may do with each coupon now: cancel under the one cancel rule of shared with its
 * coupon-cancel right, sell for the player with its sell-coupon right where the coupon has a price.
 * The routes check all of it again when asked.
 */
async function withRights(
  db: Kysely<DB>,
  caller: AuthUser,
  coupons: Coupon[],
  owners: Owner[],
  userIds: number[],
  cancelWindowMs: number,
): Promise<AdminCoupon[]> {
  const admin = caller.role === 'admin';
  const kickOffs = await currentKickOffs(
    db,
    coupons.flatMap((c) => c.lines.map((l) => l.matchId)),
  );
  const now = Date.now();
  return coupons.map((c, i) => {
    const own = userIds[i] === caller.id;
    const firstMatchAt = Math.min(...c.lines.map((l) => kickOffs.get(l.matchId) ?? Date.parse(l.matchDate)));
    const cancelRight = own || admin || hasPermission(caller.permissions, 'couponCancel');
    const mayCancel =
      cancelRight &&
      cancelRefusal(own ? 'owner' : admin ? 'admin' : 'dealer', {
        status: c.status,
        isLive: c.isLive,
        createdAt: Date.parse(c.ticketDate),
        firstMatchAt,
        cancelWindowMs,
        now,
      }) === null;
    const maySell =
      !own &&
      (admin || hasPermission(caller.permissions, 'sellCoupon')) &&
      owners[i]!.user_type !== 'F' &&
      c.sellType.status === SELL_OPEN;
    return {
      ...c,
      userId: userIds[i]!,
      userName: owners[i]!.user_name,
      mayCancel: mayCancel ? 1 : 0,
      maySell: maySell ? 1 : 0,
    };
  });
}

/** The subtree's coupons with the panel's filters, newest first. */
export async function listSubtreeCoupons(
  db: Kysely<DB>,
  caller: AuthUser,
  q: AdminCouponsQuery,
  cancelWindowMs: number,
  pricer: CashoutPricer,
) {
  let query = subtreeCoupons(db, caller);
  if (q.userId) {
    const inside = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', q.userId)
      .where('operator_id', '=', caller.operatorId)
      .where('path', 'like', `${caller.path}%`)
      .executeTakeFirst();
    // A user outside the subtree is answered as missing, so ids cannot be probed.
    if (!inside) throw notFound('userNotFound');
    query = query.where('c.user_id', '=', q.userId);
  }
  if (q.userName) query = query.where('u.user_name', 'like', `%${q.userName.replace(/[%_\\]/g, '')}%`);
  if (q.ticketId) query = query.where('c.ticket_id', 'like', `${q.ticketId}%`);
  if (q.status !== undefined) query = query.where('c.status', '=', q.status);
  const from = parseQueryDate(q.from, false);
  const to = parseQueryDate(q.to, true);
  if (from !== undefined) query = query.where('c.created_at', '>=', from);
  if (to !== undefined) query = query.where('c.created_at', '<=', to);
  // 0 combine, 1 system, 2 multiple, 3 single, 4 live (as the player's list)
  if (q.type === 4) query = query.where('c.is_live', '=', FLAG.on);
  else if (q.type !== undefined) query = query.where('c.ticket_type', '=', TYPES[q.type]!);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll('c')
    .select(['u.user_name', 'u.user_type'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  const coupons = await loadCoupons(db, rows, cancelWindowMs, (c, lines) =>
    rows.find((r) => r.id === c.id)?.user_type === 'F' ? null : pricer(c, lines),
  );
  return {
    results: await withRights(
      db,
      caller,
      coupons,
      rows,
      rows.map((r) => Number(r.user_id)),
      cancelWindowMs,
    ),
    totalCount: Number(total?.n ?? 0),
  };
}

/** One coupon of the subtree, or 404 `couponNotFound` (also for a coupon elsewhere: ids cannot be probed). */
export async function subtreeCoupon(
  db: Kysely<DB>,
  caller: AuthUser,
  ticketId: string,
  cancelWindowMs: number,
  pricer: CashoutPricer,
): Promise<AdminCoupon> {
  const row = await subtreeCoupons(db, caller)
    .selectAll('c')
    .select(['u.user_name', 'u.user_type'])
    .where('c.ticket_id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw notFound('couponNotFound');
  const [coupon] = await loadCoupons(db, [row], cancelWindowMs, row.user_type === 'F' ? undefined : pricer);
  const [out] = await withRights(db, caller, [coupon!], [row], [Number(row.user_id)], cancelWindowMs);
  return out!;
}
