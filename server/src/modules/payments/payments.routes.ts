import { PAYMENT_SIGNATURE_HEADER, contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { requestLanguage } from '../../http/language.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { assertSiteOpen } from '../settings/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { DEMO_CARD_BASE, demoCardProvider } from './demo-card/demo-card.service.ts';
import { demoCardRouter } from './demo-card/demo-card.router.ts';
import {
  assertMayPay,
  cancelShopWithdrawal,
  createRequest,
  decideRequest,
  listOwnRequests,
  listRequestsToDecide,
  type PaymentDeps,
} from './requests.service.ts';
import { listBanks, listCategories } from './methods.service.ts';
import { receiveNotification } from './notifications.service.ts';
import { EXPIRY_SWEEP_MS, expireWaitingPageRequests } from './expiry.service.ts';
import { bankTransferProvider, type PaymentProvider } from './providers.ts';
import { expireShopWithdrawals, shopCashProvider } from './shop-withdrawals.service.ts';

/**
 * Payments: the methods and their forms, deposit and withdrawal requests, the dealer's decisions,
 * and the providers' notifications. The demo card provider's pages are a router of their own
 * beside the API, reached only through its payment pages and its signed notifications.
 */
export const createPaymentsModule = (push: UserPush): Module => ({
  name: 'payments',
  mount(api, ctx) {
    const db = ctx.database.db;
    const providers = new Map<string, PaymentProvider>(
      [bankTransferProvider, demoCardProvider(db), shopCashProvider].map((p) => [p.code, p]),
    );
    const deps: PaymentDeps = {
      database: ctx.database,
      logger: ctx.logger,
      providers,
      pushBalance: (userId) =>
        void push
          .balance(userId)
          .catch((err: unknown) => ctx.logger.warn({ err, userId }, 'balance push after a payment failed')),
    };

    // Deposits left on a payment page expire after the site's setting: swept each minute, and
    // before a list answers, so nobody sees one as waiting past its time.
    const expire = async () => {
      await expireWaitingPageRequests(deps);
      for (const userId of await expireShopWithdrawals(ctx.database)) deps.pushBalance(userId);
    };
    const sweep = setInterval(() => {
      expire().catch((err: unknown) => ctx.logger.warn({ err }, 'expiring payment requests failed'));
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
    ctx.onClose(() => clearInterval(sweep));

    api.implement(contract.payments.categories, async ({ query, req }) => {
      await assertMayPay(ctx.database, currentUser(req));
      return { results: await listCategories(db, query.transferType, requestLanguage(req)) };
    });
    api.implement(contract.payments.banks, async ({ params, req }) => {
      await assertMayPay(ctx.database, currentUser(req));
      return listBanks(db, params.payId);
    });
    api.implement(contract.payments.request, async ({ body, req, res }) => {
      const user = currentUser(req);
      await assertSiteOpen(ctx.database, user);
      const { answer, replayed } = await createRequest(deps, user, body, requestLanguage(req));
      if (replayed) res.locals['status'] = 200;
      return answer;
    });
    api.implement(contract.payments.list, async ({ query, req }) => {
      await expire();
      return listOwnRequests(db, currentUser(req).id, query, requestLanguage(req));
    });
    api.implement(contract.payments.notify, ({ params, body, req }) =>
      receiveNotification(deps, params.provider, body, req.get(PAYMENT_SIGNATURE_HEADER)),
    );
    api.implement(contract.payments.adminList, async ({ query, req }) => {
      await expire();
      return listRequestsToDecide(deps, currentUser(req), query, requestLanguage(req));
    });
    api.implement(contract.payments.approve, ({ params, body, req }) =>
      decideRequest(
        deps,
        currentUser(req),
        params.id,
        true,
        body.reason,
        clientIp(req),
        requestLanguage(req),
      ),
    );
    api.implement(contract.payments.reject, ({ params, body, req }) =>
      decideRequest(
        deps,
        currentUser(req),
        params.id,
        false,
        body.reason,
        clientIp(req),
        requestLanguage(req),
      ),
    );
    api.implement(contract.payments.cancelShopWithdrawal, ({ params, body, req }) =>
      cancelShopWithdrawal(
        deps,
        currentUser(req),
        params.id,
        body.reason,
        clientIp(req),
        requestLanguage(req),
      ),
    );
  },
  mountSite(app, ctx) {
    app.use(DEMO_CARD_BASE, demoCardRouter(ctx));
  },
});
