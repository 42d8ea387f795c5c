import type { Request } from 'express';
import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import {
  affiliateBanners,
  affiliateCoupons,
  affiliateMovements,
  affiliateState,
  affiliateSummary,
  affiliateUsers,
  decideAffiliate,
  listAffiliates,
  requestAffiliate,
} from './affiliates.service.ts';
import { seedAffiliates } from './seed.ts';

/**
 * The affiliate programme (accounts-and-platform section 2 "Affiliate manager" and "Affiliate
 * banners"): a player asks to become an affiliate, the back office activates it with a percent and
 * a cutoff, and the affiliate reads its players' figures by period. Sign-ups carry its code
 * ({origin}/{lang}/register/{code}); registration records who referred them.
 */
export const affiliatesModule: Module = {
  name: 'affiliates',
  async mount(api, ctx) {
    const { database } = ctx;
    const db = database.db;
    await seedAffiliates(database, ctx.logger);
    const me = (req: Request) => currentUser(req).id;

    api.implement(contract.affiliates.state, ({ req }) => affiliateState(db, me(req)));
    api.implement(contract.affiliates.request, ({ req }) => requestAffiliate(database, me(req)));
    api.implement(contract.affiliates.summary, ({ req, query }) =>
      affiliateSummary(database, me(req), query),
    );
    api.implement(contract.affiliates.users, ({ req, query }) => affiliateUsers(database, me(req), query));
    api.implement(contract.affiliates.movements, ({ req, query }) =>
      affiliateMovements(database, me(req), query),
    );
    api.implement(contract.affiliates.coupons, ({ req, query }) =>
      affiliateCoupons(database, me(req), query),
    );
    api.implement(contract.affiliates.banners, ({ req }) => affiliateBanners(database, me(req)));
    api.implement(contract.affiliates.adminList, ({ query }) => listAffiliates(db, query));
    api.implement(contract.affiliates.decide, ({ req, params, body }) =>
      decideAffiliate(database, params.userId, body, { id: me(req), ip: clientIp(req) }),
    );
  },
};
