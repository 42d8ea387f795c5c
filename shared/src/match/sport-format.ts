/**
 * How each sport's match is played out, as far as its final score goes (sports section 1's ids):
 * which sports have a half time, which are won by sets (or maps), and which never end level.
 */

/** Sports played in two halves (basketball's four quarters make two halves): a half-time score is theirs alone. */
const HALVES: ReadonlySet<number> = new Set([1, 3, 6]);

/** True when the sport has a half time (football, basketball, handball); cricket's innings, sets and periods are not halves. */
export const hasHalfTime = (sportId: number): boolean => HALVES.has(sportId);

/**
 * Sports won by sets or maps, with the sets a side needs: tennis best of 3, volleyball and table
 * tennis best of 5, the esports (Counter-Strike, Dota 2, League of Legends) best of 3. Their score
 * is sets won, and each period is one set, won 1-0.
 */
const SETS_TO_WIN: Readonly<Record<number, number>> = { 5: 2, 23: 3, 41: 3, 109: 2, 110: 2, 111: 2 };

/** The sets (maps) a side needs to win a match of the sport, or null when it is not played in sets. */
export const setsToWin = (sportId: number): number | null => SETS_TO_WIN[sportId] ?? null;

/** Sports that play on until one side leads: basketball's overtime, baseball's extra innings. */
const PLAYED_TO_A_WINNER: ReadonlySet<number> = new Set([3, 7]);

/** True when a match of the sport never ends level: it goes to overtime, extra innings or sets. */
export const hasNoDraw = (sportId: number): boolean =>
  PLAYED_TO_A_WINNER.has(sportId) || setsToWin(sportId) !== null;

/** What extra play adds to a level score: the side that wins it scores `winner`, the other `loser`. */
export interface ExtraPlayScore {
  winner: number;
  loser: number;
  /** its chance among the ways extra play can go */
  p: number;
}

/** Basketball's five minutes of overtime: the side behind in it scores 4 to 14, the winner 1 to 6 more. */
const OVERTIME: readonly ExtraPlayScore[] = Array.from({ length: 11 * 6 }, (_, i) => ({
  loser: 4 + Math.floor(i / 6),
  winner: 4 + Math.floor(i / 6) + 1 + (i % 6),
  p: 1 / 66,
}));

/** Baseball's extra innings: won by a run or two. */
const EXTRA_INNINGS: readonly ExtraPlayScore[] = [
  { winner: 1, loser: 0, p: 0.5 },
  { winner: 2, loser: 0, p: 0.5 },
];

/**
 * How a match of the sport still level at the end of play is decided, as the scores extra play
 * adds (each with its chance), or null when the sport has no extra play (it may end level, or is
 * decided by its sets). The simulator's results and its pricing both read it, so they agree.
 */
export function extraPlay(sportId: number): readonly ExtraPlayScore[] | null {
  if (!PLAYED_TO_A_WINNER.has(sportId)) return null;
  return sportId === 3 ? OVERTIME : EXTRA_INNINGS;
}

/**
 * True when a match of the sport can end with this score: whole scores, never level where the
 * sport has no draw, and in a sets sport the winner with exactly the sets needed, the other fewer.
 */
export function isFinalScore(sportId: number, score: { home: number; away: number }): boolean {
  const { home, away } = score;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) return false;
  const sets = setsToWin(sportId);
  if (sets !== null) return Math.max(home, away) === sets && Math.min(home, away) < sets;
  return !(hasNoDraw(sportId) && home === away);
}
