import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuickAmount, quickAmounts } from './quick-amounts.ts';

describe('quick amounts (section 5)', () => {
  it('"Quick amounts come from a comma-separated site setting", default 5, 10, 25, 50', () => {
    expect(quickAmounts('')).toEqual([5, 10, 25, 50]);
    expect(quickAmounts(undefined)).toEqual([5, 10, 25, 50]);
    expect(quickAmounts('20, 40,x,100')).toEqual([20, 40, 100]);
    expect(quickAmounts('0,-5, ,')).toEqual([5, 10, 25, 50]);
  });

  it('"adds to the current stake, capped at the coupon max stake and then at the user\'s credit"', () => {
    let s = applyQuickAmount({ stake: 500, isDefault: false }, 1000, { maxStake: 25_000 });
    expect(s.stake).toBe(1500);
    s = applyQuickAmount(s, 5000, { maxStake: 3000 });
    expect(s.stake).toBe(3000);
    s = applyQuickAmount(s, 5000, { maxStake: 25_000, credit: 4000 });
    expect(s.stake).toBe(4000);
    expect(applyQuickAmount(s, 5000, { maxStake: 25_000, credit: -300 }).stake).toBe(0);
  });

  it('"\'C\' resets, and the next quick amount replaces the stake"', () => {
    const reset = applyQuickAmount({ stake: 4000, isDefault: false }, 'C', { maxStake: 25_000 });
    expect(reset).toEqual({ stake: 0, isDefault: true });
    const replaced = applyQuickAmount({ stake: 700, isDefault: true }, 1000, { maxStake: 25_000 });
    expect(replaced).toEqual({ stake: 1000, isDefault: false });
    // and the one after adds again
    expect(applyQuickAmount(replaced, 1000, { maxStake: 25_000 }).stake).toBe(2000);
  });

  it('a quick amount sets the stake while it is the default, and adds once it was chosen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (stake, amount, isDefault) => {
          const next = applyQuickAmount({ stake, isDefault }, amount, { maxStake: 1_000_000 });
          expect(next).toEqual({ stake: isDefault ? amount : stake + amount, isDefault: false });
        },
      ),
    );
    // the case: +5 on the default 1.00 is 5.00
    expect(applyQuickAmount({ stake: 100, isDefault: true }, 500, { maxStake: 25_000 }).stake).toBe(500);
  });
});
