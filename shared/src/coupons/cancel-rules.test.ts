import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelRefusal, type CancelFacts } from './cancel-rules.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const MIN = 60_000;
const waiting: CancelFacts = {
  status: 0,
  isLive: false,
  createdAt: NOW - MIN,
  firstMatchAt: NOW + 60 * MIN,
  cancelWindowMs: 5 * MIN,
  now: NOW,
};

const facts = fc.record({
  status: fc.constantFrom(0, 1, -1, -2, 2),
  isLive: fc.boolean(),
  createdAt: fc.integer({ min: NOW - 600 * MIN, max: NOW }),
  firstMatchAt: fc.integer({ min: NOW - 600 * MIN, max: NOW + 600 * MIN }),
  cancelWindowMs: fc.integer({ min: 0, max: 60 * MIN }),
  now: fc.constant(NOW),
});

describe('the cancel rule', () => {
  it('lets the owner, a dealer and an admin cancel a waiting pre-match coupon before kick-off', () => {
    for (const actor of ['owner', 'dealer', 'admin'] as const)
      expect(cancelRefusal(actor, waiting)).toBeNull();
  });

  it('refuses everyone a live coupon, a started match and a coupon that is not waiting', () => {
    for (const actor of ['owner', 'dealer', 'admin'] as const) {
      expect(cancelRefusal(actor, { ...waiting, isLive: true })).toBe('liveCouponCannotCancel');
      expect(cancelRefusal(actor, { ...waiting, firstMatchAt: NOW })).toBe('couponCancelTimeExpired');
      expect(cancelRefusal(actor, { ...waiting, firstMatchAt: NOW - 1 })).toBe('couponCancelTimeExpired');
      for (const status of [1, -1, -2, 2])
        expect(cancelRefusal(actor, { ...waiting, status })).toBe('couponNotWaiting');
    }
  });

  it('binds only the owner to the cancel window', () => {
    const late = { ...waiting, createdAt: NOW - 10 * MIN };
    expect(cancelRefusal('owner', late)).toBe('couponCancelTimeExpired');
    expect(cancelRefusal('dealer', late)).toBeNull();
    expect(cancelRefusal('admin', late)).toBeNull();
  });

  it('over generated coupons: nobody ever cancels a live, started or settled coupon', () => {
    fc.assert(
      fc.property(
        facts,
        fc.constantFrom('owner' as const, 'dealer' as const, 'admin' as const),
        (c, actor) => {
          if (cancelRefusal(actor, c) !== null) return;
          expect(c.status).toBe(0);
          expect(c.isLive).toBe(false);
          expect(c.firstMatchAt).toBeGreaterThan(c.now);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('over generated coupons: a dealer and an admin decide alike, and may whatever the owner may', () => {
    fc.assert(
      fc.property(facts, (c) => {
        expect(cancelRefusal('dealer', c)).toBe(cancelRefusal('admin', c));
        if (cancelRefusal('owner', c) === null) expect(cancelRefusal('dealer', c)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
