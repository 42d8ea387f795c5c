import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dashboardPeriods,
  calendarDayIn,
  dayRangeIn,
  isKnownTimeZone,
  startOfDay,
  zoneFromCookieHeader,
} from './periods.ts';

// Zones with clock changes, odd offsets and none; St John's changed its clock at 00:01 until 2011.
const ZONES = [
  'UTC',
  'Europe/Istanbul',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Pacific/Chatham',
  'America/St_Johns',
];
const HOUR = 3_600_000;

const wallClock = (t: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(t);

describe('dashboard periods', () => {
  it('today in Istanbul (UTC+3) begins at 21:00 UTC the day before', () => {
    const now = Date.UTC(2026, 10, 25, 10, 30); // a Wednesday
    const p = dashboardPeriods(now, 'Europe/Istanbul');
    expect(new Date(p.todayFrom).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(new Date(p.weekFrom).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(new Date(p.days[0]!).toISOString()).toBe('2026-11-18T21:00:00.000Z');
  });

  it('a day with a clock change is 23 or 25 hours long', () => {
    // Berlin's clocks went forward on 29 March 2026 and back on 25 October 2026.
    const spring = dashboardPeriods(Date.UTC(2026, 2, 30, 12), 'Europe/Berlin');
    expect(spring.days[6]! - spring.days[5]!).toBe(23 * HOUR);
    expect(spring.days[5]! - spring.days[4]!).toBe(24 * HOUR);
    const autumn = dashboardPeriods(Date.UTC(2026, 9, 26, 12), 'Europe/Berlin');
    expect(autumn.days[6]! - autumn.days[5]!).toBe(25 * HOUR);
  });

  it('today, the week and the seven days begin at local midnights around now, in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (now, zone) => {
          const p = dashboardPeriods(now, zone);
          expect(p.todayFrom).toBeLessThanOrEqual(now);
          expect(now - p.todayFrom).toBeLessThan(25 * HOUR);
          expect(p.todayFrom).toBe(startOfDay(now, zone));
          expect(wallClock(p.todayFrom, zone)).toMatch(/ 00:00:00$/);
          expect(wallClock(p.weekFrom, zone)).toMatch(/^Mon 00:00:00$/);
          expect(p.weekFrom).toBeLessThanOrEqual(p.todayFrom);
          expect(p.todayFrom - p.weekFrom).toBeLessThan(7 * 24 * HOUR);
          expect(p.days).toHaveLength(7);
          expect(p.days[6]).toBe(p.todayFrom);
          for (let i = 1; i < 7; i++) {
            const length = p.days[i]! - p.days[i - 1]!;
            expect(length).toBeGreaterThanOrEqual(23 * HOUR);
            expect(length).toBeLessThanOrEqual(25 * HOUR);
            expect(wallClock(p.days[i - 1]!, zone)).toMatch(/ 00:00:00$/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Istanbul')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('a calendar day in a zone', () => {
  const ymdIn = (t: number, zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(t);

  it('a day in Istanbul runs from 21:00 UTC the day before to 21:00 UTC', () => {
    expect(dayRangeIn('2026-11-25', 'Europe/Istanbul')).toEqual({
      from: Date.UTC(2026, 10, 24, 21),
      until: Date.UTC(2026, 10, 25, 21),
    });
  });

  it('holds exactly the instants whose local date is that day, in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (t, zone) => {
          const ymd = ymdIn(t, zone);
          const range = dayRangeIn(ymd, zone)!;
          expect(range.from).toBeLessThanOrEqual(t);
          expect(t).toBeLessThan(range.until);
          expect(ymdIn(range.from, zone)).toBe(ymd);
          expect(ymdIn(range.from - 1, zone)).not.toBe(ymd);
          expect(ymdIn(range.until, zone)).not.toBe(ymd);
          expect(ymdIn(range.until - 1, zone)).toBe(ymd);
        },
      ),
    );
  });

  it('refuses what is not a day', () => {
    expect(dayRangeIn('2026-02-30', 'UTC')).toBeNull();
    expect(dayRangeIn('25.11.2026', 'UTC')).toBeNull();
  });
});

describe('zoneFromCookieHeader', () => {
  it('reads the timezone cookie among others, and only a zone that exists', () => {
    expect(zoneFromCookieHeader('sid=abc; timezone=Asia%2FTokyo; x=1')).toBe('Asia/Tokyo');
    expect(zoneFromCookieHeader('timezone=UTC')).toBe('UTC');
    expect(zoneFromCookieHeader('timezone=Mars%2FBase')).toBeUndefined();
    expect(zoneFromCookieHeader('timezone=%E0%A4%A')).toBeUndefined();
    expect(zoneFromCookieHeader('mytimezone=UTC')).toBeUndefined();
    expect(zoneFromCookieHeader(undefined)).toBeUndefined();
  });
});

describe('calendarDayIn', () => {
  it('a late evening in New York is still that day there and already the next in Istanbul', () => {
    const t = Date.parse('2026-03-07T23:30:00-05:00');
    expect(calendarDayIn(t, 'America/New_York')).toBe('2026-03-07');
    expect(calendarDayIn(t, 'Europe/Istanbul')).toBe('2026-03-08');
  });

  it('where the clock goes back across midnight, the repeated evening belongs to the day that has begun', () => {
    // St John's ended summer time at 00:01 in 2008: 00:01 NDT became 23:01 NST of the day before.
    const afterChange = Date.parse('2008-11-02T02:31:00Z');
    expect(calendarDayIn(afterChange, 'America/St_Johns')).toBe('2008-11-02');
    expect(calendarDayIn(afterChange - 120_000, 'America/St_Johns')).toBe('2008-11-01');
  });

  it('every instant falls inside the range of the day it is on, in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (t, zone) => {
          const range = dayRangeIn(calendarDayIn(t, zone), zone)!;
          expect(t).toBeGreaterThanOrEqual(range.from);
          expect(t).toBeLessThan(range.until);
        },
      ),
      { numRuns: 500 },
    );
  });
});
