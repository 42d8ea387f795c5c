import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinationCode,
  elementarySums,
  sizesFromCode,
  systemTotals,
  systemTotalsByEnumeration,
} from './system-math.ts';

describe('system combinations (section 4)', () => {
  it('"System combination letters are 0-9 and A-J"', () => {
    expect(combinationCode(2)).toBe('2');
    expect(combinationCode(9)).toBe('9');
    expect(combinationCode(10)).toBe('A');
    expect(combinationCode(19)).toBe('J');
    // 0 is no system; 20 of 20 is a combine, past the 20 codes
    expect(() => combinationCode(0)).toThrow(RangeError);
    expect(() => combinationCode(20)).toThrow(RangeError);
    expect(() => combinationCode(2.5)).toThrow(RangeError);
  });

  it('reads combination letters back into sizes', () => {
    expect(sizesFromCode('23A')).toEqual([2, 3, 10]);
    expect(sizesFromCode('j0a2')).toEqual([2, 10, 19]);
    expect(sizesFromCode('')).toEqual([]);
    expect(() => sizesFromCode('2,3')).toThrow(RangeError);
    expect(() => sizesFromCode('K')).toThrow(RangeError);
    for (let k = 1; k <= 19; k++) expect(sizesFromCode(combinationCode(k))).toEqual([k]);
  });

  it('"the number of bets of a k-of-n system equals the sum of binomials" (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }),
        (n, b, sizes) => {
          const t = systemTotals(Array(b).fill(1500), Array(n).fill(2000), sizes);
          const expected = sizes.filter((k) => k <= n).reduce((s, k) => s + binomial(n, k), 0);
          return t.bets === expected;
        },
      ),
    );
  });

  it('counts bets as sums of binomials and sums odds in closed form', () => {
    // 2-of-3 at 2.00, 3.00, 4.00: 6 + 8 + 12 = 26.
    const t = systemTotals([], [2000, 3000, 4000], [2]);
    expect(t.bets).toBe(3);
    expect(Number(t.oddsSum) / Number(t.scale)).toBe(26);
    // A banker at 1.50 multiplies every bet.
    const b = systemTotals([1500], [2000, 3000, 4000], [2]);
    expect(Number(b.oddsSum) / Number(b.scale)).toBe(39);
    expect(systemTotals([], [2000], [5]).bets).toBe(0);
  });

  it('the closed form equals enumeration of every combination (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1010, max: 20_000 }), { minLength: 1, maxLength: 9 }),
        fc.array(fc.integer({ min: 1010, max: 5_000 }), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        (free, bankers, sizes) => {
          const a = systemTotals(bankers, free, sizes);
          const b = systemTotalsByEnumeration(bankers, free, sizes);
          const expectedBets = sizes
            .filter((k) => k <= free.length)
            .reduce((s, k) => s + binomial(free.length, k), 0);
          return (
            a.bets === b.bets && a.oddsSum === b.oddsSum && a.scale === b.scale && a.bets === expectedBets
          );
        },
      ),
    );
  });

  it('elementary sums of (1, 2, 3) are 1, 6, 11, 6', () => {
    expect(elementarySums([1, 2, 3])).toEqual([1n, 6n, 11n, 6n]);
    expect(binomial(5, 7)).toBe(0);
    expect(binomial(20, 10)).toBe(184_756);
  });
});
