import type { Minor } from '../money/money.ts';
import { possiblePayout } from '../settlement/income.ts';
import { COUPON_STATUS, isPaidOut } from './coupon-state.ts';
import type { CouponStatus } from '../api/coupons.ts';

/** The name of the amount a coupon's head line shows beside its stake. */
export type CouponAmountKey = 'coupons.maxPay' | 'slip.winWithBonus' | 'coupons.income' | 'coupons.refunded';

/**
 * The amount a player's coupon lists and pages show beside the stake, and its name. A cancelled
 * coupon can win nothing: it shows what came back (its income when its results refunded it, the
 * stake when a person cancelled it and the refund went straight to the balance). Won and sold ones
 * show what they paid; waiting and lost ones what the coupon could pay, with its bonus when it has one.
 */
export function couponAmount(c: {
  status: CouponStatus;
  stake: Minor;
  maxPay: Minor;
  bonusPay: Minor;
  income: Minor;
}): { key: CouponAmountKey; minor: Minor } {
  if (c.status === COUPON_STATUS.cancelled)
    return { key: 'coupons.refunded', minor: c.income > 0 ? c.income : c.stake };
  if (isPaidOut(c)) return { key: 'coupons.income', minor: c.income };
  // with a bonus the amount is the slip's "win with bonus", not the max pay the ticket prints beside it
  return { key: c.bonusPay > 0 ? 'slip.winWithBonus' : 'coupons.maxPay', minor: possiblePayout(c) };
}
