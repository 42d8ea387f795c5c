import { CHILD_SPAN, marketIdOf, nestedId, outcomeIdOf } from '@bet/shared';
import { MARKET, type MarketQuote } from './market-types.ts';

/**
 * The simulator's ids. Each is made from its parent's id and its place under it, so one seed gives
 * the same ids after a restart (stored matches, coupons and results keep pointing at the same
 * things) and two children of one parent never share an id.
 */

/** How many places one parent has for its children of each kind. */
export const ID_SPAN = {
  /** a sport's categories (one per league), from 1 */
  categoriesPerSport: 100,
  /** a category's tournaments: the simulator has one, at 1 */
  tournamentsPerCategory: 10,
  /** a sport's leagues, as a team's id counts them */
  leaguesPerSport: 20,
  /** a league's teams, from 1 */
  teamsPerLeague: 50,
  /** a match's markets, by slot (see marketSlot in simulator.ts), and a market's outcomes, from 0 */
  ...CHILD_SPAN,
} as const;

/** Every id the simulated world hands out below a sport or a match. */
export const simId = {
  category: (sportId: number, leagueIndex: number) =>
    nestedId(sportId, leagueIndex + 1, ID_SPAN.categoriesPerSport),
  tournament: (categoryId: number) => nestedId(categoryId, 1, ID_SPAN.tournamentsPerCategory),
  team: (sportId: number, leagueIndex: number, teamIndex: number) =>
    nestedId(nestedId(sportId, leagueIndex, ID_SPAN.leaguesPerSport), teamIndex + 1, ID_SPAN.teamsPerLeague),
  market: marketIdOf,
  outcome: outcomeIdOf,
};

/** A match's five-digit code, as the betting shop's boards show it. */
export function matchCode(matchId: number): string {
  return String(matchId % 100_000).padStart(5, '0');
}

/**
 * A market's slot among its match's ids: one fixed slot per type, and for the types with lines a
 * band with a slot per line, so a market keeps its id while its line stays (not its position).
 */
const TYPE_SLOT: Readonly<Record<number, number>> = {
  [MARKET.matchResult]: 1,
  [MARKET.doubleChance]: 2,
  [MARKET.bothTeamsScore]: 3,
  [MARKET.halfTimeResult]: 4,
  [MARKET.halfTimeFullTime]: 5,
  [MARKET.correctScore]: 6,
  [MARKET.corners]: 7,
  [MARKET.cards]: 8,
  [MARKET.nextGoal]: 9,
  [MARKET.remainingMatch]: 10,
  [MARKET.winner]: 11,
  [MARKET.totalPoints]: 12,
  [MARKET.pointHandicap]: 13,
};
/** The first slot of the band of each type with several lines. */
const LINE_BAND: Readonly<Record<number, number>> = {
  [MARKET.overUnder]: 20,
  [MARKET.firstHalfOverUnder]: 30,
  [MARKET.handicap3Way]: 40,
};
/** A line's place in its type's band. */
const LINE_PLACE: Readonly<Record<string, number>> = {
  '0.5': 1,
  '1.5': 2,
  '2.5': 3,
  '3.5': 4,
  '4.5': 5,
  '5.5': 6,
  '1:0': 7,
  '0:1': 8,
};
/** Slots from here on go to a type without a slot of its own, by its place in the match's offer. */
const UNLISTED_SLOT = 50;

export function marketSlot(q: Pick<MarketQuote, 'typeId' | 'special'>, index: number): number {
  const band = LINE_BAND[q.typeId];
  if (band !== undefined) return band + (LINE_PLACE[q.special] ?? index);
  return TYPE_SLOT[q.typeId] ?? UNLISTED_SLOT + index;
}
