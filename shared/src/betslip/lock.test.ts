import { describe, expect, it } from 'vitest';
import { isCounted, isLocked } from './lock.ts';
import { addPick } from './picks.ts';
import { updatePicks } from './picks.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, EMPTY_SLIP } from './types.ts';

const user = DEFAULT_USER;

describe('locks and counting (section 4)', () => {
  it('"a pick is locked if its odd, odd type or match is suspended or not valid, or the bet status is not started"', () => {
    expect(isLocked(pick(1, 1.85))).toBe(false);
    const slip = addPick(EMPTY_SLIP, pick(1, 1.85), user).slip;
    const paused = updatePicks(slip, [
      { matchId: 1, marketId: 0, outcomeId: 0, match: { betStatus: 'paused' } },
    ]);
    expect(isLocked(paused.picks[0]!)).toBe(true);
    const suspended = updatePicks(slip, [
      { matchId: 1, marketId: 10, outcomeId: 100, outcome: { iss: true } },
    ]);
    expect(isLocked(suspended.picks[0]!)).toBe(true);
  });

  it('"an odd at or below 1.000001 [is] ignored in calculations"; inactive picks too', () => {
    expect(isCounted(pick(1, 1.000001))).toBe(false);
    expect(isCounted(pick(1, 1.01))).toBe(true);
    expect(isCounted(pick(1, 1.5, { outcome: { name: '', active: false, iss: false, isv: true } }))).toBe(
      false,
    );
  });
});

describe('every lock reason', () => {
  it('locks on an inactive or invisible match, market or odd, and on a low odd', () => {
    const base = pick(1, 1.85);
    expect(isLocked({ ...base, match: { ...base.match, active: false } })).toBe(true);
    expect(isLocked({ ...base, match: { ...base.match, isv: false } })).toBe(true);
    expect(isLocked({ ...base, market: { ...base.market, active: false } })).toBe(true);
    expect(isLocked({ ...base, outcome: { ...base.outcome, isv: false } })).toBe(true);
    expect(isLocked({ ...base, odd: 1.009 })).toBe(true);
    expect(isLocked({ ...base, odd: 1.01 })).toBe(false);
  });
});
