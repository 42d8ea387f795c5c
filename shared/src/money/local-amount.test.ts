import { describe, expect, it } from 'vitest';
import { intlLocales } from '../i18n/intl-locale.ts';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { localAmount, localPercent } from './money.ts';

describe('amounts in the language of the page', () => {
  it('use the decimal sign of the language and group thousands as it does (CLDR)', () => {
    expect(localAmount(250004, intlLocales('tr'))).toBe('2.500,04');
    expect(localAmount(169300, intlLocales('tr'))).toBe('1.693,00');
    expect(localAmount(105050, intlLocales('en'))).toBe('1,050.50');
    expect(localAmount(1250000, intlLocales('en'))).toBe('12,500.00');
    expect(localAmount(105050, intlLocales('de'))).toBe('1.050,50');
    expect(localAmount(1250000, intlLocales('de'))).toBe('12.500,00');
    expect(localAmount(1000, intlLocales('tr'))).toBe('10,00');
    // Spanish, Italian, Portuguese and Albanian write a four-digit amount whole and group from five
    expect(localAmount(250004, intlLocales('es'))).toBe('2500,04');
    expect(localAmount(2500004, intlLocales('es'))).toBe('25.000,04');
    expect(localAmount(250004, intlLocales('pt'))).toBe('2500,04');
    expect(localAmount(250004, intlLocales('it'))).toBe('2500,04');
  });

  it('group a four-digit amount in every site language as its CLDR data says', () => {
    // what Node's ICU (full CLDR) writes; Chromium lacks Azerbaijani, Kurdish and Albanian, which
    // shared writes out itself (amount-engines.test.ts, e2e amount-engines.spec.ts)
    const expected: Record<LanguageCode, string> = {
      aa: '2,500.04',
      az: '2.500,04',
      cw: '2.500,04',
      de: '2.500,04',
      el: '2.500,04',
      en: '2,500.04',
      es: '2500,04',
      fa: '2,500.04',
      fr: '2\u202f500,04',
      iq: '2.500,04',
      it: '2500,04',
      kr: '2,500.04',
      nl: '2.500,04',
      pt: '2500,04',
      ru: '2\u00a0500,04',
      sq: '2500,04',
      tr: '2.500,04',
    };
    for (const { code } of LANGUAGES)
      expect([code, localAmount(250004, intlLocales(code))]).toEqual([code, expected[code]]);
  });

  it('are exact for any whole number of minor units (no float on the way)', () => {
    expect(localAmount(900719925474099, intlLocales('en'))).toBe('9,007,199,254,740.99');
    expect(localAmount(-5, intlLocales('en'))).toBe('-0.05');
  });

  it('keep Latin digits in Arabic and Persian', () => {
    expect(localAmount(1050, intlLocales('aa'))).toMatch(/10\.50/);
    expect(localAmount(1050, intlLocales('fa'))).toMatch(/10[.,٫]50/);
  });
});

describe('percentages in the language of the page', () => {
  it('put the sign and the decimals where the language does', () => {
    expect(localPercent(5, intlLocales('tr'))).toBe('%5');
    expect(localPercent(5, intlLocales('en'))).toBe('5%');
    expect(localPercent(95.95, intlLocales('tr'))).toBe('%95,95');
    expect(localPercent(95.95, intlLocales('de'))).toBe('95,95\u00a0%');
  });
});
