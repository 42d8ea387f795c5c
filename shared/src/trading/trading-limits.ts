import type { LimitKind, LimitSet } from '../betslip/types.ts';
import type { Minor } from '../money/money.ts';

/** What an operator's trading limit is set on. */
export const LIMIT_SCOPES = ['sport', 'league', 'match', 'marketType', 'player'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

/**
 * One limit the operator set on a sport, league, match, market type or player (minor units). A
 * null amount leaves that amount to the other limits.
 */
export interface TradingLimit {
  scope: LimitScope;
  targetId: number;
  /** the most one coupon may stake (as the slip's max stake: the typed stake) */
  maxStake: Minor | null;
  /** the most one coupon may pay */
  maxPay: Minor | null;
  /** the most a player may have staked on one match in all waiting coupons together */
  matchTotal: Minor | null;
}

/** What a pick is, as the limits see it. */
export interface LimitedPick {
  matchId: number;
  sportId: number;
  leagueId: number;
  marketTypeId: number;
}

/** A player's stake factor in thousandths: 1000 leaves every limit as it is, 500 halves it. */
export const STAKE_FACTOR_ONE = 1000;
export const STAKE_FACTOR_MIN = 10;
export const STAKE_FACTOR_MAX = 10_000;

export interface EffectiveLimits {
  /** the strictest max stake of the limits that apply, scaled by the factor; null when none does */
  maxStake: Minor | null;
  maxPay: Minor | null;
  /** per match of the coupon: the strictest total, the site-wide default among them, scaled */
  matchTotals: Array<{ matchId: number; limit: Minor }>;
  /** the player's factor (thousandths) */
  stakeFactor: number;
}

function applies(rule: TradingLimit, pick: LimitedPick | null, playerId: number): boolean {
  switch (rule.scope) {
    case 'player':
      return rule.targetId === playerId;
    case 'sport':
      return pick !== null && rule.targetId === pick.sportId;
    case 'league':
      return pick !== null && rule.targetId === pick.leagueId;
    case 'match':
      return pick !== null && rule.targetId === pick.matchId;
    case 'marketType':
      return pick !== null && rule.targetId === pick.marketTypeId;
  }
}

/** An amount times a factor in thousandths, rounded down, exact for any amount money can hold. */
export function scaled(amount: Minor, factor: number): Minor {
  return Number((BigInt(amount) * BigInt(factor)) / BigInt(STAKE_FACTOR_ONE));
}

const strictest = (values: Array<Minor | null>): Minor | null =>
  values.reduce<Minor | null>((low, v) => (v === null ? low : low === null ? v : Math.min(low, v)), null);

/**
 * The limits that bind a coupon: of every limit whose sport, league, match or market type is one
 * of a pick's, or whose player is the one betting, the most restrictive of each amount applies,
 * and the player's stake factor scales it. The per-match total starts from the site-wide default
 * (the `match_stake_limit` setting), which the factor scales too.
 */
export function effectiveLimits(input: {
  rules: readonly TradingLimit[];
  picks: readonly LimitedPick[];
  playerId: number;
  stakeFactor: number;
  siteMatchTotal: Minor;
}): EffectiveLimits {
  const { rules, picks, playerId, stakeFactor } = input;
  const binding = rules.filter(
    (r) => applies(r, null, playerId) || picks.some((p) => applies(r, p, playerId)),
  );
  const scale = (v: Minor | null) => (v === null ? null : scaled(v, stakeFactor));
  const matchIds = [...new Set(picks.map((p) => p.matchId))];
  return {
    maxStake: scale(strictest(binding.map((r) => r.maxStake))),
    maxPay: scale(strictest(binding.map((r) => r.maxPay))),
    matchTotals: matchIds.map((matchId) => {
      const own = picks.filter((p) => p.matchId === matchId);
      const onMatch = rules.filter(
        (r) => applies(r, null, playerId) || own.some((p) => applies(r, p, playerId)),
      );
      return {
        matchId,
        limit: scaled(strictest([input.siteMatchTotal, ...onMatch.map((r) => r.matchTotal)])!, stakeFactor),
      };
    }),
    stakeFactor,
  };
}

/**
 * The player's own limit sets with the effective limits laid over them: each max stake and max pay
 * is the lower of the two. A factor below one lowers the player's own limits too; a factor above
 * one lifts only the operator's trading limits, never the limits the player's dealers set.
 */
export function narrowLimitSets(
  limits: Readonly<Record<LimitKind, LimitSet>>,
  eff: Pick<EffectiveLimits, 'maxStake' | 'maxPay' | 'stakeFactor'>,
): Record<LimitKind, LimitSet> {
  const own = Math.min(eff.stakeFactor, STAKE_FACTOR_ONE);
  const lower = (mine: Minor, theirs: Minor | null) =>
    theirs === null ? scaled(mine, own) : Math.min(scaled(mine, own), theirs);
  return Object.fromEntries(
    Object.entries(limits).map(([kind, set]) => [
      kind,
      { ...set, maxStake: lower(set.maxStake, eff.maxStake), maxPay: lower(set.maxPay, eff.maxPay) },
    ]),
  ) as Record<LimitKind, LimitSet>;
}
