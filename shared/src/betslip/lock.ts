import { MIN_COUNTED_ODD, unavailableReason } from '../odds/bettable.ts';
import type { SlipPick } from './types.ts';

/**
 * Section 4: "a pick is locked if its odd, odd type or match is suspended or not valid, or the
 * bet status is not started". Locked picks block coupon creation.
 */
export function isLocked(pick: SlipPick): boolean {
  return unavailableReason(pick.match, pick.market, { ...pick.outcome, odd: pick.odd }) !== null;
}

/**
 * Section 4: "Selections with an inactive match, odds entry or odds type, or with an odd at or
 * below 1.000001, are ignored in calculations."
 */
export function isCounted(pick: SlipPick): boolean {
  return pick.match.active && pick.market.active && pick.outcome.active && pick.odd > MIN_COUNTED_ODD;
}
