import { describe, expect, it } from 'vitest';
import { COUPON_STATUS, isCancellable, isSellable, toMinor, type Coupon } from '@bet/shared';
import { cancelledCoupon, soldCoupon } from './coupon-after.ts';

const waiting: Coupon = {
  ticketId: '123456789',
  ticketDate: '2026-12-01T07:00:00.000Z',
  status: COUPON_STATUS.waiting,
  ticketType: 'TK',
  isLive: false,
  totalTipps: 1,
  totalStake: 5,
  totalTickets: 1,
  maxPay: 9.5,
  bonusPay: 0,
  totalOdds: 1.9,
  income: 0,
  systemCombi: '',
  canceled: 1,
  sellType: { status: 1, winPrice: 4.4 },
  lines: [],
};

describe('a coupon as its owner’s action left it', () => {
  it('is cancelled, neither cancellable nor sellable', () => {
    const now = cancelledCoupon(waiting);
    expect(now.status).toBe(COUPON_STATUS.cancelled);
    expect(now.income).toBe(0);
    expect(isCancellable(now)).toBe(false);
    expect(isSellable(now)).toBe(false);
    expect(now.ticketId).toBe(waiting.ticketId);
  });
  it('is sold for what the sale paid', () => {
    const now = soldCoupon(waiting, toMinor(4.4));
    expect(now.status).toBe(COUPON_STATUS.sold);
    expect(now.income).toBe(4.4);
    expect(isCancellable(now)).toBe(false);
    expect(isSellable(now)).toBe(false);
  });
});
