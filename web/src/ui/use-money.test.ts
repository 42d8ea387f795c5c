import { describe, expect, it } from 'vitest';
import { intlLocales } from '@bet/shared';
import { decimalSign } from './use-money.ts';

describe('numbers in the language of the page', () => {
  it('write the decimal sign as the language does', () => {
    expect(decimalSign(intlLocales('en'))).toBe('.');
    expect(decimalSign(intlLocales('de'))).toBe(',');
  });
});
