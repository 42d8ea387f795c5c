import { contract } from '@bet/shared';
import type { Request } from 'express';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { SportsService } from '../sports/index.ts';
import { listLiability } from './liability.service.ts';
import { listTradingLimits, removeTradingLimit, setTradingLimit } from './trading-limits.service.ts';

/**
 * Liability of the waiting coupons, read when asked (the shared rule over the stored lines), and
 * the operator's trading limits that placement applies.
 */
export const createTradingModule = (sports: SportsService): Module => ({
  name: 'trading',
  mount(api, ctx) {
    const db = ctx.database.db;
    const actor = (req: Request) => ({ id: currentUser(req).id, ip: clientIp(req) });
    api.implement(contract.trading.liability, ({ query }) => listLiability(db, sports, query));
    api.implement(contract.trading.limits, ({ query }) => listTradingLimits(db, sports, query));
    api.implement(contract.trading.setLimit, ({ body, req }) =>
      setTradingLimit(db, sports, body, actor(req)),
    );
    api.implement(contract.trading.removeLimit, ({ params, req }) =>
      removeTradingLimit(db, params.id, actor(req)),
    );
  },
});
