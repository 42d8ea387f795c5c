import type { Coupon, CouponLine, CouponStatus } from '../api/coupons.ts';

/** A coupon's status as the API and the database store it. */
export const COUPON_STATUS = {
  waiting: 0,
  won: 1,
  lost: -1,
  cancelled: -2,
  sold: 2,
} as const satisfies Record<string, CouponStatus>;
export type CouponStatusName = keyof typeof COUPON_STATUS;

/** Every status in the order the coupon search offers them. */
export const COUPON_STATUS_LIST: readonly CouponStatus[] = Object.values(COUPON_STATUS);

/** A coupon line's status: still open (waiting), won, lost, or void (the match cancelled or the pick refunded). */
export const LINE_STATUS = { waiting: 0, won: 1, lost: -1, void: 2 } as const satisfies Record<
  string,
  CouponLine['status']
>;
export type LineStatusName = keyof typeof LINE_STATUS;

/** `sellType.status` of a coupon that has a cash-out price now, and of one that has none. */
export const SELL_OPEN = 1;
export const SELL_CLOSED = 0;

/** The name of a status, for its message key (`coupon.status.<name>`). */
export function couponStatusName(status: number): CouponStatusName | undefined {
  return (Object.keys(COUPON_STATUS) as CouponStatusName[]).find((k) => COUPON_STATUS[k] === status);
}

/** The name of a line's status, for its message key (`coupon.status.<name>`). */
export function lineStatusName(status: number): LineStatusName | undefined {
  return (Object.keys(LINE_STATUS) as LineStatusName[]).find((k) => LINE_STATUS[k] === status);
}

export const isWaiting = (c: Pick<Coupon, 'status'>): boolean => c.status === COUPON_STATUS.waiting;

/**
 * The coupon paid its owner something: won, sold, or cancelled by its results (every line void)
 * with its stakes given back as income. One cancelled by a person was refunded at once (income 0).
 */
export const isPaidOut = (c: Pick<Coupon, 'status' | 'income'>): boolean =>
  c.status === COUPON_STATUS.won ||
  c.status === COUPON_STATUS.sold ||
  (c.status === COUPON_STATUS.cancelled && c.income > 0);

/**
 * The status of a coupon once every line is settled. Every line void (its matches called off)
 * gives the stakes back and the coupon is cancelled, the spec's status for a coupon that neither
 * won nor lost; otherwise it won when it pays something and lost when not.
 */
export function settledCouponStatus(lines: readonly { status: number }[], payout: number): CouponStatus {
  if (lines.length > 0 && lines.every((l) => l.status === LINE_STATUS.void)) return COUPON_STATUS.cancelled;
  return payout > 0 ? COUPON_STATUS.won : COUPON_STATUS.lost;
}

/**
 * Whether its matches' results decide the coupon, on a correction again: waiting, won, lost, or
 * cancelled by its results (income holds the stakes given back). A coupon cancelled or voided by a
 * person (income 0) and a sold one are closed for good.
 */
export const isSettledByResults = (c: Pick<Coupon, 'status' | 'income'>): boolean =>
  c.status === COUPON_STATUS.waiting ||
  c.status === COUPON_STATUS.won ||
  c.status === COUPON_STATUS.lost ||
  (c.status === COUPON_STATUS.cancelled && c.income > 0);

/** Waiting and inside the owner's cancel window (the server's `canceled` flag). */
export const isCancellable = (c: Pick<Coupon, 'status' | 'canceled'>): boolean =>
  isWaiting(c) && c.canceled === 1;

/** Waiting with a cash-out price above zero. */
export const isSellable = (c: Pick<Coupon, 'status' | 'sellType'>): boolean =>
  isWaiting(c) && c.sellType.status === SELL_OPEN && c.sellType.winPrice > 0;
