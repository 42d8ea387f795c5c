import { describe, expect, it } from 'vitest';
import { htmlLang, intlLocales, siteLanguage } from './intl-locale.ts';
import { LANGUAGES } from './languages.ts';

describe('site language codes to BCP 47', () => {
  it('maps the codes that are not BCP 47 to the languages they mean', () => {
    expect(htmlLang('aa')).toBe('ar');
    expect(htmlLang('kr')).toBe('ko');
    expect(htmlLang('iq')).toBe('ku');
    expect(htmlLang('cw')).toBe('pap');
    for (const code of [
      'tr',
      'en',
      'az',
      'de',
      'el',
      'es',
      'fa',
      'fr',
      'it',
      'nl',
      'pt',
      'ru',
      'sq',
    ] as const)
      expect(htmlLang(code)).toBe(code);
  });

  it('gives Intl well-formed tags of the same language first, and British English last', () => {
    for (const { code } of LANGUAGES) {
      const locales = intlLocales(code);
      // Intl.getCanonicalLocales throws on a malformed tag.
      expect(Intl.getCanonicalLocales([...locales])).toHaveLength(locales.length);
      expect(new Intl.Locale(locales[0]!).language).toBe(htmlLang(code));
      expect(locales.at(-1)).toBe('en-GB');
    }
  });

  it('maps a BCP 47 tag back to its site language', () => {
    for (const { code } of LANGUAGES) expect(siteLanguage(htmlLang(code))).toBe(code);
    expect(siteLanguage('de-AT')).toBe('de');
    expect(siteLanguage('AR')).toBe('aa');
    expect(siteLanguage('aa')).toBeUndefined();
    expect(siteLanguage('ja-JP')).toBeUndefined();
  });

  it('falls back from Papiamentu to the Dutch of Curaçao', () => {
    expect(intlLocales('cw')).toEqual(['pap-CW', 'nl-CW', 'en-GB']);
  });

  it('keeps Latin digits for Arabic and Persian, so dates read like the odds beside them', () => {
    const date = new Date('2025-11-24T15:30:00Z');
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const;
    expect(new Intl.DateTimeFormat(intlLocales('aa'), options).format(date)).toContain('15:30');
    expect(new Intl.DateTimeFormat(intlLocales('fa'), options).format(date)).toContain('15:30');
  });

  it('formats a date the way each language writes it', () => {
    const date = new Date('2025-11-24T15:30:00Z');
    const dayMonth = (code: Parameters<typeof intlLocales>[0]) =>
      new Intl.DateTimeFormat(intlLocales(code), {
        day: '2-digit',
        month: '2-digit',
        timeZone: 'UTC',
      }).format(date);
    expect(dayMonth('de')).toBe('24.11.');
    expect(dayMonth('en')).toBe('24/11');
    expect(dayMonth('kr')).toMatch(/^11\. 24\.$/);
  });

  it('answers the same list every time (formatters are cached by it)', () => {
    expect(intlLocales('de')).toBe(intlLocales('de'));
  });
});
