// What each player has waiting on each match (table waiting_stakes, migration 0520): the stakes of
// the player's waiting coupons with a pick of the match, each coupon once per match. A placement
// checks the match limit against one row per match instead of summing the player's waiting lines.
//
// A match with a result is never on offer again (its results are never taken away), so its rows
// are left as they are from then on: a derby's settlement does not write its players' rows.
//
// Every transaction that moves a coupon to or from waiting moves these rows too, as its last
// write: the rows are locked after the accounts and the dealers' report rows, in the order of
// (player, match), in every such transaction, so two of them never wait for each other.
import { COUPON_STATUS } from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import { inChunks } from '../db/bulk.ts';
import type { DB } from '../db/schema.ts';

/** A coupon's status change as far as its waiting stake is concerned. */
export interface WaitingChange {
  couponId: number;
  /** null for the placement */
  from: number | null;
  to: number;
}

/**
 * Takes the stakes of coupons that stopped waiting off their players' matches, and puts back those
 * of coupons that wait again (a settlement taken back); call it after writing their new status.
 * Changes within waiting or within settled move nothing. One statement for all of them, so its
 * rows are locked in one order (a settlement batch is far below the chunk's size).
 */
export async function moveWaitingStakes(db: Kysely<DB>, changes: readonly WaitingChange[]): Promise<void> {
  const waiting = (status: number | null) => status === COUPON_STATUS.waiting;
  const moved = changes
    .filter((c) => c.from !== null && waiting(c.from) !== waiting(c.to))
    .map((c) => c.couponId);
  for (const chunk of inChunks(moved, 30_000))
    // the coupon's status as now written says which way its stake goes
    await sql`insert into waiting_stakes (user_id, match_id, stake)
      select c.user_id, l.match_id,
        sum(case when c.status = ${COUPON_STATUS.waiting} then c.total_stake else -c.total_stake end)
      from coupons c join (
        select distinct coupon_id, match_id from coupon_lines
        where coupon_id in (${sql.join(chunk)})
          and not exists (select 1 from match_results r where r.match_id = coupon_lines.match_id)
      ) l on l.coupon_id = c.id
      where true
      group by c.user_id, l.match_id
      order by c.user_id, l.match_id
      on conflict (user_id, match_id) do update set stake = waiting_stakes.stake + excluded.stake`.execute(
      db,
    );
}

/** What the player has waiting on each of these matches (minor units; a match without any is absent). */
export async function waitingStakesOf(
  db: Kysely<DB>,
  userId: number,
  matchIds: readonly number[],
): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('waiting_stakes')
    .select(['match_id', 'stake'])
    .where('user_id', '=', userId)
    .where('match_id', 'in', matchIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.match_id), Number(r.stake)]));
}

/**
 * Deletes up to `limit` rows of matches whose result was stored before `resultBefore`: nothing
 * reads them again (a match with a result is never on offer again), and without this the table
 * would keep a row for every player and match ever bet. Answers how many went.
 */
export async function pruneWaitingStakes(
  db: Kysely<DB>,
  resultBefore: number,
  limit: number,
): Promise<number> {
  const gone = await sql`delete from waiting_stakes where (user_id, match_id) in (
      select w.user_id, w.match_id from waiting_stakes w
      join match_results r on r.match_id = w.match_id
      where r.created_at < ${resultBefore}
      limit ${limit})`.execute(db);
  return Number(gone.numAffectedRows ?? 0);
}
