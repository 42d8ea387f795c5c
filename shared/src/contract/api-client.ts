import { CALLS } from './calls.ts';
import { createClientFor, type ApiClient, type ClientOptions, type FetchLike } from './client.ts';
import type { Contract } from './index.ts';

/** The one typed client of the API, for the web app and the terminal. */
export function createApiClient(fetchLike: FetchLike, options: ClientOptions = {}): ApiClient<Contract> {
  return createClientFor<Contract>(CALLS, fetchLike, options);
}
