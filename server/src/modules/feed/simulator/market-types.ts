import { MARKET_TYPE } from '@bet/shared';

/** Market type ids, as shared defines them with the written meaning of each type's special. */
export const MARKET = MARKET_TYPE;

/**
 * Every market type the simulator quotes. The pricing consistency test checks that each one is
 * reached by some state of play and priced the way settlement pays it.
 */
export const QUOTED_MARKET_TYPES: readonly number[] = [
  MARKET.matchResult,
  MARKET.doubleChance,
  MARKET.bothTeamsScore,
  MARKET.overUnder,
  MARKET.handicap3Way,
  MARKET.pointHandicap,
  MARKET.halfTimeResult,
  MARKET.firstHalfOverUnder,
  MARKET.halfTimeFullTime,
  MARKET.correctScore,
  MARKET.corners,
  MARKET.cards,
  MARKET.nextGoal,
  MARKET.remainingMatch,
  MARKET.winner,
  MARKET.totalPoints,
];

/** A market a model offers: its type, its line and its outcomes, not yet priced. */
export interface MarketOffer {
  typeId: number;
  special: string;
  outcomes: readonly string[];
  /** the market may be sold back (cash-out) */
  cashout: boolean;
}

/** A market with the model's fair chance of each outcome (before the margin). */
export interface MarketQuote {
  typeId: number;
  name: string;
  special: string;
  /** the market may be sold back (cash-out) */
  cashout: boolean;
  outcomes: Array<{ name: string; p: number }>;
}
