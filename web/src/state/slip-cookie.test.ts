import { describe, expect, it } from 'vitest';
import { decodeSlipCookie, encodeSlipCookie } from './slip-cookie.ts';
import type { Slip, SlipPick } from '@bet/shared';

const pick = (matchId: number, outcomeId: number, odd: number, banker = false) =>
  ({ matchId, marketId: matchId * 10, outcomeId, odd, banker }) as SlipPick;

describe('betslip cookie', () => {
  it('round-trips picks, odds to the thousandth, bankers and system sizes', () => {
    const slip: Slip = {
      picks: [pick(100112, 1001121100, 2.13), pick(7, 8, 1.005, true)],
      system: [2, 3],
      stake: 0,
    };
    const back = decodeSlipCookie(encodeSlipCookie(slip));
    expect(back.system).toEqual([2, 3]);
    expect(back.picks).toEqual([
      { matchId: 100112, marketId: 1001120, outcomeId: 1001121100, odd: 2.13, banker: false },
      { matchId: 7, marketId: 70, outcomeId: 8, odd: 1.005, banker: true },
    ]);
  });

  it('is compact and cookie-safe', () => {
    const picks = Array.from({ length: 20 }, (_, i) => pick(100000 + i, 1000000000 + i, 12.345));
    const value = encodeSlipCookie({ picks, system: [], stake: 0 });
    expect(value).not.toMatch(/[;,\s]/);
    expect(value.length).toBeLessThan(800);
  });

  it('ignores rubbish', () => {
    expect(decodeSlipCookie('zz~').picks.length).toBe(0);
  });
});
