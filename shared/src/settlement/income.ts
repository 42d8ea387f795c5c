import { percentFromHundredths, percentOf } from '../money/payout.ts';
import { LINE_STATUS } from '../coupons/coupon-state.ts';
import { couponPayout } from './payout.ts';

/** The sizes of a coupon that decide what it pays (minor units; bonus percent in hundredths). */
export interface CouponTerms {
  ticketType: string;
  system: readonly number[];
  stakePerBet: number;
  maxPay: number;
  bonusPercent: number;
  bonusPay: number;
}

/** A settled line as the income rule reads it: its factor and whether it won in full. */
export interface IncomeLine {
  matchId: number;
  banker: boolean;
  /** thousandths: the odd when won, 1000 void, 0 lost, halves between */
  factor: number;
  odd: number;
  /** 1 won (or half won), -1 lost, 2 void */
  status: number;
}

/**
 * What a coupon whose lines are all settled pays: the payout under the max-pay cap, and the coupon
 * bonus when every line won in full (never above what placement promised). Settlement books
 * these two apart; the liability view and waitingPayout ask it of lines not yet decided.
 */
export function couponIncome(
  terms: CouponTerms,
  lines: readonly IncomeLine[],
): { payout: number; bonus: number } {
  const payout = Math.min(
    couponPayout(terms.ticketType, lines, terms.system, terms.stakePerBet),
    terms.maxPay,
  );
  const bonus =
    terms.bonusPercent > 0 && wonInFull(lines)
      ? Math.min(percentOf(payout, percentFromHundredths(terms.bonusPercent)), terms.bonusPay)
      : 0;
  return { payout, bonus };
}

/**
 * The most a waiting coupon can still pay: its capped payout with its bonus, what it pays when every
 * open line wins (couponIncome's case of the liability view). The coupon shows it as its win with
 * bonus, and the panel's dashboard sums it over the waiting coupons. Linear, so the sum of the
 * coupons' maxPay and bonusPay gives the sum of their possible payouts (minor units).
 */
export function possiblePayout(terms: Pick<CouponTerms, 'maxPay' | 'bonusPay'>): number {
  return terms.maxPay + terms.bonusPay;
}

/** A line of a waiting coupon: its factor null while open, else as settlement wrote it. */
export interface WaitingLine extends Omit<IncomeLine, 'factor'> {
  factor: number | null;
}

/**
 * What a waiting coupon can still pay: every open line wins, its settled lines keep what
 * settlement gave them. While no line is lost, void or half won that is its possible payout, bonus
 * included; a lost line of a combination leaves nothing, a void one pays at its lower odds and no
 * bonus (couponIncome). The dashboard sums it over the waiting coupons; the liability view asks it
 * with one market's outcome decided (minor units).
 */
export function waitingPayout(terms: CouponTerms, lines: readonly WaitingLine[]): number {
  const decided = lines.map((l) => ({
    ...l,
    factor: l.factor ?? l.odd,
    status: l.factor === null ? LINE_STATUS.won : l.status,
  }));
  if (wonInFull(decided)) return possiblePayout(terms);
  const { payout, bonus } = couponIncome(terms, decided);
  return payout + bonus;
}

/** Every line won at its own odds (no void, no half): the coupon bonus stands. */
const wonInFull = (lines: readonly IncomeLine[]) =>
  lines.every((l) => l.status === LINE_STATUS.won && l.factor === l.odd);
