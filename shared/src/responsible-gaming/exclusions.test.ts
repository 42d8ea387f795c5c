import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SELF_EXCLUSION_LENGTHS,
  TIME_OUT_LENGTHS,
  bindingExclusion,
  exclusionEnd,
  exclusionRefusalKey,
  isExclusionActive,
  newExclusionAllowed,
  type Exclusion,
} from './exclusions.ts';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('exclusion lengths', () => {
  it('offer the regulators’ time-outs and self-exclusions', () => {
    expect(TIME_OUT_LENGTHS).toEqual(['1d', '1w', '1m', '2m', '3m']);
    expect(SELF_EXCLUSION_LENGTHS).toEqual(['6m', '1y', '5y', 'permanent']);
  });

  it('end on calendar dates, a missing day falling to the month’s last', () => {
    const from = at('2026-01-31T10:00:00Z');
    expect(exclusionEnd('1d', from)).toBe(at('2026-02-01T10:00:00Z'));
    expect(exclusionEnd('1w', from)).toBe(at('2026-02-07T10:00:00Z'));
    expect(exclusionEnd('1m', from)).toBe(at('2026-02-28T10:00:00Z'));
    expect(exclusionEnd('2m', from)).toBe(at('2026-03-31T10:00:00Z'));
    expect(exclusionEnd('3m', from)).toBe(at('2026-04-30T10:00:00Z'));
    expect(exclusionEnd('6m', from)).toBe(at('2026-07-31T10:00:00Z'));
    expect(exclusionEnd('1y', at('2028-02-29T00:00:00Z'))).toBe(at('2029-02-28T00:00:00Z'));
    expect(exclusionEnd('5y', from)).toBe(at('2031-01-31T10:00:00Z'));
    expect(exclusionEnd('permanent', from)).toBeNull();
  });

  it('each last longer than the one before (generated)', () => {
    const lengths = [...TIME_OUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), (from) => {
        const ends = lengths.map((l) => exclusionEnd(l, from) ?? Infinity);
        expect(ends[0]).toBe(from + DAY);
        for (let i = 1; i < ends.length; i++) expect(ends[i]!).toBeGreaterThan(ends[i - 1]!);
      }),
    );
  });
});

describe('running exclusions', () => {
  const now = at('2026-11-27T12:00:00Z');
  const timeOut: Exclusion = { type: 'timeOut', startsAt: now - DAY, endsAt: now + DAY };
  const over: Exclusion = { type: 'selfExclusion', startsAt: now - 400 * DAY, endsAt: now - 1 };
  const permanent: Exclusion = { type: 'selfExclusion', startsAt: now - 1, endsAt: null };

  it('bind from their start until their end', () => {
    expect(isExclusionActive(timeOut, now)).toBe(true);
    expect(isExclusionActive(timeOut, now + DAY)).toBe(false);
    expect(isExclusionActive(over, now)).toBe(false);
    expect(isExclusionActive(permanent, now + 1e12)).toBe(true);
  });

  it('the one that ends last binds, and names its refusal', () => {
    expect(bindingExclusion([over], now)).toBeNull();
    expect(bindingExclusion([timeOut, over], now)).toBe(timeOut);
    expect(bindingExclusion([timeOut, permanent], now)).toBe(permanent);
    expect(exclusionRefusalKey(timeOut)).toBe('rgTimedOut');
    expect(exclusionRefusalKey(permanent)).toBe('rgSelfExcluded');
  });

  it('cannot be shortened: only a later end may be taken while one runs', () => {
    expect(newExclusionAllowed(null, now + DAY)).toBe(true);
    expect(newExclusionAllowed(timeOut, now + DAY / 2)).toBe(false);
    expect(newExclusionAllowed(timeOut, now + 2 * DAY)).toBe(true);
    expect(newExclusionAllowed(timeOut, null)).toBe(true);
    expect(newExclusionAllowed(permanent, null)).toBe(false);
  });
});
