import { toMajor } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { Transaction, TransactionsQuery } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { parseQueryDate } from './dates.ts';

/** The movements of one user's account, newest first, with the filters of the transactions screen. */
export async function listTransactions(
  db: Kysely<DB>,
  userId: number,
  q: TransactionsQuery,
  /** the zone whose days bare dates mean */
  zone: string,
): Promise<{ results: Transaction[]; totalCount: number }> {
  const from = parseQueryDate(q.from, false, zone);
  const to = parseQueryDate(q.to, true, zone);
  let base = db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .where('a.user_id', '=', userId);
  if (from !== undefined) base = base.where('m.created_at', '>=', from);
  if (to !== undefined) base = base.where('m.created_at', '<=', to);
  if (q.type === 'a') base = base.where('m.amount', '>', 0);
  if (q.type === 'e') base = base.where('m.amount', '<', 0);
  if (q.service) base = base.where('m.service', '=', q.service);
  const [rows, count] = await Promise.all([
    base
      .select(['m.id', 'm.amount', 'm.balance_after', 'm.type', 'm.note', 'm.service', 'm.created_at'])
      .orderBy('m.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    results: rows.map((r) => ({
      id: Number(r.id),
      transType: Number(r.amount) > 0 ? 1 : 0,
      processDate: new Date(Number(r.created_at)).toISOString(),
      type: r.note ? `${r.type}->${r.note}` : r.type,
      service: Number(r.service),
      amount: toMajor(Math.abs(Number(r.amount))),
      balance: toMajor(Number(r.balance_after)),
      owed: Number(r.balance_after) < 0 ? 1 : 0,
    })),
  };
}
