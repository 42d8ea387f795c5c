import type { Module } from '../context.ts';
import { healthModule } from './health/index.ts';
import { settingsModule } from './settings/index.ts';
import { createAuthModule } from './auth/index.ts';
import { createUser, getUserInfo, usersModule } from './users/index.ts';
import { walletModule } from './wallet/index.ts';
import { auditModule } from './audit/index.ts';
import { sportsModule, sportsService } from './sports/index.ts';
import { startFeed } from './feed/index.ts';
import { attachRedisFanout, mountLiveNamespace } from './realtime/index.ts';
import { resultsModule } from './results/index.ts';
import { couponsModule } from './coupons/index.ts';
import { settlementModule } from './settlement/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { historyModule } from './history/index.ts';
import { siteAdminModule } from './site-admin/index.ts';

/**
 * The live catalogue, wired here so that sports, the feed and realtime never import each other:
 * sports changes fan out to the other instances and to the live namespace, and the feed writes
 * into the sports service.
 */
const liveModule: Module = {
  name: 'live',
  async mount(_api, ctx) {
    const service = sportsService(ctx);
    service.publish = await attachRedisFanout(ctx, service);
    const live = mountLiveNamespace(ctx.io, service);
    ctx.onClose(live.stop);
    await startFeed(ctx, service);
  },
};

/** Every business area of the server, mounted in this order under /api/v1. */
export const modules: Module[] = [
  healthModule,
  settingsModule,
  // auth first: it installs the session lookup every later module's guarded routes use
  createAuthModule({ info: getUserInfo, createPlayer: createUser }),
  siteAdminModule,
  usersModule,
  walletModule,
  auditModule,
  sportsModule,
  liveModule,
  resultsModule,
  // after sports: placement reads the odds from its view
  couponsModule,
  settlementModule,
  payoutsModule,
  announcementsModule,
  // last: the past's coupons are placed and settled by the modules above
  historyModule,
];
