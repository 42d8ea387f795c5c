import type { Module } from '../context.ts';
import { healthModule } from './health/index.ts';
import { settingsModule } from './settings/index.ts';
import { authModule } from './auth/index.ts';
import { usersModule } from './users/index.ts';
import { walletModule } from './wallet/index.ts';
import { auditModule } from './audit/index.ts';
import { sportsModule } from './sports/index.ts';
import { resultsModule } from './results/index.ts';
import { couponsModule } from './coupons/index.ts';
import { settlementModule } from './settlement/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { announcementsModule } from './announcements/index.ts';
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
