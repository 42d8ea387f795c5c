import type { Minor } from '../money/money.ts';
import { percentOf } from '../money/payout.ts';
import type { BetFactor } from './bet-factor.ts';

const PERCENT_SCALE = 10_000n;

/** What `stakePerBet` on every bet pays if all win: stake × Σ bet odds, rounded down to the cent. */
export function payoutAt(stakePerBet: Minor, f: BetFactor): Minor {
  return Number((BigInt(stakePerBet) * f.sum) / f.scale);
}

/** A payout with its bonus on top (bonus rounded down). */
export function withBonus(pay: Minor, bonusPercent: number): Minor {
  return pay + percentOf(pay, bonusPercent);
}

/**
 * "When the max-win limit caps the stake, the stake is reduced to the allowed amount": the
 * largest stake per bet whose payout with its bonus stays within `maxPay`, or the stake itself
 * when it already fits.
 */
export function stakeWithinMaxPay(
  stakePerBet: Minor,
  f: BetFactor,
  maxPay: Minor,
  bonusPercent: number,
): Minor {
  if (stakePerBet <= 0 || f.sum === 0n || withBonus(payoutAt(stakePerBet, f), bonusPercent) <= maxPay)
    return stakePerBet;
  const bonusFactor = PERCENT_SCALE + BigInt(Math.round(bonusPercent * 100));
  // stake × sum/scale × (1 + bonus) ≤ maxPay, solved in integers and rounded down
  const allowed = Number((BigInt(maxPay) * f.scale * PERCENT_SCALE) / (f.sum * bonusFactor));
  return Math.min(stakePerBet, allowed);
}

/** The coupon's max pay and bonus, neither above the cap: "max pay is capped by the user's max pay". */
export function cappedPay(
  stakePerBet: Minor,
  f: BetFactor,
  maxPay: Minor,
  bonusPercent: number,
): { maxPay: Minor; bonusPay: Minor } {
  const pay = Math.min(payoutAt(stakePerBet, f), maxPay);
  return { maxPay: pay, bonusPay: Math.min(percentOf(pay, bonusPercent), Math.max(0, maxPay - pay)) };
}
