import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, type RateLimiter } from '../auth/index.ts';
import type { UserPush } from '../realtime/index.ts';
import {
  addMoney,
  payWithdrawal,
  readWithdrawal,
  shopPlayer,
  type ShopCashDeps,
} from './shop-cash.service.ts';

/**
 * Online players at the shop counter: cash taken in for an account (addMoney) and a withdrawal
 * paid out in cash by its one-time code (withdrawPrint), both in the cashier's open shift.
 */
export const createShopCashModule = ({
  limiter,
  push,
}: {
  limiter: RateLimiter;
  push: UserPush;
}): Module => ({
  name: 'shop-cash',
  mount(api, ctx) {
    const deps: ShopCashDeps = {
      database: ctx.database,
      limiter,
      pushBalance: (userId) =>
        void push
          .balance(userId)
          .catch((err: unknown) => ctx.logger.warn({ err, userId }, 'balance push after shop cash failed')),
    };
    api.implement(contract.shopCash.player, ({ params, req }) =>
      shopPlayer(ctx.database.db, currentUser(req), params.player),
    );
    api.implement(contract.shopCash.addMoney, ({ body, req }) => addMoney(deps, currentUser(req), body));
    api.implement(contract.shopCash.withdrawal, ({ params, query, req }) =>
      readWithdrawal(deps, currentUser(req), params.code, query.userName),
    );
    api.implement(contract.shopCash.payWithdrawal, ({ params, body, req }) =>
      payWithdrawal(deps, currentUser(req), params.code, body, clientIp(req)),
    );
  },
});
