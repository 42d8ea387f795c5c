import { MARKET_TYPE } from '../markets/market-types.ts';

import type { RateGroup } from './odds-columns.ts';

export type { RateGroup };

const T = MARKET_TYPE;

function group(sportId: number, id: number, typeId: number, outcomes: readonly string[]): RateGroup {
  return {
    id,
    name: `OTL_${id}`,
    typeId,
    columns: outcomes.map((o) => `OCL_${sportId}_${typeId}_${o}`),
  };
}

const ONE_X_TWO = ['1', 'X', '2'] as const;
const ONE_TWO = ['1', '2'] as const;
const OVER_UNDER = ['Over', 'Under'] as const;

/** Sports whose groups are 1X2-based (goals) or winner-based (points). */
const goalGroups = (s: number) => [
  group(s, 1, T.matchResult, ONE_X_TWO),
  group(s, 2, T.doubleChance, ['1X', '12', 'X2']),
  group(s, 3, T.overUnder, OVER_UNDER),
  group(s, 4, T.bothTeamsScore, ['Yes', 'No']),
];
const pointGroups = (s: number) => [
  group(s, 1, T.winner, ONE_TWO),
  group(s, 2, T.pointHandicap, ONE_TWO),
  group(s, 3, T.totalPoints, OVER_UNDER),
];

/**
 * The layout table for the sports section 9 names (football, basketball, tennis, ice hockey,
 * handball, volleyball; basketball is sport 3 in this feed).
 */
export const ODDS_LAYOUT: Readonly<Record<number, readonly RateGroup[]>> = {
  1: [
    ...goalGroups(1),
    group(1, 5, T.halfTimeResult, ONE_X_TWO),
    group(1, 11, T.nextGoal, ['1', 'None', '2']),
    group(1, 19, T.handicap3Way, ONE_X_TWO),
    group(1, 41, T.remainingMatch, ONE_X_TWO),
    group(1, 71, T.corners, OVER_UNDER),
  ],
  3: pointGroups(3),
  4: goalGroups(4),
  5: pointGroups(5),
  6: pointGroups(6),
  23: pointGroups(23),
};

/** The live odds tabs of each sport, by rate group id: "football tabs 1, 2, 3, 4, 5, 11, 19, 41, 71". */
export const LIVE_ODDS_TABS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3, 4, 5, 11, 19, 41, 71],
  3: [1, 2, 3],
  4: [1, 2, 3, 4],
  5: [1, 2, 3],
  6: [1, 2, 3],
  23: [1, 2, 3],
};

/** A sport's rate groups; a sport the table does not name gets the winner-based layout. */
export function oddsLayout(sportId: number): readonly RateGroup[] {
  return ODDS_LAYOUT[sportId] ?? pointGroups(sportId);
}

/** The live odds tabs of a sport, as its rate groups in tab order. */
export function liveOddsTabs(sportId: number): RateGroup[] {
  const groups = oddsLayout(sportId);
  const ids = LIVE_ODDS_TABS[sportId] ?? groups.map((g) => g.id);
  return ids.map((id) => groups.find((g) => g.id === id)).filter((g): g is RateGroup => g !== undefined);
}

/** The rate group of a sport that shows this market type, if the sport's layout has one. */
export function rateGroupOf(sportId: number, typeId: number): RateGroup | undefined {
  return oddsLayout(sportId).find((g) => g.typeId === typeId);
}
