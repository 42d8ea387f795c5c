import {
  STAKE_FACTOR_ONE,
  effectiveLimits,
  toMajor,
  type EffectiveLimits,
  type SlipLimitsResponse,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { waitingStakesOf } from '../../infra/waiting-stakes.ts';
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

/** `POST /coupons/limits`: what binds a slip of these picks, so the slip shows the maximum placement allows. */
export async function slipLimits(
  database: Database,
  sports: SportsService,
  playerId: number,
  picks: ReadonlyArray<{ matchId: number; marketId: number }>,
  siteMatchTotal: number,
): Promise<SlipLimitsResponse> {
  const limits = await effectiveLimitsFor(database, sports, playerId, picks, siteMatchTotal);
  const staked = await waitingStakesOf(
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
