import { describe, expect, it } from 'vitest';
import { couponAmount } from './coupon-amount.ts';
import { COUPON_STATUS } from './coupon-state.ts';

const coupon = { stake: 700, maxPay: 5_000, bonusPay: 0, income: 0 };

describe('the amount beside a coupon’s stake', () => {
  it('a coupon cancelled by a person shows its stake given back, never a maximum win', () => {
    expect(couponAmount({ ...coupon, status: COUPON_STATUS.cancelled })).toEqual({
      key: 'coupons.refunded',
      minor: 700,
    });
  });

  it('a coupon cancelled by its results shows what they gave back', () => {
    expect(couponAmount({ ...coupon, status: COUPON_STATUS.cancelled, income: 650 })).toEqual({
      key: 'coupons.refunded',
      minor: 650,
    });
  });

  it('won and sold coupons show what they paid', () => {
    expect(couponAmount({ ...coupon, status: COUPON_STATUS.won, income: 5_000 })).toEqual({
      key: 'coupons.income',
      minor: 5_000,
    });
    expect(couponAmount({ ...coupon, status: COUPON_STATUS.sold, income: 420 })).toEqual({
      key: 'coupons.income',
      minor: 420,
    });
  });

  it('waiting and lost coupons show what they could pay, with the bonus when there is one', () => {
    for (const status of [COUPON_STATUS.waiting, COUPON_STATUS.lost]) {
      expect(couponAmount({ ...coupon, status })).toEqual({ key: 'coupons.maxPay', minor: 5_000 });
      expect(couponAmount({ ...coupon, status, bonusPay: 250 })).toEqual({
        key: 'slip.winWithBonus',
        minor: 5_250,
      });
    }
  });
});
