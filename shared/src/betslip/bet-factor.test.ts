import { describe, expect, it } from 'vitest';
import { betFactor, oddsOf, totalOddsOf } from './bet-factor.ts';
import { pick } from './testing.ts';

describe('bets and summed odds in closed form', () => {
  it('a combine is one bet at the product of the odds', () => {
    const f = betFactor('KK', [pick(1, 1.85), pick(2, 2.1)], [], 0);
    expect(f).toEqual({ bets: 1, sum: 3_885_000n, scale: 1_000_000n, smallestBet: 2 });
    expect(totalOddsOf(f)).toBe(3.885);
  });

  it('"capped at the user\'s maxOddsCoupon limit if set"', () => {
    const f = betFactor('KK', [pick(1, 10), pick(2, 10)], [], 50);
    expect(totalOddsOf(f)).toBe(50);
    expect(totalOddsOf(betFactor('KK', [pick(1, 5), pick(2, 5)], [], 50))).toBe(25);
  });

  it('"A multiple-type coupon cannot keep two selections of the same match": one pick per match per bet', () => {
    // match 1 has 2.00 and 3.00, match 2 has 1.50: bets 2.00×1.50 and 3.00×1.50
    const f = betFactor('CK', [pick(1, 2), pick(1, 3, { mk: 5 }), pick(2, 1.5)], [], 0);
    expect(f.bets).toBe(2);
    expect(totalOddsOf(f)).toBe(7.5);
    expect(f.smallestBet).toBe(2);
  });

  it('a system holds its bankers in every bet; the smallest ticked size decides the smallest bet', () => {
    const picks = [pick(1, 1.5, { banker: true }), pick(2, 2), pick(3, 3), pick(4, 4)];
    const f = betFactor('SK', picks, [2, 3], 0);
    // 2s: 1.5 × 26 = 39; 3s: 1.5 × 24 = 36
    expect(f.bets).toBe(4);
    expect(totalOddsOf(f)).toBe(75);
    expect(f.smallestBet).toBe(3);
    expect(betFactor('SK', picks, [7], 0)).toMatchObject({ bets: 0, smallestBet: 0 });
  });

  it('no picks, no bets; odds carry three decimals', () => {
    expect(betFactor('KK', [], [], 0).bets).toBe(0);
    expect(oddsOf([{ odd: 1.8549999 }, { odd: 2 }])).toEqual([1855, 2000]);
  });
});
