import type { Request, Response } from 'express';
import {
  SELL_CLOSED,
  COUPON_STATUS,
  contract,
  toMajor,
  toMinor,
  pickLanguage,
  siteCurrencyContext,
  ticketModel,
  type Coupon,
} from '@bet/shared';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { assertSiteOpen, readSettings } from '../settings/index.ts';
import { isTimeZone, ticketHtml, ticketLabels } from './print-ticket.ts';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, type AuthUser, type RateLimiter } from '../auth/index.ts';
import { betChangeVoucher, readVoucher } from '../vouchers/index.ts';
import type { SportsService } from '../sports/index.ts';
import { couponSettings } from './coupon-settings.ts';
import {
  couponOwnerId,
  couponShareCode,
  findOwnCouponRow,
  findSharedCouponRow,
  listCoupons,
  loadCoupons,
  toApiCoupon,
  type CashoutPricer,
} from './coupon-read.ts';
import { cancelCoupon, sellCoupon, sellCouponFor, voidCoupon } from './coupon-actions.service.ts';
import { listSubtreeCoupons, subtreeCoupon } from './dealer-coupons.ts';
import { cashoutPrice, pricedLine, startCashoutPush } from '../cashout/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { balanceOfUser } from '../wallet/index.ts';
import { findUser } from '../users/index.ts';
import { translate } from '@bet/shared';
import { requestLanguage } from '../../http/language.ts';
import { placeCoupon } from './placement.service.ts';
import { slipLimits } from './slip-limits.ts';
import { closeCouponKey, couponNotPlaced } from './coupon-keys.ts';

/** The owner's coupon with the payout code its printed ticket carries (only the owner is shown it). */
const withPayoutCode = (coupon: Coupon, code: string | null): Coupon =>
  code === null ? coupon : { ...coupon, payoutCode: code };

/** Coupons (API.md "Coupons"): placement and the player's own coupons. */
export const createCouponsModule = ({
  sports,
  push,
  limiter,
}: {
  sports: SportsService;
  push: UserPush;
  /** counts the voucher codes a counter tries when a voucher pays a coupon */
  limiter: RateLimiter;
}): Module => ({
  name: 'coupons',
  mount(api, ctx) {
    const db = ctx.database.db;
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
      const coupon = (await loadCoupons(db, [row], cancelWindowMs, pricerFor(user, cashoutMargin)))[0]!;
      // the owner's ticket, printed again: the code its barcode carries
      return withPayoutCode(coupon, row.payout_code);
    }

    api.implement(contract.coupons.limits, async ({ body, req }) => {
      const { matchStakeLimit } = await couponSettings(ctx.database);
      return slipLimits(ctx.database, sports, currentUser(req).id, body.picks, matchStakeLimit);
    });

    api.implement(
      contract.coupons.create,
      async ({ body, req, res }) => {
        const user = currentUser(req);
        await assertSiteOpen(ctx.database, user);
        const placed = await placeCoupon(ctx, sports, user, body, Date.now(), limiter, clientIp(req));
        const { made } = placed;
        if (!made) {
          // a repeat of a placed request: the coupon and the balance as they are now
          res.locals['status'] = 200;
          const [coupon, minor, change] = await Promise.all([
            ownCoupon(user, { ticketId: placed.ticketId }),
            balanceOfUser(db, user.id),
            body.voucher ? betChangeVoucher(db, user.id, placed.ticketId) : null,
          ]);
          return {
            ticketId: placed.ticketId,
            coupon,
            credit: toMajor(minor),
            ...(change ? { changeVoucher: change } : {}),
          };
        }
        push.balanceIs(user.id, made.balanceAfter);
        push.coupon(user.id, placed.ticketId, COUPON_STATUS.waiting, user.path);
        // The answer is built from the rows as written: nothing just made is read back.
        const lines = [...made.lines].sort((a, b) => Number(a.id) - Number(b.id));
        const { cancelWindowMs, cashoutMargin } = await couponSettings(ctx.database);
        const price = pricerFor(user, cashoutMargin)?.(made.coupon, lines) ?? null;
        const coupon = withPayoutCode(
          toApiCoupon(made.coupon, lines, cancelWindowMs, price),
          made.coupon.payout_code,
        );
        const changeVoucher = made.changeCode ? await readVoucher(db, made.changeCode) : null;
        return {
          ticketId: placed.ticketId,
          coupon,
          credit: toMajor(made.balanceAfter),
          ...(changeVoucher ? { changeVoucher } : {}),
        };
      },
      { lane: true },
    );

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
      await assertSiteOpen(ctx.database, user);
      const { paid } = await sellCoupon(
        ctx,
        sports,
        user,
        params.ticketId,
        toMinor(body.price),
        body.idempotencyKey,
      );
      await push.balance(user.id);
      push.coupon(user.id, params.ticketId, 2);
      return {
        status: 1 as const,
        msg: translate('couponSold', requestLanguage(req)),
        paid: toMajor(paid),
      };
    });

    /** Answers the printable ticket of a coupon, with its owner's currency. */
    async function printTicket(
      coupon: Coupon,
      currency: string,
      query: { lang?: string | undefined; timezone?: string | undefined },
      req: Request,
      res: Response,
    ) {
      const timeZone = query.timezone ?? 'Europe/Istanbul';
      if (!isTimeZone(timeZone))
        throw badRequest('invalidRequest', { in: 'query', reason: 'unknown time zone' });
      const lang = query.lang ? pickLanguage(query.lang) : requestLanguage(req);
      const settings = await readSettings(ctx.database);
      res.type('html').send(
        ticketHtml(
          ticketModel(coupon, (key, values) => translate(key, lang, values)),
          {
            operator: settings['site_name'] ?? 'Bet',
            timeZone,
            lang,
            // the site's currency display settings, as the pages use them
            format: { currency, language: lang, ...siteCurrencyContext(settings) },
            labels: ticketLabels(lang),
          },
        ),
      );
      return '';
    }

    api.implement(contract.coupons.print, async ({ params, query, req, res }) => {
      const coupon = await ownCoupon(currentUser(req), { ticketId: params.ticketId });
      return printTicket(coupon, currentUser(req).currency, query, req, res);
    });

    api.implement(contract.coupons.shareCode, async ({ params, req }) => {
      const user = currentUser(req);
      // "User type F: no sharing"
      if (user.userType === 'F') throw forbidden();
      const row = await findOwnCouponRow(db, user.id, { ticketId: params.ticketId });
      if (!row) throw notFound('couponNotFound');
      return { code: await couponShareCode(db, Number(row.id)) };
    });

    api.implement(contract.coupons.share, async ({ params }) => {
      const row = await findSharedCouponRow(db, params.code);
      if (!row) throw notFound('couponNotFound');
      const { cancelWindowMs } = await couponSettings(ctx.database);
      const coupon = (await loadCoupons(db, [row], cancelWindowMs))[0]!;
      // What only the owner may see or do is not shared: the ticket id pays a ticket out.
      return {
        ...coupon,
        ticketId: '',
        canceled: 0 as const,
        sellType: { status: SELL_CLOSED, winPrice: 0 },
      };
    });

    api.implement(contract.coupons.adminList, async ({ query, req }) => {
      const { cancelWindowMs, cashoutMargin } = await couponSettings(ctx.database);
      return listSubtreeCoupons(db, currentUser(req), query, cancelWindowMs, pricerAt(cashoutMargin));
    });

    async function dealerCoupon(caller: AuthUser, ticketId: string) {
      const { cancelWindowMs, cashoutMargin } = await couponSettings(ctx.database);
      return subtreeCoupon(db, caller, ticketId, cancelWindowMs, pricerAt(cashoutMargin));
    }

    api.implement(contract.dealerCoupons.get, ({ params, req }) =>
      dealerCoupon(currentUser(req), params.ticketId),
    );

    api.implement(contract.dealerCoupons.sell, async ({ params, body, req }) => {
      const caller = currentUser(req);
      await assertSiteOpen(ctx.database, caller);
      const { paid, ownerId } = await sellCouponFor(
        ctx,
        sports,
        caller,
        params.ticketId,
        toMinor(body.price),
        clientIp(req),
        body.idempotencyKey,
      );
      await push.balance(ownerId);
      push.coupon(ownerId, params.ticketId, 2);
      return { status: 1 as const, msg: translate('couponSold', requestLanguage(req)), paid: toMajor(paid) };
    });

    api.implement(contract.dealerCoupons.print, async ({ params, query, req, res }) => {
      const coupon = await dealerCoupon(currentUser(req), params.ticketId);
      const owner = await findUser(db, coupon.userId);
      if (!owner) throw notFound('couponNotFound');
      return printTicket(coupon, owner.currency, query, req, res);
    });

    api.implement(contract.coupons.get, ({ params, req }) =>
      ownCoupon(currentUser(req), { ticketId: params.ticketId }),
    );
  },
});
