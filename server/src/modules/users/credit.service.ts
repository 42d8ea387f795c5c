import { isActiveUser, mayMoveCredit, toMajor, toMinor } from '@bet/shared';
import { randomUUID } from 'node:crypto';
import type { CreditRequest, CreditResponse } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { forbidden, refused } from '../../http/errors.ts';
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
  const isHouse = caller.role === 'admin';
  const parentId = target.parent_id === null ? null : Number(target.parent_id);
  if (!mayMoveCredit({ userId: caller.id, role: caller.role }, { userId: Number(target.id), parentId }))
    throw forbidden('thisDealerIsNotYours');
  if (!isActiveUser(target)) throw refused('accountClosed');
  if (target.transfers_blocked === 1 || caller.transfersBlocked) throw refused('transfersBlocked');
  if (target.currency !== caller.currency) throw refused('currencyMismatch');
  const amount = toMinor(req.amount);
  const reference = `credit:${randomUUID()}`;

  return inTransaction(database, async (trx) => {
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
}
