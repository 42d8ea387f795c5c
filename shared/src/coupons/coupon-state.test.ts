import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_STATUS,
  COUPON_STATUS_LIST,
  couponStatusName,
  isCancellable,
  isPaidOut,
  isSellable,
  isSettledByResults,
  LINE_STATUS,
  lineStatusName,
  settledCouponStatus,
} from './coupon-state.ts';

const sell = (status: number, winPrice: number) => ({ status, winPrice });

describe('coupon states', () => {
  it('names every status the API sends, and nothing else', () => {
    expect(COUPON_STATUS_LIST).toEqual([0, 1, -1, -2, 2]);
    expect(COUPON_STATUS_LIST.map(couponStatusName)).toEqual(['waiting', 'won', 'lost', 'cancelled', 'sold']);
    expect(couponStatusName(3)).toBeUndefined();
    expect([0, 1, -1, 2].map(lineStatusName)).toEqual(['waiting', 'won', 'lost', 'void']);
    expect(lineStatusName(-2)).toBeUndefined();
  });

  it('paid out is won or sold, or cancelled by void lines with the stakes given back', () => {
    const paid = COUPON_STATUS_LIST.filter((status) => isPaidOut({ status, income: 10 }));
    expect(paid).toEqual([COUPON_STATUS.won, COUPON_STATUS.cancelled, COUPON_STATUS.sold]);
    // a person's cancel refunds at once, with no income
    expect(isPaidOut({ status: COUPON_STATUS.cancelled, income: 0 })).toBe(false);
  });

  const lineStatus = fc.constantFrom(...Object.values(LINE_STATUS).filter((s) => s !== LINE_STATUS.waiting));
  const payout = fc.nat(1_000_000);

  it('a coupon whose every line is void is cancelled, whatever it gives back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), payout, (n, paid) => {
        const lines = Array.from({ length: n }, () => ({ status: LINE_STATUS.void }));
        expect(settledCouponStatus(lines, paid)).toBe(COUPON_STATUS.cancelled);
      }),
    );
  });

  it('with any line not void, a coupon that pays something won and one that pays nothing lost', () => {
    fc.assert(
      fc.property(fc.array(lineStatus, { minLength: 1, maxLength: 20 }), payout, (statuses, paid) => {
        fc.pre(statuses.some((s) => s !== LINE_STATUS.void));
        const status = settledCouponStatus(
          statuses.map((s) => ({ status: s })),
          paid,
        );
        expect(status).toBe(paid > 0 ? COUPON_STATUS.won : COUPON_STATUS.lost);
      }),
    );
  });

  it('results decide waiting, won, lost and result-cancelled coupons, never sold or cancelled by a person', () => {
    expect(COUPON_STATUS_LIST.filter((status) => isSettledByResults({ status, income: 10 }))).toEqual([
      COUPON_STATUS.waiting,
      COUPON_STATUS.won,
      COUPON_STATUS.lost,
      COUPON_STATUS.cancelled,
    ]);
    expect(isSettledByResults({ status: COUPON_STATUS.cancelled, income: 0 })).toBe(false);
    expect(isSettledByResults({ status: COUPON_STATUS.lost, income: 0 })).toBe(true);
  });

  it('only a waiting coupon flagged by the server may be cancelled', () => {
    expect(isCancellable({ status: 0, canceled: 1 })).toBe(true);
    expect(isCancellable({ status: 0, canceled: 0 })).toBe(false);
    for (const status of COUPON_STATUS_LIST.filter((s) => s !== 0))
      expect(isCancellable({ status, canceled: 1 })).toBe(false);
  });

  it('only a waiting coupon with an open price above zero may be sold', () => {
    expect(isSellable({ status: 0, sellType: sell(1, 12.5) })).toBe(true);
    expect(isSellable({ status: 0, sellType: sell(1, 0) })).toBe(false);
    expect(isSellable({ status: 0, sellType: sell(0, 12.5) })).toBe(false);
    expect(isSellable({ status: 2, sellType: sell(1, 12.5) })).toBe(false);
  });
});
