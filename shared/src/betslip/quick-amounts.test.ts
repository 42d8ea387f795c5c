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
    let s = applyQuickAmount({ stake: 500, replaceNext: false }, 1000, { maxStake: 25_000 });
    expect(s.stake).toBe(1500);
    s = applyQuickAmount(s, 5000, { maxStake: 3000 });
    expect(s.stake).toBe(3000);
    s = applyQuickAmount(s, 5000, { maxStake: 25_000, credit: 4000 });
    expect(s.stake).toBe(4000);
    expect(applyQuickAmount(s, 5000, { maxStake: 25_000, credit: -300 }).stake).toBe(0);
  });

  it('"\'C\' resets, and the next quick amount replaces the stake"', () => {
    const reset = applyQuickAmount({ stake: 4000, replaceNext: false }, 'C', { maxStake: 25_000 });
    expect(reset).toEqual({ stake: 0, replaceNext: true });
    const replaced = applyQuickAmount({ stake: 700, replaceNext: true }, 1000, { maxStake: 25_000 });
    expect(replaced).toEqual({ stake: 1000, replaceNext: false });
    // and the one after adds again
    expect(applyQuickAmount(replaced, 1000, { maxStake: 25_000 }).stake).toBe(2000);
  });
});
