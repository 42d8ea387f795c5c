import { describe, expect, it } from 'vitest';
import { LANGUAGES, intlLocales } from '@bet/shared';
import {
  BROWSER_TIME_ZONE,
  DATE_TIME,
  MATCH_TIME,
  dateFormat,
  isTimeZone,
  timeZone,
  zoneFromCookie,
} from './time-zone.ts';

describe('the time zone dates are shown in', () => {
  it('is the zone the timezone cookie names, when it is a real zone', () => {
    expect(zoneFromCookie('lang=de; timezone=America%2FNew_York; x=1')).toBe('America/New_York');
    expect(zoneFromCookie('timezone=Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneFromCookie('timezone=Mars%2FOlympus')).toBeUndefined();
    expect(zoneFromCookie('timezone=%E0%A4%A')).toBeUndefined();
    expect(zoneFromCookie('lang=de')).toBeUndefined();
    expect(isTimeZone('Asia/Tehran')).toBe(true);
  });

  it("else the browser's own (no document here)", () => {
    expect(timeZone()).toBe(BROWSER_TIME_ZONE);
  });
});

describe('dates in the language of the page', () => {
  const kickOff = new Date('2025-11-24T15:30:00Z');
  const at = (code: Parameters<typeof intlLocales>[0], zone = 'Europe/Istanbul') =>
    dateFormat(intlLocales(code), MATCH_TIME, zone).format(kickOff);

  it("write the spec's dd/MM HH:mm the way each language does, in the given zone", () => {
    // Turkish, the default, writes exactly the spec's dd/MM HH:mm.
    expect(at('tr')).toBe('24/11 18:30');
    expect(at('en')).toBe('24/11, 18:30');
    expect(at('de')).toBe('24.11., 18:30');
    expect(at('en', 'America/New_York')).toBe('24/11, 10:30');
  });

  it('keep Latin digits and a 24-hour clock in Arabic and Persian', () => {
    expect(at('aa')).toMatch(/24.*11.*18:30/);
    expect(at('fa')).toContain('18:30');
  });

  it('reuse one formatter per options, language and zone', () => {
    expect(dateFormat(['de'], MATCH_TIME, 'UTC')).toBe(dateFormat(['de'], MATCH_TIME, 'UTC'));
    expect(dateFormat(['de'], MATCH_TIME, 'UTC')).not.toBe(dateFormat(['fr'], MATCH_TIME, 'UTC'));
  });
});

describe('24-hour times in every language', () => {
  const afternoon = new Date('2026-11-27T15:05:00Z');
  it.each(LANGUAGES.map((l) => l.code))('%s writes 15:05, never a 12-hour clock', (code) => {
    for (const options of [MATCH_TIME, DATE_TIME, { hour: '2-digit', minute: '2-digit' } as const]) {
      const text = dateFormat(intlLocales(code), options, 'UTC').format(afternoon);
      expect(text).toContain('15:05');
      expect(text).not.toMatch(/\b(AM|PM)\b|[صم]\s*$|ص|م/);
    }
  });
});
