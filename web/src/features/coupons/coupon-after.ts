import { COUPON_STATUS, SELL_CLOSED, toMajor, type Coupon, type Minor } from '@bet/shared';

/**
 * The coupon as its owner's cancel leaves it, known from the cancel's answer alone: cancelled,
 * its stake given back at once (income 0), neither cancellable nor sellable any more. The page
 * shows it so at once; a later read from the server replaces it.
 */
export function cancelledCoupon(coupon: Coupon): Coupon {
  return {
    ...coupon,
    status: COUPON_STATUS.cancelled,
    income: 0,
    canceled: 0,
    sellType: { status: SELL_CLOSED, winPrice: 0 },
  };
}

/** The coupon as a cash-out leaves it, from the sale's answer: sold for `paid`, nothing more to do. */
export function soldCoupon(coupon: Coupon, paid: Minor): Coupon {
  return {
    ...coupon,
    status: COUPON_STATUS.sold,
    income: toMajor(paid),
    canceled: 0,
    sellType: { status: SELL_CLOSED, winPrice: 0 },
  };
}
