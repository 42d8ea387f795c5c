/**
 * The catalogue's ids below a match: each is made from its parent's id and its place under it, so
 * two children of one parent never share an id and a child's parent can be read off its id. The
 * simulator's world and the matches the back office makes by hand both follow it.
 */

/** How many places a match has for its markets, and a market for its outcomes. */
export const CHILD_SPAN = { marketsPerMatch: 100, outcomesPerMarket: 100 } as const;

/**
 * `parentId`'s child at `place`: a place outside [0, span) would be another parent's child, so it
 * is refused rather than given a colliding id.
 */
export function nestedId(parentId: number, place: number, span: number): number {
  if (!Number.isInteger(place) || place < 0 || place >= span)
    throw new RangeError(`id place ${place} outside 0..${span - 1}`);
  return parentId * span + place;
}

/** The id of a match's market at `place`. */
export const marketIdOf = (matchId: number, place: number): number =>
  nestedId(matchId, place, CHILD_SPAN.marketsPerMatch);

/** The id of a market's outcome at `place`. */
export const outcomeIdOf = (marketId: number, place: number): number =>
  nestedId(marketId, place, CHILD_SPAN.outcomesPerMarket);
