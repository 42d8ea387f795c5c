import { describe, expect, it } from 'vitest';
import { intlLocales } from '@bet/shared';
import { decimalSign, localPercent } from './use-money.ts';

describe('numbers in the language of the page', () => {
  it('write percentages and the decimal sign as the language does', () => {
    expect(localPercent(5, intlLocales('tr'))).toBe('%5');
    expect(localPercent(5, intlLocales('en'))).toBe('5%');
    expect(decimalSign(intlLocales('en'))).toBe('.');
    expect(decimalSign(intlLocales('de'))).toBe(',');
  });
});
