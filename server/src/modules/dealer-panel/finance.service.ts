import {
  TRANSFER_STATUS,
  toMajor,
  type FinanceEntry,
  type FinanceQuery,
  type FinanceResponse,
} from '@bet/shared';
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

/** A movement's payment request, from its reference (transfer:<id>), for the movement types given. */
const requestOf = (types: readonly string[]) =>
  sql`case when m.type in (${sql.join(types)}) and m.reference like 'transfer:%'
    then cast(substr(m.reference, 10) as integer) end`;

/**
 * Every credit transfer to or from a user of the caller's subtree (dealersFinance), and every
 * movement of the money of the caller or a dealer below it from approving a player's deposit or
 * withdrawal (the tree's scope, as the other panel lists), newest first,
 * with the totals of all the filter finds. A transfer is two ledger legs; a credit row is the
 * user's leg (credit arriving on 'in', leaving on 'out'), a request's row the caller's leg, named by
 * the request's player; so each movement of money between the caller's branch and its users is one
 * row, read from the side of the user: a deposit is money in, a withdrawal money out, as credit
 * given and taken back. A dealer approves with its own balance; an administrator with the house's,
 * so its rows are the house's legs of the approvals administrators made: a deposit's credit to the
 * player, and a withdrawal's hold the house keeps, dated when it was approved (its approval moves
 * nothing more). Each row also says what it did to the caller's own money (the house's for an
 * administrator): 'in', 'out', or 'none' for credit between others of the branch.
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
  const forHouse = caller.role === 'admin';
  const own = Object.keys(REQUEST_KINDS);
  // the caller's own money moved: its own leg, or credit it gave or took back (an administrator's
  // credit, any administrator's, is the house's)
  const mine = forHouse
    ? sql<number>`(case when u.id = ${caller.id} or actor.role = 'admin' then 1 else 0 end)`
    : sql<number>`(case when u.id = ${caller.id} or m.actor_id = ${caller.id} then 1 else 0 end)`;
  // the approvals of the caller and of the dealers below it too
  const branch = subtreeUsers(db, caller, { withCaller: true })
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('ledger_movements as m', 'm.account_id', 'a.id')
    .leftJoin('transfer_requests as tr', (j) => j.on(sql<boolean>`tr.id = ${requestOf(own)}`))
    .leftJoin('users as p', 'p.id', 'tr.user_id')
    .leftJoin('users as actor', 'actor.id', 'm.actor_id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.id', '!=', caller.id),
          eb.or([
            eb.and([eb('m.type', '=', 'creditIn'), eb('m.amount', '>', 0)]),
            eb.and([eb('m.type', '=', 'creditOut'), eb('m.amount', '<', 0)]),
          ]),
        ]),
        // approvals: the approving dealer's leg (the caller's or a dealer's below), not the player's own
        eb.and([eb('m.type', 'in', own), eb('tr.user_id', '!=', eb.ref('u.id'))]),
      ]),
    )
    .select([
      'm.id as id',
      sql<number>`m.created_at`.as('at'),
      sql<string>`m.type`.as('type'),
      'm.amount as amount',
      sql<number | null>`m.balance_after`.as('balance_after'),
      'm.note as note',
      sql<number | null>`m.actor_id`.as('actor_id'),
      sql<string | null>`actor.user_name`.as('actor_name'),
      sql<number>`coalesce(p.id, u.id)`.as('user_id'),
      sql<string>`coalesce(p.user_name, u.user_name)`.as('user_name'),
      // the amount as the listed user sees it: positive when money went to the user
      sql<number>`(case when m.type in (${sql.join(own)}) then -m.amount else m.amount end)`.as('flow'),
      mine.as('mine'),
    ]);
  // an administrator's approvals: the house's legs (a deposit's credit out, a withdrawal's hold kept)
  const held = TRANSFER_STATUS.confirmed;
  const approvals = db
    .selectFrom('accounts as h')
    .innerJoin('ledger_movements as m', 'm.account_id', 'h.id')
    .innerJoin('transfer_requests as tr', (j) =>
      j.on(sql<boolean>`tr.id = ${requestOf(['deposit', 'withdrawHold'])}`),
    )
    .innerJoin('users as p', 'p.id', 'tr.user_id')
    .innerJoin('users as actor', 'actor.id', 'tr.decided_by')
    .where('h.kind', '=', 'house')
    .where('h.operator_id', '=', caller.operatorId)
    .where('m.type', 'in', ['deposit', 'withdrawHold'])
    .where('tr.status', '=', held)
    .where('actor.role', '=', 'admin')
    .select([
      'm.id as id',
      sql<number>`(case when m.type = 'withdrawHold' then tr.decided_at else m.created_at end)`.as('at'),
      sql<string>`(case when m.type = 'withdrawHold' then 'withdrawPaid' else m.type end)`.as('type'),
      'm.amount as amount',
      sql<number | null>`cast(null as bigint)`.as('balance_after'),
      'm.note as note',
      sql<number | null>`actor.id`.as('actor_id'),
      sql<string | null>`actor.user_name`.as('actor_name'),
      sql<number>`p.id`.as('user_id'),
      sql<string>`p.user_name`.as('user_name'),
      sql<number>`(-m.amount)`.as('flow'),
      sql<number>`1`.as('mine'),
    ]);
  let base = db.selectFrom((forHouse ? branch.unionAll(approvals) : branch).as('f'));
  if (from !== undefined) base = base.where('f.at', '>=', from);
  if (to !== undefined) base = base.where('f.at', '<=', to);
  if (q.direction === 'in') base = base.where('f.flow', '>', 0);
  if (q.direction === 'out') base = base.where('f.flow', '<', 0);
  if (q.userId !== undefined) base = base.where('f.user_id', '=', q.userId);
  if (q.keyWord) base = base.where(sql`lower(f.user_name)`, 'like', `%${likeText(q.keyWord)}%`);
  const [rows, totals] = await Promise.all([
    base
      .selectAll('f')
      .orderBy('f.at', 'desc')
      .orderBy('f.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`cast(coalesce(sum(case when f.flow > 0 then f.flow else 0 end), 0) as bigint)`.as(
          'given',
        ),
        sql<number>`cast(coalesce(sum(case when f.flow < 0 then -f.flow else 0 end), 0) as bigint)`.as(
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
    results: rows.map((r) => {
      const toUser = Number(r.flow) > 0;
      return {
        id: Number(r.id),
        date: new Date(Number(r.at)).toISOString(),
        kind: kindOf(r.type),
        direction: toUser ? 'in' : 'out',
        userId: Number(r.user_id),
        userName: r.user_name,
        actorId: r.actor_id === null ? null : Number(r.actor_id),
        actorName: r.actor_name ?? null,
        amount: toMajor(Math.abs(Number(r.amount))),
        balanceAfter: r.balance_after === null ? null : toMajor(Number(r.balance_after)),
        // money that went to the user left the caller, and the other way round
        viewer: Number(r.mine) !== 1 ? 'none' : toUser ? 'out' : 'in',
        note: r.note,
      };
    }),
  };
}
