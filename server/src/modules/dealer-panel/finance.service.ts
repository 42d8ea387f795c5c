import { toMajor, type FinanceEntry, type FinanceQuery, type FinanceResponse } from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/index.ts';
import { requireSubtreeUser } from '../users/index.ts';
import { parseQueryDate } from '../wallet/index.ts';
import { likeText, subtreeUsers } from './subtree.ts';

/** The caller's own movements from deciding its players' payment requests, by ledger type. */
const REQUEST_KINDS = { deposit: 'deposit', withdrawPaid: 'withdrawal' } as const;
const kindOf = (type: string): FinanceEntry['kind'] =>
  type === 'deposit' || type === 'withdrawPaid' ? REQUEST_KINDS[type] : 'credit';

/**
 * Every credit transfer to or from a user of the caller's subtree (dealersFinance), and every
 * movement of the caller's own balance from approving a player's deposit (its credit going to the
 * player) or withdrawal (the amount coming to it), newest first, with the totals of all the filter
 * finds. A transfer is two ledger legs; a credit row is the user's leg (credit arriving on 'in',
 * leaving on 'out'), a request's row the caller's leg, named by the request's player; so each
 * movement of money between the caller's branch and its users is one row, read from the side of
 * the user: a deposit is money in, a withdrawal money out, as credit given and taken back.
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
  const own = Object.keys(REQUEST_KINDS);
  // a request's movement carries the request's reference (transfer:<id>), which names its player
  const requestId = sql`case when m.type in (${sql.join(own)}) and m.reference like 'transfer:%'
    then cast(substr(m.reference, 10) as integer) end`;
  /** the amount as the listed user sees it: positive when money went to the user */
  const flow = sql<number>`(case when u.id = ${caller.id} then -m.amount else m.amount end)`;
  const shownId = sql<number>`coalesce(p.id, u.id)`;
  const shownName = sql<string>`coalesce(p.user_name, u.user_name)`;
  // the caller's own movements (its approvals) too
  let base = subtreeUsers(db, caller, { withCaller: true })
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('ledger_movements as m', 'm.account_id', 'a.id')
    .leftJoin('transfer_requests as tr', (j) => j.on(sql<boolean>`tr.id = ${requestId}`))
    .leftJoin('users as p', 'p.id', 'tr.user_id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.id', '!=', caller.id),
          eb.or([
            eb.and([eb('m.type', '=', 'creditIn'), eb('m.amount', '>', 0)]),
            eb.and([eb('m.type', '=', 'creditOut'), eb('m.amount', '<', 0)]),
          ]),
        ]),
        eb.and([eb('u.id', '=', caller.id), eb('m.type', 'in', own)]),
      ]),
    );
  if (from !== undefined) base = base.where('m.created_at', '>=', from);
  if (to !== undefined) base = base.where('m.created_at', '<=', to);
  if (q.direction === 'in') base = base.where(flow, '>', 0);
  if (q.direction === 'out') base = base.where(flow, '<', 0);
  if (q.userId !== undefined) base = base.where(shownId, '=', q.userId);
  if (q.keyWord) base = base.where(sql`lower(${shownName})`, 'like', `%${likeText(q.keyWord)}%`);
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
        shownId.as('user_id'),
        shownName.as('user_name'),
        flow.as('flow'),
        'actor.user_name as actor_name',
      ])
      .orderBy('m.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`cast(coalesce(sum(case when ${flow} > 0 then ${flow} else 0 end), 0) as bigint)`.as(
          'given',
        ),
        sql<number>`cast(coalesce(sum(case when ${flow} < 0 then -${flow} else 0 end), 0) as bigint)`.as(
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
      kind: kindOf(r.type),
      direction: Number(r.flow) > 0 ? 'in' : 'out',
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
