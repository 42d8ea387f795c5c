import { describe, expect, it } from 'vitest';
import {
  canToggleBanker,
  ensureSystemBankers,
  systemOptions,
  toggleBanker,
  toggleSystemSize,
} from './system.ts';
import { pick } from './testing.ts';
import { EMPTY_SLIP } from './types.ts';

describe('system sizes and bankers (section 4)', () => {
  it('offers sizes 1..free picks and ticks them', () => {
    const slip = { ...EMPTY_SLIP, picks: [pick(1, 2), pick(2, 3), pick(3, 4)] };
    expect(systemOptions(slip).map((o) => [o.code, o.count])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 1],
    ]);
    const ticked = toggleSystemSize(slip, 2);
    expect(ticked.system).toEqual([2]);
    expect(systemOptions(ticked)[1]?.selected).toBe(true);
    expect(toggleSystemSize(ticked, 2).system).toEqual([]);
  });

  it('"A banker can be set on a pick only while fewer than (picks minus 2) are bankers, or to unset it"', () => {
    let slip = toggleSystemSize(
      { ...EMPTY_SLIP, picks: [pick(1, 2), pick(2, 3), pick(3, 4), pick(4, 5)] },
      1,
    );
    expect(canToggleBanker(slip, pick(1, 2))).toBe(true);
    slip = toggleBanker(slip, pick(1, 2));
    expect(slip.picks[0]?.banker).toBe(true);
    // 1 banker of 4 picks: 1 < 2, a second is allowed; then 2 < 2 fails.
    slip = toggleBanker(slip, pick(2, 3));
    expect(slip.picks.filter((p) => p.banker)).toHaveLength(2);
    expect(canToggleBanker(slip, pick(3, 4))).toBe(false);
    expect(toggleBanker(slip, pick(3, 4))).toBe(slip);
    expect(canToggleBanker(slip, pick(1, 2))).toBe(true);
    expect(canToggleBanker(slip, pick(9, 2))).toBe(false);
  });

  it('"if none remain selected all bankers are cleared"', () => {
    let slip = toggleSystemSize(
      { ...EMPTY_SLIP, picks: [pick(1, 2), pick(2, 3), pick(3, 4), pick(4, 5)] },
      1,
    );
    slip = toggleBanker(slip, pick(1, 2));
    slip = toggleSystemSize(slip, 1);
    expect(slip.system).toEqual([]);
    expect(slip.picks.some((p) => p.banker)).toBe(false);
  });

  it('"A system coupon accepts at most 10 matches ... missing bankers are auto-picked from the last matches"', () => {
    const picks = Array.from({ length: 12 }, (_, i) => pick(i + 1, 1.5));
    const slip = toggleSystemSize({ ...EMPTY_SLIP, picks }, 3);
    expect(slip.picks.filter((p) => p.banker).map((p) => p.matchId)).toEqual([11, 12]);
    expect(systemOptions(slip)).toHaveLength(10);
    // an auto-picked banker cannot be unset while that would make an eleventh system match
    expect(canToggleBanker(slip, pick(12, 1.5))).toBe(false);
    expect(toggleBanker(slip, pick(12, 1.5))).toBe(slip);
    // without a system there is no such cap
    expect(canToggleBanker({ ...slip, system: [] }, pick(12, 1.5))).toBe(true);
    expect(ensureSystemBankers({ ...EMPTY_SLIP, picks })).toEqual({ ...EMPTY_SLIP, picks });
  });
});
