// The contract between the server, the web app and the terminal: every HTTP route as data. The
// server implements these entries; the client is built from them.
import { adminUsers } from './admin-users.ts';
import { announcements } from './announcements.ts';
import { audit } from './audit.ts';
import { bingo } from './bingo.ts';
import { auth } from './auth.ts';
import { casino, casinoAdmin } from './casino.ts';
import { casinoPlay } from './casino-play.ts';
import { bannersAdmin } from './banners-admin.ts';
import { content } from './content.ts';
import { messageTemplates } from './message-templates.ts';
import { coupons } from './coupons.ts';
import { favorites } from './favorites.ts';
import { feedAdmin } from './feed-admin.ts';
import { dealerCoupons } from './dealer-coupons.ts';
import { dealerPanel } from './dealer-panel.ts';
import { health } from './health.ts';
import { payments } from './payments.ts';
import { payoutApprovals, payouts } from './payouts.ts';
import { promotions } from './promo.ts';
import { affiliates } from './affiliates.ts';
import { reports } from './reports.ts';
import { responsibleGaming, responsibleGamingAdmin } from './responsible-gaming.ts';
import { results } from './results.ts';
import { resultDesk } from './result-desk.ts';
import { settings } from './settings.ts';
import { settlement } from './settlement.ts';
import { shifts, shiftsAdmin } from './shifts.ts';
import { shopCash } from './shop-cash.ts';
import { siteAdmin } from './site-admin.ts';
import { sports } from './sports.ts';
import { sportsAdmin } from './sports-admin.ts';
import { handTerminals, terminals } from './terminals.ts';
import { trading } from './trading.ts';
import { users } from './users.ts';
import { wallet } from './wallet.ts';
import { createClientFor, type ApiClient, type ClientOptions, type FetchLike } from './client.ts';

export const contract = {
  adminUsers,
  announcements,
  audit,
  auth,
  bingo,
  casino,
  casinoAdmin,
  casinoPlay,
  bannersAdmin,
  content,
  messageTemplates,
  coupons,
  favorites,
  feedAdmin,
  dealerCoupons,
  dealerPanel,
  handTerminals,
  health,
  payments,
  payouts,
  payoutApprovals,
  promotions,
  affiliates,
  reports,
  responsibleGaming,
  responsibleGamingAdmin,
  results,
  resultDesk,
  settings,
  settlement,
  shifts,
  shiftsAdmin,
  shopCash,
  siteAdmin,
  sports,
  sportsAdmin,
  terminals,
  trading,
  users,
  wallet,
};
export type Contract = typeof contract;

/** A client that holds the schemas, so it can check every answer (`validateResponses`): for tests. */
export function createCheckingClient(fetchLike: FetchLike, options: ClientOptions = {}): ApiClient<Contract> {
  return createClientFor<Contract>(contract, fetchLike, { validateResponses: true, ...options });
}
