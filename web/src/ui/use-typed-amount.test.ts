import { describe, expect, it } from 'vitest';
import { intlLocales } from '@bet/shared';
import { decimalSign } from './use-money.ts';
import { typedAmountIn } from './use-typed-amount.ts';

const inLanguage = (code: 'tr' | 'en' | 'aa' | 'de' | 'fr' | 'ru') =>
  typedAmountIn(decimalSign(intlLocales(code)));

describe('a box where money is typed', () => {
  it('reads a Turkish thousand, grouped or not, and the decimal comma', () => {
    const tr = inLanguage('tr');
    expect(tr.read('1.000')).toBe(100_000);
    expect(tr.read('1.000,50')).toBe(100_050);
    expect(tr.read('1000,5')).toBe(100_050);
    expect(tr.read(' 12.345.678,90 ')).toBe(1_234_567_890);
    // a phone's keypad gives the point: once, before other than three digits, it is the decimal sign
    expect(tr.read('10.5')).toBe(1_050);
    expect(tr.read('abc')).toBeNull();
    expect(tr.read('')).toBeNull();
  });

  it('reads English and Arabic grouping, and the Arabic signs', () => {
    expect(inLanguage('en').read('1,000.50')).toBe(100_050);
    expect(inLanguage('en').read('1,000')).toBe(100_000);
    const aa = inLanguage('aa');
    expect(aa.read('1,000.50')).toBe(100_050);
    expect(aa.read('1\u066c000\u066b50')).toBe(100_050);
  });

  it('reads the space French and Russian group with', () => {
    expect(inLanguage('fr').read('1\u202f000,50')).toBe(100_050);
    expect(inLanguage('ru').read('1\u00a0000,50')).toBe(100_050);
    expect(inLanguage('de').read('1.000,50')).toBe(100_050);
  });

  it('refuses the key that leaves no amount to be made, keeps the one on its way to one', () => {
    const tr = inLanguage('tr');
    expect(tr.keep('1.000.0', '1.000.')).toBe('1.000.0');
    expect(tr.keep('10,505', '10,50')).toBe('10,50');
    expect(tr.keep('10a', '10')).toBe('10');
    expect(tr.keep('', '1')).toBe('');
  });

  it('shows an amount to edit in the language, and reads it back the same', () => {
    for (const code of ['tr', 'en', 'aa', 'de', 'fr', 'ru'] as const) {
      const box = inLanguage(code);
      expect(box.read(box.show(100_050))).toBe(100_050);
      expect(box.read(box.show(1_250))).toBe(1_250);
    }
    expect(inLanguage('tr').show(100_050)).toBe('1000,50');
    expect(inLanguage('en').show(100_050)).toBe('1000.50');
  });

  it('reads a commission in percent to basis points with the language decimal sign', () => {
    expect(inLanguage('tr').read('12,5')).toBe(1_250);
    expect(inLanguage('en').read('12.5')).toBe(1_250);
    // no commission is a thousand percent: the request's range (at most 10,000) refuses it
    expect(inLanguage('tr').read('1.000')).toBe(100_000);
  });
});
