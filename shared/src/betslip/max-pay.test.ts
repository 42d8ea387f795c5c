import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betFactor } from './bet-factor.ts';
import { cappedPay, payoutAt, stakeWithinMaxPay, withBonus } from './max-pay.ts';
import { pick } from './testing.ts';

const kk = betFactor('KK', [pick(1, 10), pick(2, 10)], [], 0);

describe('max pay (section 5)', () => {
  it('pays stake × odds rounded down to the cent', () => {
    expect(payoutAt(333, betFactor('KK', [pick(1, 1.5)], [], 0))).toBe(499);
    expect(withBonus(1000, 12.5)).toBe(1125);
  });

  it('"When the max-win limit caps the stake, the stake is reduced to the allowed amount"', () => {
    expect(stakeWithinMaxPay(20_000, kk, 10_000, 0)).toBe(100);
    expect(stakeWithinMaxPay(50, kk, 10_000, 0)).toBe(50);
    // a 10 % bonus counts towards the cap: 90 × 100 × 1.1 = 9900, 91 would pay 10 010
    expect(stakeWithinMaxPay(20_000, kk, 10_000, 10)).toBe(90);
  });

  it('"max pay is capped by the user\'s max pay", the bonus only fills what is left', () => {
    expect(cappedPay(200, kk, 10_000, 10)).toEqual({ maxPay: 10_000, bonusPay: 0 });
    expect(cappedPay(90, kk, 10_000, 10)).toEqual({ maxPay: 9000, bonusPay: 900 });
  });

  it('the reduced stake is the largest that fits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1010, max: 9000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 25 }),
        (odds, stake, cap, bonus) => {
          const f = betFactor(
            'KK',
            odds.map((o, i) => pick(i + 1, o / 1000)),
            [],
            0,
          );
          const s = stakeWithinMaxPay(stake, f, cap, bonus);
          expect(s).toBeLessThanOrEqual(stake);
          expect(withBonus(payoutAt(s, f), bonus)).toBeLessThanOrEqual(cap);
          // within the cents that rounding down can hide
          if (s < stake) expect(withBonus(payoutAt(s + 4, f), bonus)).toBeGreaterThan(cap);
        },
      ),
    );
  });
});
