import { isActiveUser, mayMoveCredit, toMajor, toMinor } from '@bet/shared';
import { randomUUID } from 'node:crypto';
import type { CreditRequest, CreditResponse } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser } from '../auth/index.ts';
import {
  InsufficientBalanceError,
  accountIdOfUser,
  houseAccountId,
  inTransaction,
  transfer,
} from '../wallet/index.ts';
import { requireSubtreeUser } from './hierarchy.ts';

/**
 * A credit transfer between a manager and a user it may reach by `mayMoveCredit`: a dealer gives
 * from (and takes back into) its own balance to its direct children only (403
 * `thisDealerIsNotYours` for a sub-dealer's users; a user outside the subtree stays 404 like a
 * missing one); an administrator acts for the house. Both legs, the audit row and nothing else
 * commit together.
 */
export async function creditTransfer(
  database: Database,
  caller: AuthUser,
  targetId: number,
  req: CreditRequest,
  ip: string,
): Promise<CreditResponse> {
  const target = await requireSubtreeUser(database.db, caller, targetId);
  const amount = toMinor(req.amount);
  const key = req.idempotencyKey;
  const asked = JSON.stringify({
    target: Number(target.id),
    direction: req.direction,
    amount,
    note: req.note,
  });
  // A transfer sent again with its key (its answer was lost) is answered, not made again; this
  // comes before the checks, which may no longer pass now that it is made.
  if (key) {
    const earlier = await transferOfKey(database.db, caller, key, asked);
    if (earlier) return earlier;
  }
  const isHouse = caller.role === 'admin';
  const parentId = target.parent_id === null ? null : Number(target.parent_id);
  if (!mayMoveCredit({ userId: caller.id, role: caller.role }, { userId: Number(target.id), parentId }))
    throw forbidden('thisDealerIsNotYours');
  if (!isActiveUser(target)) throw refused('accountClosed');
  if (target.transfers_blocked === 1 || caller.transfersBlocked) throw refused('transfersBlocked');
  if (target.currency !== caller.currency) throw refused('currencyMismatch');
  const reference = `credit:${randomUUID()}`;

  try {
    return await inTransaction(database, async (trx) => {
      if (key) {
        const taken = await trx
          .insertInto('credit_transfer_keys')
          .values({
            caller_id: caller.id,
            idempotency_key: key,
            request: asked,
            reference,
            created_at: Date.now(),
          })
          .onConflict((oc) => oc.columns(['caller_id', 'idempotency_key']).doNothing())
          .returning('caller_id')
          .executeTakeFirst();
        // the same key sent twice at once: the other request made it
        if (!taken) throw new KeyTaken();
      }
      const userAccount = await accountIdOfUser(trx, Number(target.id));
      const dealerAccount = isHouse
        ? await houseAccountId(trx, caller.operatorId, target.currency)
        : await accountIdOfUser(trx, caller.id);
      const giving = req.direction === 'in';
      let legs;
      try {
        legs = await transfer(trx, {
          fromAccountId: giving ? dealerAccount : userAccount,
          toAccountId: giving ? userAccount : dealerAccount,
          amount,
          type: giving ? 'creditIn' : 'creditOut',
          reference,
          note: req.note,
          actorId: caller.id,
        });
      } catch (err) {
        if (err instanceof InsufficientBalanceError)
          throw refused(err.accountId === dealerAccount ? 'dealerLimitReached' : 'userLimitInsufficient');
        throw err;
      }
      const userAfter = giving ? legs.to.balanceAfter : legs.from.balanceAfter;
      const dealerAfter = giving ? legs.from.balanceAfter : legs.to.balanceAfter;
      await recordAudit(trx, {
        actorId: caller.id,
        action: giving ? 'credit.in' : 'credit.out',
        targetType: 'user',
        targetId: Number(target.id),
        before: { credit: toMajor(userAfter + (giving ? -amount : amount)) },
        after: { credit: toMajor(userAfter), amount: req.amount, note: req.note, reference },
        ip,
      });
      return { credit: toMajor(userAfter), dealerCredit: isHouse ? null : toMajor(dealerAfter) };
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const earlier = await transferOfKey(database.db, caller, key!, asked);
    if (!earlier) throw err;
    return earlier;
  }
}

class KeyTaken extends Error {}

/**
 * The answer of the transfer the caller made with `key`, as it was given: both balances just
 * after it. Undefined when the key made none; 409 `idempotencyKeyReused` when it made another.
 */
async function transferOfKey(
  db: Kysely<DB>,
  caller: AuthUser,
  key: string,
  asked: string,
): Promise<CreditResponse | undefined> {
  const row = await db
    .selectFrom('credit_transfer_keys')
    .select(['request', 'reference'])
    .where('caller_id', '=', caller.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request !== asked) throw new AppError(409, 'idempotencyKeyReused');
  const { target } = JSON.parse(asked) as { target: number };
  const legs = await db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['a.user_id', 'm.balance_after'])
    .where('m.reference', '=', row.reference)
    .execute();
  const after = (userId: number) => legs.find((l) => Number(l.user_id) === userId)?.balance_after;
  const userAfter = after(target);
  if (userAfter === undefined) throw new Error(`credit transfer ${row.reference} has no movement`);
  const dealerAfter = caller.role === 'admin' ? null : after(caller.id);
  return {
    credit: toMajor(Number(userAfter)),
    dealerCredit: dealerAfter === null || dealerAfter === undefined ? null : toMajor(Number(dealerAfter)),
  };
}
