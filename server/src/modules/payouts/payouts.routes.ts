import { contract, toMajor } from '@bet/shared';
import type { Module } from '../../context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { currentUser, type AuthUser } from '../auth/index.ts';
import { findUser, isInSubtree, isManager } from '../users/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

/**
 * Ticket check and cash payout at a shop: a won or sold ticket of the shop (or of a dealer's
 * subtree) is paid once, in cash; the record says who paid it on which terminal. The shop's
 * balance goes down by what leaves its till.
 */
export const payoutsModule: Module = {
  name: 'payouts',
  mount(api, ctx) {
    const db = ctx.database.db;

    async function ticketFor(caller: AuthUser, ticketId: string) {
      const coupon = await db
        .selectFrom('coupons')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      if (!coupon) throw notFound('couponNotFound');
      if (Number(coupon.user_id) !== caller.id) {
        const owner = await findUser(db, Number(coupon.user_id));
        // Someone else's ticket reads as missing, so ticket ids cannot be probed.
        if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner))
          throw notFound('couponNotFound');
      }
      const payout = await db
        .selectFrom('ticket_payouts')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      return { coupon, payout };
    }

    api.implement(contract.payouts.ticket, async ({ params, req }) => {
      const { coupon, payout } = await ticketFor(currentUser(req), params.ticketId);
      const due = coupon.status === 1 || coupon.status === 2 ? Number(coupon.income) : 0;
      return {
        ticketId: coupon.ticket_id,
        status: coupon.status,
        payable: payout ? 0 : toMajor(due),
        paid: !!payout,
        paidAt: payout ? new Date(Number(payout.paid_at)).toISOString() : null,
        terminalNo: payout?.terminal_no ?? null,
      };
    });

    api.implement(contract.payouts.payout, async ({ params, body, req }) => {
      const caller = currentUser(req);
      const { coupon, payout } = await ticketFor(caller, params.ticketId);
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
        await inTransaction(ctx.database, async (trx) => {
          await trx
            .insertInto('ticket_payouts')
            .values({
              ticket_id: coupon.ticket_id,
              amount,
              paid_by: caller.id,
              terminal_no: body.terminalNo,
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
        const again = await db
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
        status: coupon.status,
        payable: 0,
        paid: true,
        paidAt: new Date(paidAt).toISOString(),
        terminalNo: body.terminalNo,
      };
    });
  },
};
