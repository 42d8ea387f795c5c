import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REALITY_CHECK_MINUTES,
  nextRealityCheckAt,
  realityCheckInterval,
  siteRealityCheckMinutes,
} from './reality-check.ts';

const MIN = 60_000;

/** A small seeded generator, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

describe('reality checks', () => {
  it('fall on whole multiples of the interval after the session start, always after now', () => {
    const next = rng(20);
    for (let i = 0; i < 2000; i++) {
      const start = 1_700_000_000_000 + Math.floor(next() * 1e10);
      const minutes = 1 + Math.floor(next() * 180);
      const now = start + Math.floor(next() * 3 * 24 * 60 * MIN);
      const at = nextRealityCheckAt(start, minutes, now)!;
      expect(at).toBeGreaterThan(now);
      expect(at - now).toBeLessThanOrEqual(minutes * MIN);
      expect((at - start) % (minutes * MIN)).toBe(0);
      // asking again at the check itself gives the one after it
      expect(nextRealityCheckAt(start, minutes, at)).toBe(at + minutes * MIN);
    }
  });

  it('the first one comes one interval after the start, even when the clock is behind it', () => {
    expect(nextRealityCheckAt(1000, 30, 1000)).toBe(1000 + 30 * MIN);
    expect(nextRealityCheckAt(1000, 30, 0)).toBe(1000 + 30 * MIN);
  });

  it('none when the interval is 0', () => {
    expect(nextRealityCheckAt(1000, 0, 5000)).toBeNull();
  });

  it("the player's own interval wins over the site's", () => {
    expect(realityCheckInterval(60, 15)).toBe(15);
    expect(realityCheckInterval(60, null)).toBe(60);
    expect(realityCheckInterval(0, null)).toBe(0);
    expect(realityCheckInterval(0, 30)).toBe(30);
  });

  it("reads the site's setting, a broken one as the default", () => {
    expect(siteRealityCheckMinutes('0')).toBe(0);
    expect(siteRealityCheckMinutes('45')).toBe(45);
    for (const bad of [undefined, '', '-5', 'x', '99999', '1.5'])
      expect(siteRealityCheckMinutes(bad)).toBe(DEFAULT_REALITY_CHECK_MINUTES);
  });
});
