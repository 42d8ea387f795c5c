import { extraPlay, setsToWin } from '@bet/shared';
import type { Score } from '../feed-types.ts';
import type { SportDef } from './catalogue.ts';
import type { MarketQuote } from './market-types.ts';
import { drawRest, pointsMarkets, pointsModelChances, type PointsModelState } from './points-model.ts';
import type { Random } from './random.ts';
import type { ResultChances } from './quote.ts';
import { setsMarkets, setsModelChances, type SetsModelState } from './sets-model.ts';

/**
 * A points sport's match as its pricing model sees it. Which model prices it follows the sport's
 * format (shared sport-format), as the simulator's results do: a sets sport is priced set by set,
 * a sport played on to a winner never prices a level final.
 */
export interface SportModelState {
  sport: SportDef;
  /** the model's expected final margin (home minus away) before the start */
  marginMean: number;
  /** share of the match still to play, 1 before the start */
  remaining: number;
  /** the score now: points, or sets won in a sets sport */
  score: Score;
}

/**
 * The home side's share of a points sport's scoring, by the expected margin: also its chance of
 * winning a set of a sets sport, and extra play when the score is level at the end.
 */
export function homeShareOf(sport: SportDef, marginMean: number): number {
  const total = sport.totalMean ?? 1;
  // at most 3 sets in 4: a best of five then stays a market, not a certainty
  return 0.5 + Math.max(-0.25, Math.min(0.25, marginMean / (2 * total)));
}

function setsState(s: SportModelState, sets: number): SetsModelState {
  return { setsToWin: sets, setChance: homeShareOf(s.sport, s.marginMean), score: s.score };
}

function pointsState(s: SportModelState): PointsModelState {
  const extra = extraPlay(s.sport.id);
  return {
    marginMean: s.marginMean,
    marginSd: s.sport.marginSd ?? 1,
    totalMean: s.sport.totalMean ?? 1,
    totalSd: s.sport.totalSd ?? 1,
    remaining: s.remaining,
    score: s.score,
    extraPlay: extra ? { scores: extra, homeChance: homeShareOf(s.sport, s.marginMean) } : undefined,
  };
}

/** The model's chance of every final score of a points sport's match. */
export function sportChances(s: SportModelState): ResultChances {
  const sets = setsToWin(s.sport.id);
  return sets === null ? pointsModelChances(pointsState(s)) : setsModelChances(setsState(s, sets));
}

/** A points sport's markets (winner, total, handicap) priced from its model. */
export function sportMarkets(s: SportModelState): MarketQuote[] {
  const sets = setsToWin(s.sport.id);
  return sets === null ? pointsMarkets(pointsState(s)) : setsMarkets(setsState(s, sets));
}

/**
 * The points a points sport's match (not one won by sets) still scores before the end of play,
 * drawn from the model its prices come from: the simulator plays its matches to it, so its
 * results spread as the prices say. Extra play follows from a level final, as `extraPlay` says.
 */
export function drawRestOfPlay(s: SportModelState, random: Random): Score {
  return drawRest(pointsState(s), random);
}
