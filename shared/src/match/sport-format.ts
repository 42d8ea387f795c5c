/**
 * How each sport's match is played out, as far as its final score goes (sports section 1's ids):
 * which sports have a half time, which are won by sets (or maps), and which never end level.
 */

/** Sports played in two halves (basketball's four quarters make two halves): a half-time score is theirs alone. */
const HALVES: ReadonlySet<number> = new Set([1, 3, 6]);

/** True when the sport has a half time (football, basketball, handball); cricket's innings, sets and periods are not halves. */
export const hasHalfTime = (sportId: number): boolean => HALVES.has(sportId);

/**
 * Sports won by sets or maps, with the sets a side needs: volleyball and table tennis best of 5,
 * the esports (Counter-Strike, Dota 2, League of Legends) best of 3. Their score is sets won.
 */
const SETS_TO_WIN: Readonly<Record<number, number>> = { 23: 3, 41: 3, 109: 2, 110: 2, 111: 2 };

/** The sets (maps) a side needs to win a match of the sport, or null when it is not played in sets. */
export const setsToWin = (sportId: number): number | null => SETS_TO_WIN[sportId] ?? null;

/** Sports that play on until one side leads: basketball's overtime, baseball's extra innings. */
const PLAYED_TO_A_WINNER: ReadonlySet<number> = new Set([3, 7]);

/** True when a match of the sport never ends level: it goes to overtime, extra innings or sets. */
export const hasNoDraw = (sportId: number): boolean =>
  PLAYED_TO_A_WINNER.has(sportId) || setsToWin(sportId) !== null;
