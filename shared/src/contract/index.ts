// The contract between the server, the web app and the terminal: every HTTP route as data. The
// server implements these entries; the client is built from them.
import { coupons } from './coupons.ts';
import { health } from './health.ts';
import { createClientFor, type ApiClient, type ClientOptions, type FetchLike } from './client.ts';

export const contract = { coupons, health };
export type Contract = typeof contract;

/** The one typed client of the API, for the web app and the terminal. */
export function createApiClient(fetchLike: FetchLike, options: ClientOptions = {}): ApiClient<Contract> {
  return createClientFor(contract, fetchLike, options);
}
