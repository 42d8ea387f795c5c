import { describe, expect, it } from 'vitest';
import { pickCap } from './pick-caps.ts';
import { pick } from './testing.ts';
import { DEFAULT_CAPS } from './types.ts';

describe('pick caps (sections 5 and 9)', () => {
  it('"at most 27 odds in a multiple ... 20 odds per coupon"; a system takes the system cap', () => {
    expect(pickCap([pick(1, 2), pick(2, 2)], [])).toBe(20);
    expect(pickCap([pick(1, 2), pick(1, 2, { mk: 5 })], [])).toBe(27);
    expect(pickCap([pick(1, 2), pick(2, 2)], [2])).toBe(20);
    expect(pickCap([pick(1, 2)], [1], { ...DEFAULT_CAPS, maxSystemPicks: 12 })).toBe(12);
  });
});
