import { randomDigits } from '../../infra/random-digits.ts';
import {
  SECURE_CODE_RANDOM_DIGITS,
  SHOP_CASH_PROVIDER,
  SHOP_WITHDRAWAL_RESULT,
  TRANSFER_STATUS,
  TRANSFER_TYPE,
  secureCodeFrom,
  withdrawalCodeExpiresAt,
} from '@bet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { accountIdOfUser, houseAccountId, inTransaction, transfer } from '../wallet/index.ts';
import type { PaymentProvider } from './providers.ts';

/** The ledger reference of every movement of a request. */
export const requestReference = (id: number) => `transfer:${id}`;

/**
 * Withdrawals collected in cash at a shop: no payment page and no person in the panel approves
 * them; the shop that pays the code decides them (the dealer may still reject one that waits).
 */
export const shopCashProvider: PaymentProvider = { code: SHOP_CASH_PROVIDER, manual: false };

/** What a request's result says once a shop paid it, or once its code expired. */
export const SHOP_RESULT = SHOP_WITHDRAWAL_RESULT;

/**
 * The one-time code of a shop withdrawal, written in the request's transaction: a kind digit,
 * twenty digits from the operating system's cryptographic source and a check digit, like a
 * ticket's payout code; it can be collected for the site's `days`. A code collision (never seen
 * in 66 bits) fails the request whole.
 */
export async function issueWithdrawalCode(
  trx: Transaction<DB>,
  requestId: number,
  days: number,
  now = Date.now(),
) {
  const digits = randomDigits(SECURE_CODE_RANDOM_DIGITS);
  await trx
    .insertInto('shop_withdrawals')
    .values({
      request_id: requestId,
      code: secureCodeFrom('withdrawal', digits),
      expires_at: withdrawalCodeExpiresAt(now, days),
      paid_at: null,
      paid_by: null,
      terminal_no: null,
    })
    .execute();
}

/** The code and payment of the given requests that are shop withdrawals, by request id. */
export async function shopWithdrawalsOf(db: Kysely<DB>, requestIds: number[]) {
  if (requestIds.length === 0) return new Map<number, ShopWithdrawalInfo>();
  const rows = await db
    .selectFrom('shop_withdrawals as w')
    .leftJoin('users as s', 's.id', 'w.paid_by')
    .select(['w.request_id', 'w.code', 'w.paid_at', 'w.terminal_no', 's.user_name as shop'])
    .where('w.request_id', 'in', requestIds)
    .execute();
  return new Map<number, ShopWithdrawalInfo>(
    rows.map((r) => [
      Number(r.request_id),
      {
        code: r.code,
        paid:
          r.paid_at === null
            ? null
            : {
                shop: r.shop ?? '',
                terminalNo: r.terminal_no ?? '',
                at: new Date(Number(r.paid_at)).toISOString(),
              },
      },
    ]),
  );
}
export interface ShopWithdrawalInfo {
  code: string;
  paid: { shop: string; terminalNo: string; at: string } | null;
}

/**
 * Cancels the shop withdrawals whose code expired unpaid and gives each hold back to its player,
 * each in its own transaction; a shop paying the same code at that moment is decided by the
 * request's conditional status change (one of the two changes it, the other rolls back).
 * Answers the players whose balance changed.
 */
export async function expireShopWithdrawals(database: Database, now = Date.now()): Promise<number[]> {
  const due = await database.db
    .selectFrom('shop_withdrawals as w')
    .innerJoin('transfer_requests as t', 't.id', 'w.request_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.amount', 't.currency', 'u.operator_id'])
    .where('w.paid_at', 'is', null)
    .where('w.expires_at', '<=', now)
    .where('t.status', '=', TRANSFER_STATUS.waiting)
    .where('t.transfer_type', '=', TRANSFER_TYPE.withdraw)
    .execute();
  const released: number[] = [];
  for (const r of due) {
    const done = await inTransaction(database, async (trx) => {
      const changed = await trx
        .updateTable('transfer_requests')
        .set({ status: TRANSFER_STATUS.cancelled, result: SHOP_RESULT.expired, decided_at: now })
        .where('id', '=', Number(r.id))
        .where('status', '=', TRANSFER_STATUS.waiting)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      await transfer(trx, {
        fromAccountId: await houseAccountId(trx, Number(r.operator_id), r.currency),
        toAccountId: await accountIdOfUser(trx, Number(r.user_id)),
        amount: Number(r.amount),
        type: 'withdrawRelease',
        reference: requestReference(Number(r.id)),
        note: SHOP_RESULT.expired,
        actorId: null,
      });
      return true;
    });
    if (done) released.push(Number(r.user_id));
  }
  return released;
}
