import type { Transaction } from 'kysely';
import {
  LINE_STATUS,
  COUPON_STATUS,
  cancelRefusal,
  toMajor,
  type CancelActor,
  type CounterVoidReason,
  type VoidReason,
  hasPermission,
  mayVoidAtCounter,
  isOn,
} from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../infra/audit.ts';
import { recordCouponStatus, type CouponStatusCause } from '../../infra/wager-records.ts';
import { moveWaitingStakes } from '../../infra/waiting-stakes.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { cashoutPrice } from '../cashout/index.ts';
import type { SportsService } from '../sports/index.ts';
import { recordShiftCash } from '../shifts/index.ts';
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
  if (!hasPermission(caller.permissions, 'couponCancel')) throw forbidden('noCancelPermission');
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
  if (coupon.status === COUPON_STATUS.cancelled) return; // already cancelled: asking again changes nothing
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
    isLive: isOn(coupon.is_live),
    createdAt: Number(coupon.created_at),
    firstMatchAt: firstMatchAt(lines, kickOffs),
    cancelWindowMs,
    now: Date.now(),
  });
  if (refusal) throw refused(refusal);
  await inTransaction(ctx.database, async (trx) => {
    await refundStakes(trx, [coupon], 'cancelRefund', caller.id, 'cancel');
    if (actor !== 'owner')
      await recordAudit(trx, {
        actorId: caller.id,
        action: 'coupon.cancel',
        targetType: 'coupon',
        targetId: Number(coupon.id),
        before: { ticketId: coupon.ticket_id, status: coupon.status },
        after: {
          ticketId: coupon.ticket_id,
          status: COUPON_STATUS.cancelled,
          refunded: Number(coupon.total_stake),
        },
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
    await refundStakes(trx, [coupon], 'voidRefund', caller.id, 'void');
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'coupon.void',
      targetType: 'coupon',
      targetId: Number(coupon.id),
      before: { ticketId: coupon.ticket_id, status: coupon.status, isLive: isOn(coupon.is_live) },
      after: {
        ticketId: coupon.ticket_id,
        status: COUPON_STATUS.cancelled,
        refunded: Number(coupon.total_stake),
        reason: request.reason,
        note: request.note,
      },
      ip,
    });
  });
  return { refunded: Number(coupon.total_stake) };
}

/**
 * A void at a shop counter: the customer hands the ticket back before its first match starts (the
 * one cancel rule of shared, as a dealer's cancel), the caller's role may void (`mayVoidAtCounter`)
 * and gives a reason from the fixed list. The coupon is marked cancelled, the stake goes back to
 * the shop's balance as a reversing ledger row, and the void is recorded with its terminal, all in
 * one transaction; `also` runs in it too (the till's record). A second void of one ticket is
 * refused, not repeated.
 */
export async function voidAtCounter(
  database: Database,
  caller: AuthUser,
  coupon: {
    id: number;
    ticket_id: string;
    user_id: number;
    status: number;
    is_live: number;
    created_at: number;
    total_stake: number;
  },
  request: { reason: CounterVoidReason; terminalNo: string },
  also?: (trx: Transaction<DB>, refunded: number) => Promise<void>,
  now = Date.now(),
): Promise<{ refunded: number; voidedAt: number }> {
  if (!mayVoidAtCounter(caller.role, caller.permissions)) throw forbidden('noCounterVoidRight');
  const lines = await database.db
    .selectFrom('coupon_lines')
    .select(['match_id', 'match_date'])
    .where('coupon_id', '=', coupon.id)
    .execute();
  const kickOffs = await currentKickOffs(
    database.db,
    lines.map((l) => Number(l.match_id)),
  );
  const refusal = cancelRefusal('dealer', {
    status: coupon.status,
    isLive: isOn(coupon.is_live),
    createdAt: Number(coupon.created_at),
    firstMatchAt: firstMatchAt(lines, kickOffs),
    cancelWindowMs: 0,
    now,
  });
  if (refusal) throw refused(refusal === 'couponCancelTimeExpired' ? 'voidAfterKickOff' : refusal);
  const refunded = Number(coupon.total_stake);
  await inTransaction(database, async (trx) => {
    await refundStakes(trx, [coupon], 'voidRefund', caller.id, 'counterVoid');
    await trx
      .insertInto('ticket_voids')
      .values({
        ticket_id: coupon.ticket_id,
        reason: request.reason,
        amount: refunded,
        voided_by: caller.id,
        terminal_no: request.terminalNo,
        voided_at: now,
      })
      .execute();
    // the stake goes back to the customer from the cashier's till
    if (caller.userType === 'F')
      await recordShiftCash(trx, {
        userId: caller.id,
        kind: 'void',
        amount: refunded,
        reference: coupon.ticket_id,
        at: now,
      });
    await also?.(trx, refunded);
  });
  return { refunded, voidedAt: now };
}

/**
 * Cancels every waiting pre-match coupon of the player whose first match has not started and gives
 * the stakes back through the ledger, in the caller's transaction (a time-out or self-exclusion
 * cancels the player's future bets). Answers how many were refunded.
 */
export async function refundUnstartedCoupons(
  trx: Transaction<DB>,
  userId: number,
  now: number,
  actorId: number,
): Promise<number> {
  const waiting = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', COUPON_STATUS.waiting)
    .where('is_live', '=', 0)
    .execute();
  if (waiting.length === 0) return 0;
  const lines = await trx
    .selectFrom('coupon_lines')
    .select(['coupon_id', 'match_id', 'match_date'])
    .where(
      'coupon_id',
      'in',
      waiting.map((c) => c.id),
    )
    .execute();
  const kickOffs = await currentKickOffs(
    trx,
    lines.map((l) => Number(l.match_id)),
  );
  const before = waiting.filter((coupon) => {
    const own = lines.filter((l) => Number(l.coupon_id) === Number(coupon.id));
    return own.length > 0 && firstMatchAt(own, kickOffs) > now;
  });
  // a cancellation by the player's own choice, booked and reported as any cancel
  await refundStakes(trx, before, 'cancelRefund', actorId, 'exclusion');
  return before.length;
}

/**
 * Marks waiting coupons cancelled and gives their stakes back, in the caller's transaction; their
 * stakes leave what the players have waiting on their matches last, in one statement (see
 * infra/waiting-stakes).
 */
async function refundStakes(
  trx: Transaction<DB>,
  coupons: ReadonlyArray<{ id: number; ticket_id: string; user_id: number; total_stake: number }>,
  type: 'cancelRefund' | 'voidRefund',
  actorId: number,
  cause: CouponStatusCause,
): Promise<void> {
  for (const coupon of coupons) await refundStake(trx, coupon, type, actorId, cause);
  await moveWaitingStakes(
    trx,
    coupons.map((c) => ({
      couponId: Number(c.id),
      from: COUPON_STATUS.waiting,
      to: COUPON_STATUS.cancelled,
    })),
  );
}

/** Marks a waiting coupon cancelled and gives its stake back, in the caller's transaction. */
async function refundStake(
  trx: Transaction<DB>,
  coupon: { id: number; ticket_id: string; user_id: number; total_stake: number },
  type: 'cancelRefund' | 'voidRefund',
  actorId: number,
  cause: CouponStatusCause,
): Promise<void> {
  const done = await trx
    .updateTable('coupons')
    .set({ status: COUPON_STATUS.cancelled, settled_at: Date.now() })
    .where('id', '=', coupon.id)
    .where('status', '=', COUPON_STATUS.waiting)
    .executeTakeFirst();
  // Settled, sold or cancelled meanwhile: that transaction won.
  if (Number(done.numUpdatedRows) === 0) throw refused('couponNotWaiting');
  await recordCouponStatus(trx, {
    couponId: Number(coupon.id),
    from: COUPON_STATUS.waiting,
    to: COUPON_STATUS.cancelled,
    cause,
    actorId,
  });
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
  idempotencyKey?: string,
): Promise<{ paid: number }> {
  const coupon = await couponRow(ctx, ticketId);
  if (Number(coupon.user_id) !== caller.id) throw notFound('couponNotFound');
  if (caller.userType === 'F') throw forbidden('noSellCoupon');
  return sellAt(ctx, sports, coupon, caller.id, seenPrice, null, idempotencyKey ?? null);
}

/**
 * A dealer sells a player's coupon for the player (the player's cash-out, paid to the player's
 * balance): a coupon of its subtree, with the sell-coupon right, under the same coupon rules and
 * price check as the player's own sale; audited. Shop users' coupons have no cash-out.
 */
export async function sellCouponFor(
  ctx: AppContext,
  sports: SportsService,
  caller: AuthUser,
  ticketId: string,
  seenPrice: number,
  ip: string,
  idempotencyKey?: string,
): Promise<{ paid: number; ownerId: number }> {
  const coupon = await couponRow(ctx, ticketId);
  const ownerId = Number(coupon.user_id);
  const owner = await findUser(ctx.database.db, ownerId);
  if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner)) throw notFound('couponNotFound');
  if (caller.role !== 'admin' && !hasPermission(caller.permissions, 'sellCoupon'))
    throw forbidden('noSellPermission');
  if (owner.user_type === 'F') throw forbidden('noSellCoupon');
  const { paid } = await sellAt(ctx, sports, coupon, caller.id, seenPrice, ip, idempotencyKey ?? null);
  return { paid, ownerId };
}

/**
 * Whether the seller's sale under `key` was made: true when it was this coupon's at this price
 * (the sale sent again), 409 `idempotencyKeyReused` when the key made another sale.
 */
async function soldUnderKey(
  ctx: AppContext,
  sellerId: number,
  key: string,
  ticketId: string,
  price: number,
): Promise<boolean> {
  const seen = await ctx.database.db
    .selectFrom('coupon_sale_keys')
    .select(['ticket_id', 'price'])
    .where('caller_id', '=', sellerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!seen) return false;
  if (seen.ticket_id !== ticketId || Number(seen.price) !== price) throw conflict('idempotencyKeyReused');
  return true;
}

async function sellAt(
  ctx: AppContext,
  sports: SportsService,
  coupon: Awaited<ReturnType<typeof couponRow>>,
  actorId: number,
  seenPrice: number,
  /** the address of a dealer selling for the player (audited); null for the owner's own sale */
  auditIp: string | null,
  /** the seller's idempotency key: the same sale sent again is answered as the first time */
  idempotencyKey: string | null,
): Promise<{ paid: number }> {
  if (
    idempotencyKey !== null &&
    (await soldUnderKey(ctx, actorId, idempotencyKey, coupon.ticket_id, seenPrice))
  )
    return { paid: Number(coupon.income) };
  if (coupon.status === COUPON_STATUS.sold) return { paid: Number(coupon.income) };
  if (coupon.status !== COUPON_STATUS.waiting || coupon.ticket_type === 'CK' || coupon.ticket_type === 'SK')
    throw refused('noSellCoupon');
  const { cashoutMargin } = await couponSettings(ctx.database);
  const lines = await pricedLines(ctx, Number(coupon.id));
  // A coupon with a lost pick is lost, whatever its matches are doing: nothing to sell.
  if (lines.some((l) => l.status === LINE_STATUS.lost)) throw refused('noSellCoupon');
  const price = cashoutPrice(
    { ticketType: coupon.ticket_type, stake: Number(coupon.total_stake), maxPay: Number(coupon.max_pay) },
    lines,
    sports,
    cashoutMargin,
  );
  if (price === null || price <= 0) throw refused('sellPausedOrStarted');
  if (price !== seenPrice) throw conflict('sellPriceChanged', { winPrice: toMajor(price) });
  try {
    await sellInTransaction(ctx, coupon, price, actorId, auditIp, idempotencyKey);
  } catch (err) {
    // the same sale sent twice at once: the one that lost the race answers as the first
    if (
      idempotencyKey !== null &&
      (await soldUnderKey(ctx, actorId, idempotencyKey, coupon.ticket_id, seenPrice))
    )
      return { paid: price };
    throw err;
  }
  return { paid: price };
}

/** The sale itself: the coupon sold, its key kept, the price paid to the player, all at once. */
async function sellInTransaction(
  ctx: AppContext,
  coupon: Awaited<ReturnType<typeof couponRow>>,
  price: number,
  actorId: number,
  auditIp: string | null,
  idempotencyKey: string | null,
): Promise<void> {
  await inTransaction(ctx.database, async (trx) => {
    const done = await trx
      .updateTable('coupons')
      .set({ status: COUPON_STATUS.sold, income: price, settled_at: Date.now() })
      .where('id', '=', coupon.id)
      .where('status', '=', COUPON_STATUS.waiting)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new AppError(409, 'noSellCoupon');
    if (idempotencyKey !== null)
      await trx
        .insertInto('coupon_sale_keys')
        .values({
          caller_id: actorId,
          idempotency_key: idempotencyKey,
          ticket_id: coupon.ticket_id,
          price,
          created_at: Date.now(),
        })
        .execute();
    await recordCouponStatus(trx, {
      couponId: Number(coupon.id),
      from: COUPON_STATUS.waiting,
      to: COUPON_STATUS.sold,
      cause: 'sold',
      actorId,
    });
    await postMovement(trx, {
      userId: Number(coupon.user_id),
      amount: price,
      type: 'cashout',
      service: SERVICE.sport,
      reference: coupon.ticket_id,
      actorId,
    });
    if (auditIp !== null)
      await recordAudit(trx, {
        actorId,
        action: 'coupon.sell',
        targetType: 'coupon',
        targetId: Number(coupon.id),
        before: { ticketId: coupon.ticket_id, status: coupon.status },
        after: {
          ticketId: coupon.ticket_id,
          status: COUPON_STATUS.sold,
          paid: price,
          userId: Number(coupon.user_id),
        },
        ip: auditIp,
      });
    // last, after the account and report rows (see infra/waiting-stakes)
    await moveWaitingStakes(trx, [
      { couponId: Number(coupon.id), from: COUPON_STATUS.waiting, to: COUPON_STATUS.sold },
    ]);
  });
}
