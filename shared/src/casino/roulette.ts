import { uniformInt, type WordSource } from './rng.ts';

/**
 * European roulette: one zero, 37 pockets. Every bet returns 36/37 of its stake on average
 * (97.297 %): a bet covering k numbers pays 36/k times the stake back (stake included).
 */

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColour = 'red' | 'black' | 'green';
export const rouletteColour = (n: number): RouletteColour =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

export const ROULETTE_BET_KINDS = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

export interface RouletteBet {
  kind: RouletteBetKind;
  /** the number of a straight bet (0..36), the dozen or column (1..3); unused otherwise */
  pick?: number;
}

/** The numbers a bet covers, or null when the bet is not a valid one. */
export function rouletteCovers(bet: RouletteBet): number[] | null {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const pick = bet.pick ?? -1;
  switch (bet.kind) {
    case 'straight':
      return Number.isInteger(pick) && pick >= 0 && pick <= 36 ? [pick] : null;
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    case 'dozen':
      return [1, 2, 3].includes(pick) ? all.filter((n) => Math.ceil(n / 12) === pick) : null;
    case 'column':
      return [1, 2, 3].includes(pick) ? all.filter((n) => ((n - 1) % 3) + 1 === pick) : null;
  }
}

/** What a bet of `stake` returns (stake included) when the ball lands on `pocket`; 0 when it loses. */
export function roulettePayout(bet: RouletteBet, stake: number, pocket: number): number {
  const covered = rouletteCovers(bet);
  if (!covered) throw new RangeError('not a roulette bet');
  return covered.includes(pocket) ? (stake * 36) / covered.length : 0;
}

/** Every whole stake pays whole minor units (36/k for k = 1, 12 or 18 covered numbers). */
export const rouletteStakeValid = (stake: number): boolean => Number.isSafeInteger(stake) && stake > 0;

export const spinRoulette = (next: WordSource): number => uniformInt(ROULETTE_POCKETS, next);
