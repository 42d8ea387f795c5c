import { toMajor } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { cashoutPrice } from '../cashout/cashout-price.ts';
import type { SportsService } from '../sports/sports-service.ts';
import { findUser, isInSubtree, isManager } from '../users/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';
import { couponSettings } from './coupon-settings.ts';

async function couponRow(ctx: AppContext, ticketId: string) {
  const row = await ctx.database.db
    .selectFrom('coupons')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw notFound('couponNotFound');
  return row;
}

/** The lines of a coupon in the shape cash-out pricing reads. */
export async function pricedLines(ctx: AppContext, couponId: number) {
  const lines = await ctx.database.db
    .selectFrom('coupon_lines')
    .select(['match_id', 'market_id', 'outcome_id', 'odd', 'status', 'match_date'])
    .where('coupon_id', '=', couponId)
    .execute();
  return lines.map((l) => ({
    matchId: Number(l.match_id),
    marketId: Number(l.market_id),
    outcomeId: Number(l.outcome_id),
    odd: l.odd,
    status: l.status,
    matchDate: Number(l.match_date),
  }));
}

/**
 * Cancels a waiting coupon and refunds its stake. The player may, for a pre-match coupon, within
 * the cancel window and before any of its matches starts; a dealer with the coupon-cancel right
 * may cancel one of its subtree's waiting coupons at any time before it is settled.
 */
export async function cancelCoupon(ctx: AppContext, caller: AuthUser, ticketId: string): Promise<void> {
  const coupon = await couponRow(ctx, ticketId);
  const own = Number(coupon.user_id) === caller.id;
  if (!own) {
    const owner = await findUser(ctx.database.db, Number(coupon.user_id));
    if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner))
      throw forbidden('thisDealerIsNotYours');
    if (caller.role !== 'admin' && caller.permissions.couponCancel !== 1)
      throw forbidden('noCancelPermission');
  }
  if (coupon.status === -2) return; // already cancelled: asking again changes nothing
  if (coupon.status !== 0) throw refused('couponNotWaiting');
  if (own) {
    if (coupon.is_live === 1) throw refused('liveCouponCannotCancel');
    const { cancelWindowMs } = await couponSettings(ctx.database);
    if (Date.now() - Number(coupon.created_at) > cancelWindowMs) throw refused('couponCancelTimeExpired');
    const lines = await pricedLines(ctx, Number(coupon.id));
    if (lines.some((l) => l.matchDate <= Date.now())) throw refused('couponCancelTimeExpired');
  }
  await inTransaction(ctx.database, async (trx) => {
    const done = await trx
      .updateTable('coupons')
      .set({ status: -2, settled_at: Date.now() })
      .where('id', '=', coupon.id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw refused('couponNotWaiting');
    await postMovement(trx, {
      userId: Number(coupon.user_id),
      amount: Number(coupon.total_stake),
      type: 'cancelRefund',
      service: SERVICE.sport,
      reference: coupon.ticket_id,
      actorId: caller.id,
    });
  });
}

/**
 * Sells a waiting coupon back at the price the player saw: a moved price is refused with 409 and
 * the new price; a sold coupon asked again answers with what it paid and pays nothing more.
 */
export async function sellCoupon(
  ctx: AppContext,
  sports: SportsService,
  caller: AuthUser,
  ticketId: string,
  seenPrice: number,
): Promise<{ paid: number }> {
  const coupon = await couponRow(ctx, ticketId);
  if (Number(coupon.user_id) !== caller.id) throw notFound('couponNotFound');
  if (caller.userType === 'F') throw forbidden('noSellCoupon');
  if (coupon.status === 2) return { paid: Number(coupon.income) };
  if (coupon.status !== 0 || coupon.ticket_type === 'CK' || coupon.ticket_type === 'SK')
    throw refused('noSellCoupon');
  const { cashoutMargin } = await couponSettings(ctx.database);
  const lines = await pricedLines(ctx, Number(coupon.id));
  // A coupon with a lost pick is lost, whatever its matches are doing: nothing to sell.
  if (lines.some((l) => l.status === -1)) throw refused('noSellCoupon');
  const price = cashoutPrice(
    { ticketType: coupon.ticket_type, stake: Number(coupon.total_stake), maxPay: Number(coupon.max_pay) },
    lines,
    sports,
    cashoutMargin,
  );
  if (price === null || price <= 0) throw refused('sellPausedOrStarted');
  if (price !== seenPrice) throw conflict('sellPriceChanged', { winPrice: toMajor(price) });
  await inTransaction(ctx.database, async (trx) => {
    const done = await trx
      .updateTable('coupons')
      .set({ status: 2, income: price, settled_at: Date.now() })
      .where('id', '=', coupon.id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new AppError(409, 'noSellCoupon');
    await postMovement(trx, {
      userId: caller.id,
      amount: price,
      type: 'cashout',
      service: SERVICE.sport,
      reference: coupon.ticket_id,
      actorId: caller.id,
    });
  });
  return { paid: price };
}
