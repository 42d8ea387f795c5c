import { describe, expect, it } from 'vitest';
import { randomDigits } from './random-digits.ts';

describe('random digits', () => {
  it('are as many decimal digits as asked', () => {
    for (const count of [0, 1, 11, 20, 5000])
      expect(randomDigits(count)).toMatch(new RegExp(`^\\d{${count}}$`));
  });

  it('draw every digit equally often (chi-squared over 200,000 digits)', () => {
    const counts = new Array<number>(10).fill(0);
    const n = 200_000;
    const digits = randomDigits(n);
    for (const d of digits) counts[Number(d)]!++;
    const expected = n / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: above 33.7 once in 10,000 runs by chance; a byte taken modulo 10
    // without the redraw favours 0-5 by 2.4 % and lands near 60
    expect(chi2).toBeLessThan(33.7);
  });

  it('never repeat a draw (two twenty-digit codes in a row differ)', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => randomDigits(20)));
    expect(seen.size).toBe(1000);
  });
});
