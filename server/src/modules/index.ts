import type { AppContext, Module } from '../context.ts';
import { healthModule } from './health/index.ts';
import { settingsModule } from './settings/index.ts';
import { createAuthModule, createAuthServices, type AuthServices } from './auth/index.ts';
import { createUser, createUsersModule, getUserInfo } from './users/index.ts';
import { walletModule } from './wallet/index.ts';
import { auditModule } from './audit/index.ts';
import { dealerPanelModule } from './dealer-panel/index.ts';
import { createSportsModule, createSportsService, type SportsService } from './sports/index.ts';
import { feedAdminModule, mountFeedSite, startFeed } from './feed/index.ts';
import { attachRedisFanout, createUserPush, mountLiveNamespace, type UserPush } from './realtime/index.ts';
import { resultsModule } from './results/index.ts';
import { createCouponsModule, refundUnstartedCoupons } from './coupons/index.ts';
import { createResponsibleGamingModule, loginRefusal } from './responsible-gaming/index.ts';
import { createFeedSettlement, createResultEntry, createSettlementModule } from './settlement/index.ts';
import { createResultDeskModule } from './result-desk/index.ts';
import { createPayoutsModule } from './payouts/index.ts';
import { createVouchersModule } from './vouchers/index.ts';
import { shiftsModule } from './shifts/index.ts';
import { createShopCashModule } from './shop-cash/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { createHistoryModule } from './history/index.ts';
import { siteAdminModule } from './site-admin/index.ts';
import { reportsModule } from './reports/index.ts';
import { terminalsModule } from './terminals/index.ts';
import { favoritesModule } from './favorites/index.ts';
import { casinoCatalogueModule, findGame } from './casino-catalogue/index.ts';
import { createPaymentsModule } from './payments/index.ts';
import { createMessagingModule, createOutboxWorker, type OutboxWorker } from './messaging/index.ts';
import { promotionsModule } from './promotions/index.ts';
import { affiliatesModule } from './affiliates/index.ts';
import { createContentModule } from './content/index.ts';
import { createSportsAdminModule } from './sports-admin/index.ts';
import { createTradingModule } from './trading/index.ts';
import { createCasinoWalletModule } from './casino-wallet/index.ts';
import { houseGamesModule } from './house-games/index.ts';
import { jackpotsModule } from './jackpots/index.ts';
import { createBingoModule } from './bingo/index.ts';

/** The services several modules share, built once per server here and passed to the modules that use them. */
export interface Services {
  auth: AuthServices;
  sports: SportsService;
  push: UserPush;
  outbox: OutboxWorker;
}

/**
 * The live catalogue, wired here so that sports, the feed and realtime never import each other:
 * sports changes fan out to the other instances and to the live namespace, and the feed writes
 * into the sports service.
 */
const createLiveModule = (service: SportsService, push: UserPush): Module => ({
  name: 'live',
  async mount(_api, ctx) {
    service.publish = await attachRedisFanout(ctx, service);
    const live = mountLiveNamespace(ctx.io, service);
    ctx.onClose(live.stop);
    // a provider that settles by outcome settles through settlement, as results do
    await startFeed(ctx, service, createFeedSettlement(ctx, push));
  },
  mountSite: mountFeedSite,
});

/** The composition root: builds the shared services, then every business area of the server in mount order under /api/v1. */
export function composeModules(ctx: AppContext): { services: Services; modules: Module[] } {
  const auth = createAuthServices(ctx, {
    info: getUserInfo,
    createPlayer: createUser,
    loginRefusal,
  });
  const sports = createSportsService(ctx);
  const push = createUserPush(ctx, auth.sessions);
  const outbox = createOutboxWorker(ctx);
  const results = createResultEntry(ctx, { sports, push });
  const modules: Module[] = [
    healthModule,
    settingsModule,
    // auth first: it installs the session lookup every later module's guarded routes use
    createAuthModule(auth),
    siteAdminModule,
    createUsersModule({ sessions: auth.sessions, push }),
    walletModule,
    auditModule,
    dealerPanelModule,
    createSportsModule(sports),
    createLiveModule(sports, push),
    feedAdminModule,
    createSportsAdminModule(sports),
    resultsModule,
    // after sports: placement reads the odds from its view
    createCouponsModule({ sports, push, limiter: auth.limiter }),
    createSettlementModule({ sports, results }),
    createResultDeskModule(results),
    createTradingModule(sports),
    createPayoutsModule({ limiter: auth.limiter, push }),
    createVouchersModule({ limiter: auth.limiter }),
    shiftsModule,
    createShopCashModule({ limiter: auth.limiter, push }),
    announcementsModule,
    reportsModule,
    terminalsModule,
    favoritesModule,
    casinoCatalogueModule,
    createPaymentsModule(push),
    createResponsibleGamingModule({ sessions: auth.sessions, refundUnstartedCoupons }),
    createCasinoWalletModule({ findGame, push }),
    houseGamesModule,
    jackpotsModule,
    createBingoModule({ push }),
    createMessagingModule(outbox),
    promotionsModule,
    affiliatesModule,
    createContentModule({ limiter: auth.limiter, sender: auth.sender }),
    // last: the past's coupons are placed and settled by the modules above
    createHistoryModule(sports),
  ];
  return { services: { auth, sports, push, outbox }, modules };
}
