/**
 * Fractional odds as British bookmakers print them: a fixed ladder of familiar fractions (4/6,
 * 6/4, 85/40 are written so, never reduced), and the ladder's nearest fraction for any other
 * price, because a player reads 15/8 at a glance and 66/23 not at all.
 */

/** [numerator, denominator] of the standard ladder, in rising order of price. */
export const FRACTION_LADDER: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 66],
  [1, 50],
  [1, 40],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [3, 8],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [7, 5],
  [6, 4],
  [8, 5],
  [13, 8],
  [7, 4],
  [9, 5],
  [15, 8],
  [2, 1],
  [85, 40],
  [11, 5],
  [9, 4],
  [12, 5],
  [5, 2],
  [13, 5],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [125, 1],
  [150, 1],
  [200, 1],
  [250, 1],
  [300, 1],
];

/**
 * The fraction of a decimal odd: the ladder's fraction whose decimal price lies nearest (the
 * shorter price on a tie, so a player is never shown more than the book pays). An odd of 1 or
 * less has no winnings to show.
 */
export function fractionalOdd(decimal: number): string {
  const profit = decimal - 1;
  if (!(profit > 0)) return '0/1';
  let best = FRACTION_LADDER[0]!;
  let bestGap = Infinity;
  for (const f of FRACTION_LADDER) {
    const gap = Math.abs(f[0] / f[1] - profit);
    if (gap < bestGap - 1e-12) {
      best = f;
      bestGap = gap;
    }
  }
  return `${best[0]}/${best[1]}`;
}
