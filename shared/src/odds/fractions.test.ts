import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdd } from './display.ts';
import { FRACTION_LADDER, fractionalOdd } from './fractions.ts';

const value = (text: string) => {
  const [n, d] = text.split('/').map(Number);
  return n! / d!;
};
const LADDER_TEXT = new Set(FRACTION_LADDER.map(([n, d]) => `${n}/${d}`));
// odds in thousandths from 1.001 to the display cap, as the feed sends them
const anOdd = fc.integer({ min: 1001, max: 320_000 }).map((t) => t / 1000);

describe('fractional odds', () => {
  it('writes the usual fractions, not the exact ratio', () => {
    expect(fractionalOdd(2.875)).toBe('15/8');
    expect(fractionalOdd(3.87)).toBe('11/4');
    expect(fractionalOdd(1.667)).toBe('4/6');
    expect(fractionalOdd(2.5)).toBe('6/4');
    expect(fractionalOdd(3.125)).toBe('85/40');
    expect(fractionalOdd(2)).toBe('1/1');
    expect(fractionalOdd(1.97)).toBe('1/1');
    expect(fractionalOdd(1.93)).toBe('10/11');
    expect(fractionalOdd(1.85)).toBe('5/6');
    expect(fractionalOdd(320)).toBe('300/1');
    expect(fractionalOdd(1)).toBe('0/1');
  });

  it('is the odds format setting fractional, capped as decimals are', () => {
    expect(formatOdd(2.875, 'fractional')).toBe('15/8');
    expect(formatOdd(999, 'fractional')).toBe('300/1');
    expect(formatOdd(5, 'fractional', { maxOddsCoupon: 3 })).toBe('2/1');
  });

  it('keeps the ladder in rising order with no price twice', () => {
    const prices = FRACTION_LADDER.map(([n, d]) => n / d);
    for (let i = 1; i < prices.length; i++) expect(prices[i]!).toBeGreaterThan(prices[i - 1]!);
  });

  it('gives a price on the ladder itself unchanged', () => {
    for (const [n, d] of FRACTION_LADDER) expect(fractionalOdd(1 + n / d)).toBe(`${n}/${d}`);
  });

  it('always answers a ladder fraction, and none of the ladder lies nearer', () => {
    fc.assert(
      fc.property(anOdd, (odd) => {
        const text = fractionalOdd(odd);
        expect(LADDER_TEXT.has(text)).toBe(true);
        const gap = Math.abs(value(text) - (odd - 1));
        for (const [n, d] of FRACTION_LADDER)
          expect(Math.abs(n / d - (odd - 1))).toBeGreaterThanOrEqual(gap - 1e-9);
      }),
    );
  });

  it('never shows a longer price for a shorter odd', () => {
    fc.assert(
      fc.property(anOdd, anOdd, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(value(fractionalOdd(low))).toBeLessThanOrEqual(value(fractionalOdd(high)));
      }),
    );
  });
});
