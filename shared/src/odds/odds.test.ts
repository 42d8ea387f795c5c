import { describe, expect, it } from 'vitest';
import type { Market } from '../api/sports.ts';
import { isBettable, oddDirection, unavailableReason } from './bettable.ts';
import { displayOdd, formatOdd } from './display.ts';
import { isHalfLine, isQuarterLine, mainOverUnderLine, mostBalancedLine, visibleLines } from './lines.ts';

const match = { active: true, betStatus: 'started' as const, ttype: 'N' as const, iss: false, isv: true };
const market = { active: true, iss: false, isv: true };
const outcome = { active: true, iss: false, isv: true, odd: 1.85 };

describe('odd availability (section 4)', () => {
  it('a fully open odd is bettable', () => {
    expect(isBettable(match, market, outcome)).toBe(true);
  });

  it.each([
    [{ ...match, active: false }, market, outcome, 'matchInactive'],
    [{ ...match, betStatus: 'stopped' as const }, market, outcome, 'betsNotStarted'],
    [{ ...match, betStatus: 'paused' as const }, market, outcome, 'betsNotStarted'],
    [{ ...match, iss: true }, market, outcome, 'matchSuspended'],
    [match, { ...market, active: false }, outcome, 'marketSuspended'],
    [match, { ...market, iss: true }, outcome, 'marketSuspended'],
    [match, market, { ...outcome, active: false }, 'oddSuspended'],
    [match, market, { ...outcome, iss: true }, 'oddSuspended'],
    [match, { ...market, isv: false }, outcome, 'notVisible'],
    [match, market, { ...outcome, odd: 1.009 }, 'oddTooLow'],
    [match, market, { ...outcome, odd: 1 }, 'oddTooLow'],
  ])('refuses %# with its reason', (m, mk, o, reason) => {
    expect(unavailableReason(m, mk, o)).toBe(reason);
    expect(isBettable(m, mk, o)).toBe(false);
  });

  it('"an odd below 1.01 is treated as suspended", 1.01 itself is fine', () => {
    expect(isBettable(match, market, { ...outcome, odd: 1.01 })).toBe(true);
  });

  it('"down -1, up 1, unchanged 0"', () => {
    expect(oddDirection(1.8, 1.9)).toBe(1);
    expect(oddDirection(1.9, 1.8)).toBe(-1);
    expect(oddDirection(1.9, 1.9)).toBe(0);
    expect(oddDirection(undefined, 1.9)).toBe(0);
  });
});

describe('odds display (section 5)', () => {
  it('"otherwise 2 decimals (or the site-set number)"', () => {
    expect(displayOdd(1.855)).toBe('1.85');
    expect(displayOdd(1.8)).toBe('1.80');
    expect(displayOdd(1.855, { decimals: 3 })).toBe('1.855');
  });
  it('rounds a total odd down on request, as its payout is floored', () => {
    expect(displayOdd(7.195, { down: true })).toBe('7.19');
    expect(displayOdd(7.199, { down: true })).toBe('7.19');
    expect(displayOdd(2.1, { down: true })).toBe('2.10');
    expect(displayOdd(1.005, { down: true })).toBe('1.005');
    expect(displayOdd(12, { down: true })).toBe('12');
    expect(displayOdd(500, { down: true })).toBe('320');
  });
  it('"integers of two or more digits shown without decimals"', () => {
    expect(displayOdd(12)).toBe('12');
    expect(displayOdd(12.5)).toBe('12.50');
    expect(displayOdd(2)).toBe('2.00');
  });
  it('"1.001 to 1.01 shown with three decimals"', () => {
    expect(displayOdd(1.005)).toBe('1.005');
    expect(displayOdd(1.01)).toBe('1.01');
  });
  it('"capped at the user\'s maxOddsCoupon limit if set; hard cap 320"', () => {
    expect(displayOdd(500)).toBe('320');
    expect(displayOdd(50, { maxOddsCoupon: 25 })).toBe('25');
    expect(displayOdd(50, { maxOddsCoupon: 0 })).toBe('50');
  });
  it('shows fractional and American formats derived from the decimal odd', () => {
    expect(formatOdd(1.85, 'fractional')).toBe('5/6');
    expect(formatOdd(3.5, 'fractional')).toBe('5/2');
    expect(formatOdd(1.85, 'american')).toBe('-118');
    expect(formatOdd(3.5, 'american')).toBe('+250');
    expect(formatOdd(2.1, 'decimal')).toBe('2.10');
  });
});

function ou(special: string, over: number, under: number, typeId = 18): Market {
  return {
    id: Math.round(Number(special) * 100),
    typeId,
    name: 'Over/Under',
    special,
    active: true,
    iss: false,
    isv: true,
    cashout: true,
    outcomes: [
      { id: 1, name: 'Over', odd: over, active: true, iss: false, isv: true },
      { id: 2, name: 'Under', odd: under, active: true, iss: false, isv: true },
    ],
  };
}

describe('over/under lines (section 5)', () => {
  it('recognises half and quarter lines', () => {
    expect(isHalfLine('2.5')).toBe(true);
    expect(isHalfLine('2')).toBe(false);
    expect(isQuarterLine('2.25')).toBe(true);
    expect(isQuarterLine('2.75')).toBe(true);
    expect(isQuarterLine('2.5')).toBe(false);
  });

  it('"Over/under odds whose special value is not x.5 are dropped; quarter lines hidden for certain market ids"', () => {
    const markets = [
      ou('2.5', 1.9, 1.9),
      ou('2', 1.5, 2.5),
      ou('2.25', 1.7, 2.1, 16),
      { ...ou('0:1', 2, 2, 14) },
    ];
    expect(visibleLines(markets, [16]).map((m) => m.special)).toEqual(['2.5', '0:1']);
  });

  it('"the displayed line is a .5 line whose over odd lies between 1.5 and 2.5"', () => {
    const lines = [ou('1.5', 1.3, 3.4), ou('2.5', 1.95, 1.85), ou('3.5', 2.6, 1.45)];
    expect(mainOverUnderLine(lines)?.special).toBe('2.5');
    const two = [ou('2.5', 1.55, 2.4), ou('3.5', 2.05, 1.75)];
    expect(mainOverUnderLine(two)?.special).toBe('3.5');
  });

  it('"otherwise 2.5 pre-match, or the first line above the current goals"', () => {
    const lines = [ou('1.5', 1.1, 6), ou('2.5', 1.3, 3.3), ou('4.5', 3.5, 1.25)];
    expect(mainOverUnderLine(lines)?.special).toBe('2.5');
    expect(mainOverUnderLine(lines, { goals: 3 })?.special).toBe('4.5');
    expect(mainOverUnderLine([ou('2', 3, 1.3)])).toBeUndefined();
  });

  it("picks the 'most balanced' line", () => {
    const lines = [ou('1.5', 1.3, 3.4), ou('2.5', 1.95, 1.85), ou('3.5', 2.6, 1.45)];
    expect(mostBalancedLine(lines)?.special).toBe('2.5');
    expect(mostBalancedLine([])).toBeUndefined();
  });
});
