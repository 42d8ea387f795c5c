import type { Request } from 'express';
import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { requestLanguage } from '../../http/language.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { assertSiteOpen } from '../settings/index.ts';
import {
  createPromotion,
  decideRequest,
  listBonuses,
  listPromotions,
  listRequests,
  promotionDetail,
  requestBonus,
  topWinners,
} from './promotions.service.ts';
import { seedPromotions } from './seed.ts';

/**
 * Promotions and bonus requests (accounts-and-platform sections 2 to 4): anyone reads the
 * promotions; a logged-in player asks for a bonus once and the back office accepts or denies it.
 * Also the week's top winners shown on Home.
 */
export const promotionsModule: Module = {
  name: 'promotions',
  async mount(api, ctx) {
    const { database } = ctx;
    const db = database.db;
    await seedPromotions(database, ctx.logger);

    api.implement(contract.promotions.list, async ({ req }) => {
      const results = await listPromotions(db, requestLanguage(req));
      return { results, totalCount: results.length };
    });
    api.implement(contract.promotions.detail, ({ req, params }) =>
      promotionDetail(db, requestLanguage(req), params.id),
    );
    api.implement(contract.promotions.bonuses, async ({ req }) => {
      const results = await listBonuses(db, requestLanguage(req), currentUser(req).id);
      return { results, totalCount: results.length };
    });
    api.implement(contract.promotions.request, async ({ req, res, params }) => {
      const user = currentUser(req);
      await assertSiteOpen(database, user);
      const { bonus, created } = await requestBonus(database, user.id, params.id);
      if (!created) res.locals['status'] = 200;
      return bonus;
    });
    api.implement(contract.promotions.topWinners, () => topWinners(database));
    api.implement(contract.promotions.adminCreate, ({ req, body }) =>
      createPromotion(database, body, actorOf(req)),
    );
    api.implement(contract.promotions.adminRequests, ({ query }) => listRequests(db, query));
    api.implement(contract.promotions.decide, ({ req, params, body }) =>
      decideRequest(database, params.id, body.status, actorOf(req)),
    );
  },
};

const actorOf = (req: Request) => ({ id: currentUser(req).id, ip: clientIp(req) });
