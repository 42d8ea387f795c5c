import { contract, toMajor } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, type RateLimiter } from '../auth/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { voidAtCounter } from '../coupons/index.ts';
import { findUser } from '../users/index.ts';
import { issueWinningsVoucher, readVoucher, winningsVoucherCode } from '../vouchers/index.ts';
import {
  checkByCode,
  checkTicket,
  decideApproval,
  listApprovals,
  payTicket,
  provenTicket,
} from './payouts.service.ts';

/**
 * Ticket check and payout at a shop: a won or sold ticket of the shop (or of a dealer's subtree)
 * is paid once, with the payout code its barcode carries, in cash or as a voucher; above the
 * site's limit only after the manager's approval; the record says who paid it on which terminal.
 * A ticket may be voided at the counter before its first match. The shop's balance goes down by
 * what leaves its till.
 */
export const createPayoutsModule = ({ limiter, push }: { limiter: RateLimiter; push: UserPush }): Module => ({
  name: 'payouts',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.payouts.ticket, ({ params, req }) =>
      checkTicket(db, currentUser(req), params.ticketId),
    );

    api.implement(contract.payouts.byCode, ({ params, req }) =>
      checkByCode(db, limiter, currentUser(req), params.code),
    );

    api.implement(contract.payouts.payout, ({ params, body, req }) =>
      payTicket(ctx.database, limiter, currentUser(req), params.ticketId, body),
    );

    api.implement(contract.payouts.winningsVoucher, async ({ params, body, req }) => {
      const caller = currentUser(req);
      await payTicket(ctx.database, limiter, caller, params.ticketId, body, async (trx, coupon, amount) => {
        await issueWinningsVoucher(trx, {
          userId: Number(coupon.user_id),
          actorId: caller.id,
          amount,
          ticketId: coupon.ticket_id,
          terminalNo: body.terminalNo,
        });
      });
      // the voucher made now, or, sent again under its key (the answer was lost), the one made the
      // first time: the same code to print again
      return readVoucher(db, (await winningsVoucherCode(db, params.ticketId)) ?? '');
    });

    api.implement(contract.payouts.void, async ({ params, body, req }) => {
      const caller = currentUser(req);
      const coupon = await provenTicket(db, limiter, caller, params.ticketId, body.payoutCode);
      const { refunded, voidedAt } = await voidAtCounter(ctx.database, caller, coupon, body);
      const owner = await findUser(db, Number(coupon.user_id));
      return {
        ticketId: coupon.ticket_id,
        refunded: toMajor(refunded),
        voidedAt: new Date(voidedAt).toISOString(),
        terminalNo: body.terminalNo,
        reason: body.reason,
        currency: owner?.currency ?? caller.currency,
      };
    });

    api.implement(contract.payoutApprovals.list, ({ query, req }) =>
      listApprovals(db, currentUser(req), query.status),
    );

    api.implement(contract.payoutApprovals.decide, async ({ params, body, req }) => {
      const decided = await decideApproval(db, currentUser(req), params.id, body, clientIp(req));
      // the counter that asked learns it at once; its ticket page still reads again now and then,
      // so a push lost on a reconnection only delays it
      if (decided.status !== 'pending')
        push.payoutApproval(decided.userId, {
          ticketId: decided.ticketId,
          approval: decided.status,
          reason: decided.reason,
        });
      return decided;
    });
  },
});
