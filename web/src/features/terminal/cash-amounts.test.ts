import { describe, expect, it } from 'vitest';
import { intlLocales } from '@bet/shared';
import { decimalSign } from '../../ui/use-money.ts';
import { changeAmount } from './counter-actions.ts';
import { cashAmount } from './shop-cash-actions.ts';

describe("the shop terminal's cash boxes", () => {
  const tr = decimalSign(intlLocales('tr'));
  const en = decimalSign(intlLocales('en'));

  it('read a cash amount in major units, grouped in the language', () => {
    expect(cashAmount('1.500', tr)).toBe(1500);
    expect(cashAmount('1.500,50', tr)).toBe(1500.5);
    expect(cashAmount('150,5', tr)).toBe(150.5);
    expect(cashAmount('1,500.50', en)).toBe(1500.5);
    expect(cashAmount('0', tr)).toBe(0);
    expect(cashAmount('15x', tr)).toBeNaN();
    expect(cashAmount('', tr)).toBeNaN();
  });

  it('read the change for a voucher in minor units, above zero', () => {
    expect(changeAmount('1.000', tr)).toBe(100_000);
    expect(changeAmount('2,50', tr)).toBe(250);
    expect(changeAmount('1,000.25', en)).toBe(100_025);
    expect(changeAmount('0', tr)).toBeNull();
    expect(changeAmount('1,2,3', tr)).toBeNull();
  });
});
