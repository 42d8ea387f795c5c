import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStake, stakeLimits, stakePerBet } from './stake-limits.ts';
import { pick } from './testing.ts';
import { DEFAULT_LIMIT_SET } from './types.ts';

const limits = {
  singleMinStake: 500,
  singleMaxStake: 2000,
  singleMaxPay: 90_000,
  kombiMinStake: 200,
  kombiMaxStake: 800,
  kombiMaxPay: 70_000,
};
const limited = pick(1, 2, { outcome: { name: '1', active: true, iss: false, isv: true, limits } });

describe('stake limits (section 5)', () => {
  it("the outcome's single limits narrow a single, its combined limits any other coupon", () => {
    expect(stakeLimits(DEFAULT_LIMIT_SET, [limited], true)).toEqual({
      minStake: 500,
      maxStake: 2000,
      maxPay: 90_000,
    });
    expect(stakeLimits(DEFAULT_LIMIT_SET, [limited, pick(2, 2)], false)).toEqual({
      minStake: 200,
      maxStake: 800,
      maxPay: 70_000,
    });
    // the user's own limits win when they are stricter
    expect(stakeLimits({ ...DEFAULT_LIMIT_SET, minStake: 1000, maxPay: 50_000 }, [limited], true)).toEqual({
      minStake: 1000,
      maxStake: 2000,
      maxPay: 50_000,
    });
  });

  it('"Stake type 1 means the entered stake is the total; otherwise it is divided by the coupon count (per bet)"', () => {
    expect(stakePerBet(1000, 3, 1)).toBe(333);
    expect(stakePerBet(1000, 3, 0)).toBe(1000);
    expect(stakePerBet(1000, 0, 1)).toBe(0);
    // what was typed is not clamped here: the slip refuses it with a message instead
    expect(stakePerBet(99_999, 1, 1)).toBe(99_999);
    expect(stakePerBet(0, 1, 0)).toBe(0);
  });

  it('a total that does not divide by the bets: whole cents per bet, the rest named as not staked', () => {
    expect(splitStake(1000, 3, 1)).toEqual({ perBet: 333, total: 999, leftover: 1 });
    expect(splitStake(1000, 4, 1)).toEqual({ perBet: 250, total: 1000, leftover: 0 });
    expect(splitStake(250, 3, 0)).toEqual({ perBet: 250, total: 750, leftover: 0 });
    expect(splitStake(2, 3, 1)).toEqual({ perBet: 0, total: 0, leftover: 2 });
  });

  it('over generated stakes and bet counts the split is exact: bets × per bet + leftover = typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1023 }),
        fc.constantFrom(0, 1),
        (typed, bets, staketype) => {
          const s = splitStake(typed, bets, staketype);
          expect(Number.isInteger(s.perBet) && Number.isInteger(s.leftover)).toBe(true);
          expect(s.total).toBe(s.perBet * bets);
          expect(s.perBet).toBe(stakePerBet(typed, bets, staketype));
          if (staketype === 1) {
            expect(s.total + s.leftover).toBe(typed);
            // never more than a cent per bet is left, and never a cent too many staked
            expect(s.leftover).toBeGreaterThanOrEqual(0);
            expect(s.leftover).toBeLessThan(bets);
          } else {
            expect(s.leftover).toBe(0);
            expect(s.perBet).toBe(typed);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
