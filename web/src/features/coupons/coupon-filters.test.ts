import { describe, expect, it } from 'vitest';
import { COUPON_TABS, couponsDays, dayInput, isArchived, slashDate } from './coupon-filters.ts';

describe('coupon filters', () => {
  it('sends dates with slashes', () => {
    expect(slashDate('2026-11-02')).toBe('2026/11/02');
  });
  it('counts days from today for the date inputs', () => {
    expect(dayInput(-30, new Date(2026, 10, 22))).toBe('2026-10-23');
    expect(dayInput(0, new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('maps the tabs to the statuses of the contract', () => {
    expect(COUPON_TABS.map((t) => t.status)).toEqual([undefined, 0, 1, -1]);
  });
});

describe('coupon history window', () => {
  it('reads coupons_day, 30 by default', () => {
    expect(couponsDays(undefined)).toBe(30);
    expect(couponsDays('7')).toBe(7);
    expect(couponsDays('x')).toBe(30);
    expect(couponsDays('0')).toBe(30);
  });
  it('calls a coupon older than the window archived', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isArchived({ ticketDate: '2026-10-01T00:00:00Z' }, 30, now)).toBe(true);
    expect(isArchived({ ticketDate: '2026-11-20T00:00:00Z' }, 30, now)).toBe(false);
  });
});
