import {
  COUPON_STATUS,
  STAKE_FACTOR_ONE,
  effectiveLimits,
  toMajor,
  type EffectiveLimits,
  type SlipLimitsResponse,
} from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { prepared, slotsOf } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import type { SportsService } from '../sports/index.ts';
import { limitedPicks, tradingLimitsFor } from '../trading/index.ts';

/** The operator's limits that bind these picks for this player, by the shared rule. */
export async function effectiveLimitsFor(
  database: Database,
  sports: SportsService,
  playerId: number,
  picks: ReadonlyArray<{ matchId: number; marketId: number }>,
  siteMatchTotal: number,
): Promise<EffectiveLimits> {
  const limited = limitedPicks(sports, picks);
  const { rules, stakeFactor } = await tradingLimitsFor(database, playerId, limited);
  return effectiveLimits({ rules, picks: limited, playerId, stakeFactor, siteMatchTotal });
}

/** A match's total as the limits set it (every match of the picks has one). */
export const matchTotalOf = (limits: EffectiveLimits, matchId: number): number =>
  limits.matchTotals.find((m) => m.matchId === matchId)?.limit ?? 0;

/**
 * What the player already has waiting on each of these matches (minor units), in one query; a
 * coupon with two picks of one match counts once for it.
 */
export async function stakedOnMatches(
  db: Kysely<DB>,
  userId: number,
  matchIds: readonly number[],
): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map();
  const rows = await stakedOnMatchesPrepared.all(db, { userId, matchIds: [...matchIds] }, matchIds.length);
  return new Map(rows.map((r) => [Number(r.match_id), Number(r.total)]));
}

/** `stakedOnMatchesQuery` compiled once per number of matches (placement runs it each time). */
const stakedOnMatchesPrepared = prepared((db, v: { userId: number; matchIds: number[] }, count: number) =>
  stakedOnMatchesQuery(db, v.userId, slotsOf(v.matchIds, count)),
);

/** The query of `stakedOnMatches` (a test reads its plan). */
export function stakedOnMatchesQuery(db: Kysely<DB>, userId: number, matchIds: readonly number[]) {
  // From the player's own lines of these matches (coupon_lines_user_match), never from all the
  // lines of a match (a popular one has a hundred thousand) nor from all the player's waiting
  // coupons (a shop terminal has thousands). SQLite takes a cross join's left table first
  // (PostgreSQL plans it as any inner join).
  const waiting = db
    .selectFrom('coupon_lines as l')
    .crossJoin('coupons as c')
    .whereRef('c.id', '=', 'l.coupon_id')
    .select(['l.match_id', 'c.id', 'c.total_stake'])
    .distinct()
    .where('l.user_id', '=', userId)
    .where('l.match_id', 'in', matchIds)
    .where('c.status', '=', COUPON_STATUS.waiting)
    .as('w');
  return db
    .selectFrom(waiting)
    .select(['w.match_id', sql<number>`sum(w.total_stake)`.as('total')])
    .groupBy('w.match_id');
}

/** `POST /coupons/limits`: what binds a slip of these picks, so the slip shows the maximum placement allows. */
export async function slipLimits(
  database: Database,
  sports: SportsService,
  playerId: number,
  picks: ReadonlyArray<{ matchId: number; marketId: number }>,
  siteMatchTotal: number,
): Promise<SlipLimitsResponse> {
  const limits = await effectiveLimitsFor(database, sports, playerId, picks, siteMatchTotal);
  const staked = await stakedOnMatches(
    database.db,
    playerId,
    limits.matchTotals.map((m) => m.matchId),
  );
  const major = (v: number | null) => (v === null ? null : toMajor(v));
  return {
    maxStake: major(limits.maxStake),
    maxPay: major(limits.maxPay),
    stakeFactor: limits.stakeFactor / STAKE_FACTOR_ONE,
    matchTotals: limits.matchTotals.map((m) => ({
      matchId: m.matchId,
      limit: toMajor(m.limit),
      staked: toMajor(staked.get(m.matchId) ?? 0),
    })),
  };
}
