import { describe, expect, it } from 'vitest';
import { intlLocales } from '../i18n/intl-locale.ts';
import { localAmount, localPercent } from './money.ts';

describe('amounts in the language of the page', () => {
  it('use the decimal sign and grouping of the language, from five digits on', () => {
    expect(localAmount(105050, intlLocales('en'))).toBe('1050.50');
    expect(localAmount(1250000, intlLocales('en'))).toBe('12,500.00');
    expect(localAmount(105050, intlLocales('de'))).toBe('1050,50');
    expect(localAmount(1250000, intlLocales('de'))).toBe('12.500,00');
    expect(localAmount(1000, intlLocales('tr'))).toBe('10,00');
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
