import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../api/accounts.ts';
import {
  mayVoidAtCounter,
  payoutExpiresAt,
  RETAIL_DEFAULTS,
  retailSettings,
  voucherExpiresAt,
} from './counter-rules.ts';

describe('counter rules', () => {
  it('lets the shop, an administrator and a dealer with the cancel right void; nobody else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(0, 1), (role, cancel) => {
        const may = mayVoidAtCounter(role, { couponCancel: cancel as 0 | 1 });
        const expected =
          ['terminal', 'filiale', 'admin'].includes(role) ||
          (['topDealer', 'dealer', 'subDealer'].includes(role) && cancel === 1);
        expect(may).toBe(expected);
      }),
    );
    expect(mayVoidAtCounter('player', { couponCancel: 1 })).toBe(false);
  });

  it('reads the settings, falling back to the defaults for unset or broken values', () => {
    expect(retailSettings({})).toEqual(RETAIL_DEFAULTS);
    expect(retailSettings({ ticket_payout_days: '182' }).ticketPayoutDays).toBe(182);
    expect(
      retailSettings({ payout_approval_above: '0', ticket_payout_days: '0', voucher_days: 'x' }),
    ).toEqual({ payoutApprovalAbove: 0, ticketPayoutDays: 182, voucherDays: 90 });
    expect(retailSettings({ payout_approval_above: '-5', voucher_days: '30' })).toEqual({
      ...RETAIL_DEFAULTS,
      voucherDays: 30,
    });
  });

  it('ends payouts the given days after settlement, and never for a waiting ticket', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 3650 }), (at, days) => {
        expect(payoutExpiresAt(at, days)).toBe(at + days * 86_400_000);
        expect(voucherExpiresAt(at, days)).toBe(at + days * 86_400_000);
      }),
    );
    expect(payoutExpiresAt(null, 182)).toBeNull();
  });
});
