import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMISSION_BP_MAX, commissionAllowed, effectiveCommissionBp } from './commission.ts';

const arbBp = fc.integer({ min: 0, max: COMMISSION_BP_MAX });

describe('commission rates', () => {
  it('a child may have any rate up to its parent, none above; the house bounds nobody', () => {
    fc.assert(
      fc.property(arbBp, arbBp, (parent, asked) => {
        expect(commissionAllowed(parent, asked)).toBe(asked <= parent);
        expect(commissionAllowed(null, asked)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses rates outside 0 to 100 % and fractions of a basis point', () => {
    for (const bad of [-1, COMMISSION_BP_MAX + 1, 12.5, Number.NaN])
      expect(commissionAllowed(null, bad)).toBe(false);
  });

  it('the rate that applies is never above its own nor above any ancestor, and is one of them', () => {
    fc.assert(
      fc.property(fc.array(arbBp, { minLength: 1, maxLength: 6 }), (chain) => {
        const bp = effectiveCommissionBp(chain);
        for (const c of chain) expect(bp).toBeLessThanOrEqual(c);
        expect(chain).toContain(bp);
      }),
      { numRuns: 500 },
    );
  });

  it('a chain whose rates never rise keeps the dealer its own rate', () => {
    fc.assert(
      fc.property(fc.array(arbBp, { minLength: 1, maxLength: 6 }), (raw) => {
        const chain = [...raw].sort((a, b) => b - a);
        expect(effectiveCommissionBp(chain)).toBe(chain[chain.length - 1]);
      }),
    );
  });
});
