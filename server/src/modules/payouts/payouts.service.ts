import { toMajor, type CouponStatus } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { findUser, isInSubtree, isManager } from '../users/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

/** The caller's ticket (its own, or one of its subtree for a manager) and its payout, if paid. */
async function ticketFor(db: Kysely<DB>, caller: AuthUser, ticketId: string) {
  const coupon = await db
    .selectFrom('coupons')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  if (!coupon) throw notFound('couponNotFound');
  if (Number(coupon.user_id) !== caller.id) {
    const owner = await findUser(db, Number(coupon.user_id));
    // Someone else's ticket reads as missing, so ticket ids cannot be probed.
    if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner)) throw notFound('couponNotFound');
  }
  const payout = await db
    .selectFrom('ticket_payouts')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return { coupon, payout };
}

/** What a ticket check shows: status, what is still payable, and whether and where it was paid. */
export async function checkTicket(db: Kysely<DB>, caller: AuthUser, ticketId: string) {
  const { coupon, payout } = await ticketFor(db, caller, ticketId);
  const due = coupon.status === 1 || coupon.status === 2 ? Number(coupon.income) : 0;
  return {
    ticketId: coupon.ticket_id,
    status: coupon.status as CouponStatus,
    payable: payout ? 0 : toMajor(due),
    paid: !!payout,
    paidAt: payout ? new Date(Number(payout.paid_at)).toISOString() : null,
    terminalNo: payout?.terminal_no ?? null,
  };
}

/** Pays a won or sold ticket once, in cash: the payout record and the till's ledger row commit together. */
export async function payTicket(database: Database, caller: AuthUser, ticketId: string, terminalNo: string) {
  const { coupon, payout } = await ticketFor(database.db, caller, ticketId);
  if (payout)
    throw conflict('alreadyPaid', {
      paidAt: new Date(Number(payout.paid_at)).toISOString(),
      terminalNo: payout.terminal_no,
    });
  if (coupon.status !== 1 && coupon.status !== 2)
    throw refused(coupon.status === 0 ? 'ticketNotSettled' : 'ticketNotWinning');
  const amount = Number(coupon.income);
  const paidAt = Date.now();
  try {
    await inTransaction(database, async (trx) => {
      await trx
        .insertInto('ticket_payouts')
        .values({
          ticket_id: coupon.ticket_id,
          amount,
          paid_by: caller.id,
          terminal_no: terminalNo,
          paid_at: paidAt,
        })
        .execute();
      await postMovement(trx, {
        userId: Number(coupon.user_id),
        amount: -amount,
        type: 'cashPayout',
        service: SERVICE.sport,
        reference: coupon.ticket_id,
        actorId: caller.id,
      });
    });
  } catch (err) {
    // Two cashiers at once: the unique ticket id lets one through.
    const again = await database.db
      .selectFrom('ticket_payouts')
      .select(['paid_at', 'terminal_no'])
      .where('ticket_id', '=', coupon.ticket_id)
      .executeTakeFirst();
    if (again)
      throw conflict('alreadyPaid', {
        paidAt: new Date(Number(again.paid_at)).toISOString(),
        terminalNo: again.terminal_no,
      });
    throw err;
  }
  return {
    ticketId: coupon.ticket_id,
    status: coupon.status as CouponStatus,
    payable: 0,
    paid: true,
    paidAt: new Date(paidAt).toISOString(),
    terminalNo: terminalNo,
  };
}
