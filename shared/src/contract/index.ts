// The contract between the server, the web app and the terminal: every HTTP route as data. The
// server implements these entries; the client is built from them.
import { adminUsers } from './admin-users.ts';
import { announcements } from './announcements.ts';
import { audit } from './audit.ts';
import { auth } from './auth.ts';
import { coupons } from './coupons.ts';
import { health } from './health.ts';
import { payouts } from './payouts.ts';
import { results } from './results.ts';
import { settings } from './settings.ts';
import { settlement } from './settlement.ts';
import { sports } from './sports.ts';
import { users } from './users.ts';
import { wallet } from './wallet.ts';
import { createClientFor, type ApiClient, type ClientOptions, type FetchLike } from './client.ts';

export const contract = {
  adminUsers,
  announcements,
  audit,
  auth,
  coupons,
  health,
  payouts,
  results,
  settings,
  settlement,
  sports,
  users,
  wallet,
};
export type Contract = typeof contract;

/** A client that holds the schemas, so it can check every answer (`validateResponses`): for tests. */
export function createCheckingClient(fetchLike: FetchLike, options: ClientOptions = {}): ApiClient<Contract> {
  return createClientFor<Contract>(contract, fetchLike, { validateResponses: true, ...options });
}
