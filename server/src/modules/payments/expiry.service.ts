import { TRANSFER_RESULT, TRANSFER_STATUS, TRANSFER_TYPE } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../settings/index.ts';
import type { PaymentDeps } from './requests.service.ts';

/** The site setting: minutes a deposit waits on a provider's payment page before it expires. */
export const CARD_REQUEST_EXPIRY_SETTING = 'card_request_expiry_minutes';
export const DEFAULT_CARD_REQUEST_EXPIRY_MINUTES = 60;
/** How often each server looks for expired requests (lists look too, before they answer). */
export const EXPIRY_SWEEP_MS = 60_000;

/** How long a payment page's request waits for its provider's notification, from the site setting. */
export async function cardRequestLifetimeMs(database: Database): Promise<number> {
  const minutes = Number((await readSettings(database))[CARD_REQUEST_EXPIRY_SETTING]);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_CARD_REQUEST_EXPIRY_MINUTES) * 60_000;
}

/**
 * Cancels the deposits that have waited on a provider's payment page longer than the setting
 * allows (reqResult paymentExpired), so a player's list no longer shows them as waiting and a
 * notification that arrives later is refused as late. Only the status changes: a deposit moves no
 * money before its provider confirms it, so there is nothing in the ledger to undo. Requests a
 * person decides (bank transfer) wait for that person. One conditional UPDATE: several servers may
 * sweep at once.
 */
export async function expireWaitingPageRequests(
  deps: Pick<PaymentDeps, 'database' | 'providers'>,
  now = Date.now(),
): Promise<number> {
  const paged = [...deps.providers.values()].filter((p) => !p.manual).map((p) => p.code);
  if (paged.length === 0) return 0;
  const lifetime = await cardRequestLifetimeMs(deps.database);
  const result = await deps.database.db
    .updateTable('transfer_requests')
    .set({ status: TRANSFER_STATUS.cancelled, result: TRANSFER_RESULT.expired, decided_at: now })
    .where('status', '=', TRANSFER_STATUS.waiting)
    .where('transfer_type', '=', TRANSFER_TYPE.deposit)
    .where('provider', 'in', paged)
    .where('created_at', '<', now - lifetime)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
