import type { Transaction } from 'kysely';
import { COUPON_STATUS, cancelRefusal, toMajor, type CancelActor, type VoidReason } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../infra/audit.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { cashoutPrice } from '../cashout/index.ts';
import type { SportsService } from '../sports/index.ts';
import { findUser, isInSubtree, isManager } from '../users/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';
import { couponSettings } from './coupon-settings.ts';
import { currentKickOffs, firstMatchAt } from './coupon-read.ts';

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
 * Who is cancelling, as the shared cancel rule names it. A coupon outside the caller's own and its
 * subtree's is answered as missing (404 `couponNotFound`), so ticket ids cannot be probed.
 */
async function cancelActor(ctx: AppContext, caller: AuthUser, ownerId: number): Promise<CancelActor> {
  if (ownerId === caller.id) return 'owner';
  const owner = await findUser(ctx.database.db, ownerId);
  if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner)) throw notFound('couponNotFound');
  if (caller.role === 'admin') return 'admin';
  if (caller.permissions.couponCancel !== 1) throw forbidden('noCancelPermission');
  return 'dealer';
}

/**
 * Cancels a waiting coupon and refunds its stake, under the one cancel rule of shared
 * (`cancelRefusal`) for its owner, a dealer with the coupon-cancel right and an administrator:
 * pre-match only, before its first match starts (the owner also within the cancel window).
 * A cancel by someone other than the owner is audited.
 */
export async function cancelCoupon(
  ctx: AppContext,
  caller: AuthUser,
  ticketId: string,
  ip: string,
): Promise<void> {
  const coupon = await couponRow(ctx, ticketId);
  const actor = await cancelActor(ctx, caller, Number(coupon.user_id));
  if (coupon.status === -2) return; // already cancelled: asking again changes nothing
  const { cancelWindowMs } = await couponSettings(ctx.database);
  const lines = await ctx.database.db
    .selectFrom('coupon_lines')
    .select(['match_id', 'match_date'])
    .where('coupon_id', '=', coupon.id)
    .execute();
  const kickOffs = await currentKickOffs(
    ctx.database.db,
    lines.map((l) => Number(l.match_id)),
  );
  const refusal = cancelRefusal(actor, {
    status: coupon.status,
    isLive: coupon.is_live === 1,
    createdAt: Number(coupon.created_at),
    firstMatchAt: firstMatchAt(lines, kickOffs),
    cancelWindowMs,
    now: Date.now(),
  });
  if (refusal) throw refused(refusal);
  await inTransaction(ctx.database, async (trx) => {
    await refundStake(trx, coupon, 'cancelRefund', caller.id);
    if (actor !== 'owner')
      await recordAudit(trx, {
        actorId: caller.id,
        action: 'coupon.cancel',
        targetType: 'coupon',
        targetId: Number(coupon.id),
        before: { ticketId: coupon.ticket_id, status: coupon.status },
        after: { ticketId: coupon.ticket_id, status: -2, refunded: Number(coupon.total_stake) },
        ip,
      });
  });
}

/**
 * An administrator's void: the one way to cancel a waiting coupon outside the cancel rule (a live
 * coupon, a started match), for a reason from the fixed list, always audited. The stake goes back.
 */
export async function voidCoupon(
  ctx: AppContext,
  caller: AuthUser,
  ticketId: string,
  request: { reason: VoidReason; note: string },
  ip: string,
): Promise<{ refunded: number }> {
  const coupon = await couponRow(ctx, ticketId);
  if ((await cancelActor(ctx, caller, Number(coupon.user_id))) !== 'admin') throw forbidden();
  if (request.reason === 'other' && request.note === '') throw refused('voidNoteRequired');
  if (coupon.status === COUPON_STATUS.cancelled) return { refunded: 0 }; // already void: asking again changes nothing
  if (coupon.status !== COUPON_STATUS.waiting) throw refused('couponNotWaiting');
  await inTransaction(ctx.database, async (trx) => {
    await refundStake(trx, coupon, 'voidRefund', caller.id);
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'coupon.void',
      targetType: 'coupon',
      targetId: Number(coupon.id),
      before: { ticketId: coupon.ticket_id, status: coupon.status, isLive: coupon.is_live === 1 },
      after: {
        ticketId: coupon.ticket_id,
        status: -2,
        refunded: Number(coupon.total_stake),
        reason: request.reason,
        note: request.note,
      },
      ip,
    });
  });
  return { refunded: Number(coupon.total_stake) };
}

/** Marks a waiting coupon cancelled and gives its stake back, in the caller's transaction. */
async function refundStake(
  trx: Transaction<DB>,
  coupon: Awaited<ReturnType<typeof couponRow>>,
  type: 'cancelRefund' | 'voidRefund',
  actorId: number,
): Promise<void> {
  const done = await trx
    .updateTable('coupons')
    .set({ status: -2, settled_at: Date.now() })
    .where('id', '=', coupon.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  // Settled, sold or cancelled meanwhile: that transaction won.
  if (Number(done.numUpdatedRows) === 0) throw refused('couponNotWaiting');
  await postMovement(trx, {
    userId: Number(coupon.user_id),
    amount: Number(coupon.total_stake),
    type,
    service: SERVICE.sport,
    reference: coupon.ticket_id,
    actorId,
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
  if (coupon.status === COUPON_STATUS.sold) return { paid: Number(coupon.income) };
  if (coupon.status !== COUPON_STATUS.waiting || coupon.ticket_type === 'CK' || coupon.ticket_type === 'SK')
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
