import { contract, toMinor } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser, type RateLimiter } from '../auth/index.ts';
import { issueChangeVoucher, ownVoucher, redeemForCash } from './vouchers.service.ts';

/** Vouchers at the shop counter: change given as one, a scanned one read, and one paid in cash. */
export const createVouchersModule = ({ limiter }: { limiter: RateLimiter }): Module => ({
  name: 'vouchers',
  mount(api, ctx) {
    api.implement(contract.payouts.changeVoucher, ({ body, req }) =>
      issueChangeVoucher(ctx.database, currentUser(req), { ...body, amount: toMinor(body.amount) }),
    );
    api.implement(contract.payouts.voucher, ({ params, req }) =>
      ownVoucher(ctx.database.db, limiter, currentUser(req), params.code),
    );
    api.implement(contract.payouts.redeemVoucher, ({ params, body, req }) =>
      redeemForCash(ctx.database, limiter, currentUser(req), params.code, body.terminalNo),
    );
  },
});
