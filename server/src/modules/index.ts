import type { Module } from '../context.ts';
import { healthModule } from './health/health.routes.ts';
import { settingsModule } from './settings/settings.routes.ts';
import { authModule } from './auth/auth.routes.ts';
import { usersModule } from './users/users.routes.ts';
import { walletModule } from './wallet/wallet.routes.ts';
import { auditModule } from './audit/audit.routes.ts';
import { sportsModule } from './sports/sports.routes.ts';
import { resultsModule } from './results/results.routes.ts';
import { couponsModule } from './coupons/coupons.routes.ts';
import { settlementModule } from './settlement/settlement.routes.ts';
import { payoutsModule } from './payouts/payouts.routes.ts';
import { announcementsModule } from './announcements/announcements.routes.ts';
import { historyModule } from './history/index.ts';
import { siteAdminModule } from './site-admin/index.ts';

/** Every business area of the server, mounted in this order under /api/v1. */
export const modules: Module[] = [
  healthModule,
  settingsModule,
  // auth first: it installs the session lookup every later module's guarded routes use
  authModule,
  siteAdminModule,
  usersModule,
  walletModule,
  auditModule,
  sportsModule,
  resultsModule,
  // after sports: placement reads the odds from its view
  couponsModule,
  settlementModule,
  payoutsModule,
  announcementsModule,
  // last: the past's coupons are placed and settled by the modules above
  historyModule,
];
