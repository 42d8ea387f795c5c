import { describe, expect, it } from 'vitest';
import { RateMeter } from './rate-meter.ts';

describe('a rate over the last seconds', () => {
  it('is the mean of the last whole seconds, without the second under way', () => {
    const meter = new RateMeter(10);
    const t0 = 1_000_000_000;
    for (let s = 0; s < 10; s++) meter.add(t0 + s * 1000 + 500, 30);
    meter.add(t0 + 10_000, 999);
    expect(meter.perSecond(t0 + 10_200)).toBe(30);
  });

  it('forgets seconds older than its window, also when a slot is not reused', () => {
    const meter = new RateMeter(10);
    const t0 = 2_000_000_000;
    meter.add(t0, 100);
    expect(meter.perSecond(t0 + 1_000)).toBe(10);
    expect(meter.perSecond(t0 + 10_999)).toBe(10);
    expect(meter.perSecond(t0 + 11_000)).toBe(0);
    // the slot of t0 is written again eleven seconds later: the old count is gone
    meter.add(t0 + 11_000, 5);
    expect(meter.perSecond(t0 + 12_000)).toBe(0.5);
  });

  it('is zero with nothing counted', () => {
    expect(new RateMeter().perSecond(Date.now())).toBe(0);
  });
});
