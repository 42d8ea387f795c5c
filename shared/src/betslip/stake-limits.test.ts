import { describe, expect, it } from 'vitest';
import { stakeLimits, stakePerBet } from './stake-limits.ts';
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

  const l = { minStake: 100, maxStake: 25_000, maxPay: 1_250_000 };
  it('"Min stake is the default stake" and "Stake is clamped between min stake and max stake"', () => {
    expect(stakePerBet(0, 1, 1, l)).toBe(100);
    expect(stakePerBet(50, 1, 1, l)).toBe(100);
    expect(stakePerBet(99_999, 1, 1, l)).toBe(25_000);
  });

  it('"Stake type 1 means the entered stake is the total; otherwise it is divided by the coupon count (per bet)"', () => {
    expect(stakePerBet(1000, 3, 1, l)).toBe(333);
    expect(stakePerBet(1000, 3, 0, l)).toBe(1000);
    expect(stakePerBet(1000, 0, 1, l)).toBe(0);
  });
});
