import { describe, expect, it } from 'vitest';
import { chipRange, dayChips, isTimeChip } from './time-chips.ts';

const now = new Date(2026, 10, 22, 10, 30).getTime();

describe('time chips', () => {
  it('1 Hour and 6 Hour start now', () => {
    expect(chipRange('1h', now)).toEqual({
      from: new Date(now).toISOString(),
      to: new Date(now + 3_600_000).toISOString(),
    });
    expect(Date.parse(chipRange('6h', now).to) - now).toBe(6 * 3_600_000);
  });

  it('Today covers the remaining hours of the day', () => {
    expect(chipRange('today', now).to).toBe(new Date(2026, 10, 23).toISOString());
  });

  it('All covers matches_day days', () => {
    expect(Date.parse(chipRange('all', now).to) - now).toBe(30 * 24 * 3_600_000);
  });

  it('a day chip covers that whole local day', () => {
    const [first] = dayChips(now);
    expect(first!.chip).toBe('day:2026-11-23');
    expect(chipRange(first!.chip, now)).toEqual({
      from: new Date(2026, 10, 23).toISOString(),
      to: new Date(2026, 10, 24).toISOString(),
    });
  });

  it('recognises only known chips', () => {
    expect(isTimeChip('6h')).toBe(true);
    expect(isTimeChip('day:2026-11-23')).toBe(true);
    expect(isTimeChip('2h')).toBe(false);
    expect(isTimeChip(null)).toBe(false);
  });
});
