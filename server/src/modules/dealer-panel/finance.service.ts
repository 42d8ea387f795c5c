import { toMajor, type FinanceQuery, type FinanceResponse } from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/index.ts';
import { requireSubtreeUser } from '../users/index.ts';
import { parseQueryDate } from '../wallet/index.ts';
import { likeText, subtreeUsers } from './subtree.ts';

/**
 * Every credit transfer to or from a user of the caller's subtree (dealersFinance), newest first,
 * with the totals of all the filter finds. A transfer is two ledger legs; the list shows the
 * user's leg (credit arriving on 'in', leaving on 'out'), so each transfer is one row.
 */
export async function finance(
  db: Kysely<DB>,
  caller: AuthUser,
  q: FinanceQuery,
  zone = 'UTC',
): Promise<FinanceResponse> {
  const from = parseQueryDate(q.from, false, zone);
  const to = parseQueryDate(q.to, true, zone);
  if (q.userId !== undefined) await requireSubtreeUser(db, caller, q.userId);
  let base = subtreeUsers(db, caller)
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('ledger_movements as m', 'm.account_id', 'a.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('m.type', '=', 'creditIn'), eb('m.amount', '>', 0)]),
        eb.and([eb('m.type', '=', 'creditOut'), eb('m.amount', '<', 0)]),
      ]),
    );
  if (from !== undefined) base = base.where('m.created_at', '>=', from);
  if (to !== undefined) base = base.where('m.created_at', '<=', to);
  if (q.direction === 'in') base = base.where('m.type', '=', 'creditIn');
  if (q.direction === 'out') base = base.where('m.type', '=', 'creditOut');
  if (q.userId !== undefined) base = base.where('u.id', '=', q.userId);
  if (q.keyWord) base = base.where(sql`lower(u.user_name)`, 'like', `%${likeText(q.keyWord)}%`);
  const [rows, totals] = await Promise.all([
    base
      .leftJoin('users as actor', 'actor.id', 'm.actor_id')
      .select([
        'm.id',
        'm.created_at',
        'm.type',
        'm.amount',
        'm.balance_after',
        'm.note',
        'm.actor_id',
        'u.id as user_id',
        'u.user_name',
        'actor.user_name as actor_name',
      ])
      .orderBy('m.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`cast(coalesce(sum(case when m.amount > 0 then m.amount else 0 end), 0) as bigint)`.as(
          'given',
        ),
        sql<number>`cast(coalesce(sum(case when m.amount < 0 then -m.amount else 0 end), 0) as bigint)`.as(
          'taken',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const given = Number(totals.given);
  const taken = Number(totals.taken);
  return {
    totalCount: Number(totals.n),
    totals: { in: toMajor(given), out: toMajor(taken), net: toMajor(given - taken) },
    results: rows.map((r) => ({
      id: Number(r.id),
      date: new Date(Number(r.created_at)).toISOString(),
      direction: r.type === 'creditIn' ? 'in' : 'out',
      userId: Number(r.user_id),
      userName: r.user_name,
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorName: r.actor_name ?? null,
      amount: toMajor(Math.abs(Number(r.amount))),
      balanceAfter: toMajor(Number(r.balance_after)),
      note: r.note,
    })),
  };
}
