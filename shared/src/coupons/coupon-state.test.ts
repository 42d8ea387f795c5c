import { describe, expect, it } from 'vitest';
import {
  COUPON_STATUS,
  COUPON_STATUS_LIST,
  couponStatusName,
  isCancellable,
  isPaidOut,
  isSellable,
  lineStatusName,
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

  it('paid out is won or sold', () => {
    const paid = COUPON_STATUS_LIST.filter((status) => isPaidOut({ status }));
    expect(paid).toEqual([COUPON_STATUS.won, COUPON_STATUS.sold]);
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
