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

/** `sellType.status` of a coupon that has a cash-out price now. */
export const SELL_OPEN = 1;

/** The name of a status, for its message key (`coupon.status.<name>`). */
export function couponStatusName(status: number): CouponStatusName | undefined {
  return (Object.keys(COUPON_STATUS) as CouponStatusName[]).find((k) => COUPON_STATUS[k] === status);
}

/** The name of a line's status, for its message key (`coupon.status.<name>`). */
export function lineStatusName(status: number): LineStatusName | undefined {
  return (Object.keys(LINE_STATUS) as LineStatusName[]).find((k) => LINE_STATUS[k] === status);
}

export const isWaiting = (c: Pick<Coupon, 'status'>): boolean => c.status === COUPON_STATUS.waiting;

/** Won or sold: the coupon paid its owner something. */
export const isPaidOut = (c: Pick<Coupon, 'status'>): boolean =>
  c.status === COUPON_STATUS.won || c.status === COUPON_STATUS.sold;

/** Waiting and inside the owner's cancel window (the server's `canceled` flag). */
export const isCancellable = (c: Pick<Coupon, 'status' | 'canceled'>): boolean =>
  isWaiting(c) && c.canceled === 1;

/** Waiting with a cash-out price above zero. */
export const isSellable = (c: Pick<Coupon, 'status' | 'sellType'>): boolean =>
  isWaiting(c) && c.sellType.status === SELL_OPEN && c.sellType.winPrice > 0;
