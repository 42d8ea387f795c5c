import type { SlipPick } from './types.ts';

/**
 * The minimum number of matches (MBS) a coupon must hold: the largest of the user's min tip for
 * the coupon type and every pick's own minTip (the outcome's when it has one, else the match's).
 * "a match with minTip 3 cannot be played as a single".
 */
export function requiredMinTip(
  userMinTip: number,
  picks: readonly Pick<SlipPick, 'match' | 'outcome'>[],
): number {
  return Math.max(1, userMinTip, ...picks.map((p) => p.outcome.minTip ?? p.match.minTip));
}

/**
 * The matches every single bet must hold because of its picks alone (their MBS): in a system
 * each bet is a combine of its own, so a 2-of-3 with an MBS-3 match cannot be played.
 */
export function picksMinTip(picks: readonly Pick<SlipPick, 'match' | 'outcome'>[]): number {
  return requiredMinTip(1, picks);
}

/** Whether every bet holds enough matches: the smallest bet decides. */
export function meetsMinTip(smallestBet: number, minTip: number): boolean {
  return smallestBet >= minTip;
}
