import { contract, toMajor, toMinor, pickLanguage, siteCurrencyContext, ticketModel } from '@bet/shared';
import { badRequest, notFound } from '../../http/errors.ts';
import { readSettings } from '../settings/index.ts';
import { isTimeZone, ticketHtml, ticketLabels } from './print-ticket.ts';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, type AuthUser } from '../auth/index.ts';
import { sportsService } from '../sports/index.ts';
import { couponSettings } from './coupon-settings.ts';
import {
  couponOwnerId,
  findOwnCouponRow,
  findSharedCouponRow,
  listCoupons,
  loadCoupons,
  subtreeUserIds,
  type CashoutPricer,
} from './coupon-read.ts';
import { cancelCoupon, sellCoupon, voidCoupon } from './coupon-actions.service.ts';
import { cashoutPrice, pricedLine, startCashoutPush } from '../cashout/index.ts';
import { userPush } from '../realtime/index.ts';
import { translate } from '@bet/shared';
import { requestLanguage } from '../../http/language.ts';
import { placeCoupon } from './placement.service.ts';
import { closeCouponKey, couponNotPlaced } from './coupon-keys.ts';

/** Coupons (API.md "Coupons"): placement and the player's own coupons. */
export const couponsModule: Module = {
  name: 'coupons',
  mount(api, ctx) {
    const sports = sportsService(ctx);
    const db = ctx.database.db;
    const push = userPush(ctx);
    startCashoutPush(ctx, sports, push, async () => (await couponSettings(ctx.database)).cashoutMargin);
    /** Cash-out prices at the operator's margin (read with the other coupon settings per request). */
    const pricerAt =
      (margin: number): CashoutPricer =>
      (c, lines) =>
        cashoutPrice(
          { ticketType: c.ticket_type, stake: Number(c.total_stake), maxPay: Number(c.max_pay) },
          lines.map(pricedLine),
          sports,
          margin,
        );

    /** Shop users (type F) have no cash-out: their coupons carry no sell price. */
    const pricerFor = (user: { userType: string }, margin: number) =>
      user.userType === 'F' ? undefined : pricerAt(margin);

    async function ownCoupon(user: AuthUser, where: { ticketId?: string; key?: string }) {
      const row = await findOwnCouponRow(db, user.id, where);
      if (!row) throw notFound('couponNotFound');
      const { cancelWindowMs, cashoutMargin } = await couponSettings(ctx.database);
      return (await loadCoupons(db, [row], cancelWindowMs, pricerFor(user, cashoutMargin)))[0]!;
    }

    api.implement(contract.coupons.create, async ({ body, req, res }) => {
      const user = currentUser(req);
      const placed = await placeCoupon(ctx, sports, user, body);
      if (!placed.created) res.locals['status'] = 200;
      else {
        await push.balance(user.id);
        push.coupon(user.id, placed.ticketId, 0);
      }
      return { ticketId: placed.ticketId, coupon: await ownCoupon(user, { ticketId: placed.ticketId }) };
    });

    api.implement(contract.coupons.list, async ({ query, req }) => {
      const { cancelWindowMs, cashoutMargin, couponsDays } = await couponSettings(ctx.database);
      // Without dates the list reaches back coupons_day days; older coupons are archived.
      const from = query.from ?? new Date(Date.now() - couponsDays * 86_400_000).toISOString();
      const user = currentUser(req);
      return listCoupons(db, user.id, { ...query, from }, cancelWindowMs, pricerFor(user, cashoutMargin));
    });

    api.implement(contract.coupons.byKey, ({ params, req }) =>
      ownCoupon(currentUser(req), { key: params.idempotencyKey }),
    );

    api.implement(contract.coupons.closeKey, async ({ params, req }) => {
      const user = currentUser(req);
      if (!(await closeCouponKey(db, user.id, params.idempotencyKey))) throw couponNotPlaced();
      return ownCoupon(user, { key: params.idempotencyKey });
    });

    api.implement(contract.coupons.cancel, async ({ params, req }) => {
      await cancelCoupon(ctx, currentUser(req), params.ticketId, clientIp(req));
      const ownerId = await couponOwnerId(db, params.ticketId);
      await push.balance(ownerId);
      push.coupon(ownerId, params.ticketId, -2);
      return { status: 1 as const, msg: translate('couponCancelled', requestLanguage(req)) };
    });

    api.implement(contract.coupons.void, async ({ params, body, req }) => {
      const { refunded } = await voidCoupon(ctx, currentUser(req), params.ticketId, body, clientIp(req));
      const ownerId = await couponOwnerId(db, params.ticketId);
      await push.balance(ownerId);
      push.coupon(ownerId, params.ticketId, -2);
      return {
        status: 1 as const,
        msg: translate('couponVoided', requestLanguage(req)),
        refunded: toMajor(refunded),
      };
    });

    api.implement(contract.coupons.sell, async ({ params, body, req }) => {
      const user = currentUser(req);
      const { paid } = await sellCoupon(ctx, sports, user, params.ticketId, toMinor(body.price));
      await push.balance(user.id);
      push.coupon(user.id, params.ticketId, 2);
      return {
        status: 1 as const,
        msg: translate('couponSold', requestLanguage(req)),
        paid: toMajor(paid),
      };
    });

    api.implement(contract.coupons.print, async ({ params, query, req, res }) => {
      const timeZone = query.timezone ?? 'Europe/Istanbul';
      if (!isTimeZone(timeZone))
        throw badRequest('invalidRequest', { in: 'query', reason: 'unknown time zone' });
      const coupon = await ownCoupon(currentUser(req), { ticketId: params.ticketId });
      const lang = pickLanguage(query.lang, req.headers['accept-language']);
      const settings = await readSettings(ctx.database);
      res.type('html').send(
        ticketHtml(
          ticketModel(coupon, (key, values) => translate(key, lang, values)),
          {
            operator: settings['site_name'] ?? 'Bet',
            timeZone,
            lang,
            // the site's currency display settings, as the pages use them
            format: { currency: currentUser(req).currency, ...siteCurrencyContext(settings) },
            labels: ticketLabels(lang),
          },
        ),
      );
      return '';
    });

    api.implement(contract.coupons.share, async ({ params, query }) => {
      const row = await findSharedCouponRow(db, params.ticketId, query.userId);
      if (!row) throw notFound('couponNotFound');
      const { cancelWindowMs } = await couponSettings(ctx.database);
      const coupon = (await loadCoupons(db, [row], cancelWindowMs))[0]!;
      // What only the owner may see or do is not shared.
      return { ...coupon, canceled: 0 as const, sellType: { status: 0, winPrice: 0 } };
    });

    api.implement(contract.coupons.adminList, async ({ query, req }) => {
      const caller = currentUser(req);
      const ids = await subtreeUserIds(db, caller, query.userId);
      // A user outside the subtree is answered as missing, so ids cannot be probed.
      if (query.userId && ids.length === 0) throw notFound('userNotFound');
      if (ids.length === 0) return { results: [], totalCount: 0 };
      const { cancelWindowMs, cashoutMargin } = await couponSettings(ctx.database);
      return listCoupons(db, ids, query, cancelWindowMs, pricerAt(cashoutMargin));
    });

    api.implement(contract.coupons.get, ({ params, req }) =>
      ownCoupon(currentUser(req), { ticketId: params.ticketId }),
    );
  },
};
