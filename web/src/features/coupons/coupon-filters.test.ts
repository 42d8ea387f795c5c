import { describe, expect, it } from 'vitest';
import { COUPON_TABS, dayInput, slashDate } from './coupon-filters.ts';

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
