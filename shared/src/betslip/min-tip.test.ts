import { describe, expect, it } from 'vitest';
import { meetsMinTip, requiredMinTip } from './min-tip.ts';
import { pick } from './testing.ts';

const withMatchMinTip = (m: number, minTip: number) => pick(m, 2, { match: { ...pick(m, 2).match, minTip } });

describe('minimum number of matches (MBS)', () => {
  it('"a match with minTip 3 cannot be played as a single"', () => {
    const need = requiredMinTip(1, [withMatchMinTip(1, 3)]);
    expect(need).toBe(3);
    expect(meetsMinTip(1, need)).toBe(false);
    expect(meetsMinTip(3, need)).toBe(true);
  });

  it("the largest of the user's min tip and every pick's; an outcome's own minTip wins over its match's", () => {
    expect(requiredMinTip(4, [withMatchMinTip(1, 2)])).toBe(4);
    expect(requiredMinTip(1, [withMatchMinTip(1, 2), withMatchMinTip(2, 5)])).toBe(5);
    const outcome = pick(1, 2, {
      match: { ...pick(1, 2).match, minTip: 4 },
      outcome: { name: '1', active: true, iss: false, isv: true, minTip: 2 },
    });
    expect(requiredMinTip(1, [outcome])).toBe(2);
    expect(requiredMinTip(0, [])).toBe(1);
  });
});
