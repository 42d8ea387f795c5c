import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  TRANSFER_RESULT,
  TRANSFER_STATUS,
  TRANSFER_TYPE,
  paymentSignatureBase,
  type PaymentNotification,
} from '@bet/shared';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, conflict, notFound, refused } from '../../http/errors.ts';
import { accountIdOfUser, houseAccountId, inTransaction, transfer } from '../wallet/index.ts';
import { cardRequestLifetimeMs } from './expiry.service.ts';
import { requestReference, type PaymentDeps } from './requests.service.ts';

/** A notification sent longer ago than this (or this far ahead of our clock) is refused as late. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

type Outcome = 'credited' | 'failed' | 'duplicate' | 'forged' | 'late' | 'replayed' | 'mismatch' | 'unknown';

/**
 * A provider's notification of a payment. It changes money only when its signature is the
 * provider's, it is recent, it names a waiting request of that provider with the same amount and
 * currency, and its transaction id has not confirmed anything else. The same notification again
 * (a provider's retry) is answered as before and changes nothing; anything else refused changes
 * nothing too. Every one is kept with its outcome, and the refused ones are logged.
 */
export async function receiveNotification(
  deps: PaymentDeps,
  providerCode: string,
  n: PaymentNotification,
  signature: string | undefined,
  now = Date.now(),
): Promise<{ received: true; outcome: 'credited' | 'failed' | 'duplicate' }> {
  const db = deps.database.db;
  const record = async (outcome: Outcome, requestId: number | null) => {
    await db
      .insertInto('payment_notifications')
      .values({
        provider: providerCode.slice(0, 40),
        transaction_id: n.transactionId,
        merchant_reference: n.merchantReference,
        request_id: requestId,
        amount: n.amount,
        currency: n.currency,
        status: n.status,
        outcome,
        sent_at: n.timestamp,
        received_at: now,
      })
      .execute();
  };
  const refuse = async (outcome: Outcome, requestId: number | null, error: AppError): Promise<never> => {
    deps.logger.warn(
      {
        provider: providerCode,
        outcome,
        transactionId: n.transactionId,
        merchantReference: n.merchantReference,
        amount: n.amount,
      },
      'payment notification refused',
    );
    await record(outcome, requestId);
    throw error;
  };

  const secretRow = deps.providers.has(providerCode)
    ? await db
        .selectFrom('payment_providers')
        .select('secret')
        .where('code', '=', providerCode)
        .executeTakeFirst()
    : undefined;
  if (!secretRow || !signatureMatches(secretRow.secret, n, signature))
    return refuse('forged', null, new AppError(401, 'signatureInvalid'));
  if (Math.abs(now - n.timestamp) > NOTIFICATION_TOLERANCE_MS)
    return refuse('late', null, conflict('notificationLate'));

  const requestId = /^\d{1,15}$/.test(n.merchantReference) ? Number(n.merchantReference) : null;
  const request = requestId
    ? await db
        .selectFrom('transfer_requests')
        .selectAll()
        .where('id', '=', requestId)
        .where('provider', '=', providerCode)
        .executeTakeFirst()
    : undefined;
  if (!request || request.transfer_type !== TRANSFER_TYPE.deposit)
    return refuse('unknown', null, notFound('transferRequestNotFound'));

  // the provider's retry of what it already told us
  if (request.provider_ref === n.transactionId) {
    const sameOutcome = (n.status === 'paid') === (request.status === TRANSFER_STATUS.confirmed);
    if (sameOutcome && Number(request.amount) === n.amount && request.currency === n.currency) {
      await record('duplicate', Number(request.id));
      return { received: true, outcome: 'duplicate' };
    }
    return refuse('replayed', Number(request.id), conflict('notificationReplayed'));
  }
  const used = await db
    .selectFrom('transfer_requests')
    .select('id')
    .where('provider', '=', providerCode)
    .where('provider_ref', '=', n.transactionId)
    .executeTakeFirst();
  if (used) return refuse('replayed', Number(request.id), conflict('notificationReplayed'));
  if (Number(request.amount) !== n.amount || request.currency !== n.currency)
    return refuse('mismatch', Number(request.id), refused('amountMismatch'));
  if (
    request.status !== TRANSFER_STATUS.waiting ||
    now - Number(request.created_at) > (await cardRequestLifetimeMs(deps.database))
  )
    return refuse('late', Number(request.id), conflict('notificationLate'));

  const paid = n.status === 'paid';
  const userId = Number(request.user_id);
  let applied: boolean;
  try {
    applied = await inTransaction(deps.database, async (trx) => {
      const changed = await trx
        .updateTable('transfer_requests')
        .set({
          status: paid ? TRANSFER_STATUS.confirmed : TRANSFER_STATUS.cancelled,
          provider_ref: n.transactionId,
          result: paid ? '' : TRANSFER_RESULT.declined,
          decided_at: now,
        })
        .where('id', '=', Number(request.id))
        .where('status', '=', TRANSFER_STATUS.waiting)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      if (paid) {
        const user = await trx
          .selectFrom('users')
          .select('operator_id')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        await transfer(trx, {
          fromAccountId: await houseAccountId(trx, Number(user.operator_id), request.currency),
          toAccountId: await accountIdOfUser(trx, userId),
          amount: Number(request.amount),
          type: 'deposit',
          reference: requestReference(Number(request.id)),
          note: n.transactionId,
        });
      }
      await trx
        .insertInto('payment_notifications')
        .values({
          provider: providerCode,
          transaction_id: n.transactionId,
          merchant_reference: n.merchantReference,
          request_id: Number(request.id),
          amount: n.amount,
          currency: n.currency,
          status: n.status,
          outcome: paid ? 'credited' : 'failed',
          sent_at: n.timestamp,
          received_at: now,
        })
        .execute();
      return true;
    });
  } catch (err) {
    // the same transaction id confirmed another request at the same moment
    if (uniqueViolation(err) !== null)
      return refuse('replayed', Number(request.id), conflict('notificationReplayed'));
    throw err;
  }
  if (!applied) {
    // another copy of this notification got there first; only an exact copy is harmless
    const now2 = await db
      .selectFrom('transfer_requests')
      .select('provider_ref')
      .where('id', '=', Number(request.id))
      .executeTakeFirstOrThrow();
    if (now2.provider_ref === n.transactionId) {
      await record('duplicate', Number(request.id));
      return { received: true, outcome: 'duplicate' };
    }
    return refuse('late', Number(request.id), conflict('notificationLate'));
  }
  if (paid) deps.pushBalance(userId);
  return { received: true, outcome: paid ? 'credited' : 'failed' };
}

function signatureMatches(secret: string, n: PaymentNotification, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(paymentSignatureBase(n)).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
