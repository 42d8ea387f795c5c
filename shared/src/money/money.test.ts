import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney, parseAmount, toMajor, toMinor } from './money.ts';
import { payout, percentOf, scaledPayout, toThousandths, fromThousandths } from './payout.ts';

describe('money in integer minor units', () => {
  it('converts API amounts (major units, at most 2 decimals) exactly', () => {
    expect(toMinor(10.5)).toBe(1050);
    expect(toMinor(0.1)).toBe(10);
    expect(toMinor(1234.56)).toBe(123456);
    expect(() => toMinor(1.005)).toThrow(RangeError);
    expect(toMajor(1050)).toBe(10.5);
  });

  it('round-trips every amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => toMinor(toMajor(cents)) === cents),
    );
  });

  it('parses typed amounts and refuses what is not one', () => {
    expect(parseAmount('10')).toBe(1000);
    expect(parseAmount('10.5')).toBe(1050);
    expect(parseAmount('10,50')).toBe(1050);
    expect(parseAmount('10.')).toBe(1000);
    expect(parseAmount('10.555')).toBeNull();
    expect(parseAmount('.5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('7', 0)).toBe(700);
    expect(parseAmount('7.5', 0)).toBeNull();
    expect(parseAmount('7.5', 1)).toBe(750);
    expect(parseAmount('7.55', 1)).toBeNull();
    // a site with 3 decimals: the third digit can only be a zero, amounts are whole cents
    expect(parseAmount('7.550', 3)).toBe(755);
    expect(parseAmount('7.555', 3)).toBeNull();
  });

  it('parsing what formatting printed gives the amount back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 2, max: 4 }), (cents, decimals) => {
        expect(parseAmount(formatAmount(cents, decimals), decimals)).toBe(cents);
      }),
    );
  });

  it('"Number format 2 decimals"', () => {
    expect(formatAmount(105050)).toBe('1050.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(-1050)).toBe('-10.50');
    expect(formatAmount(105050, 0)).toBe('1050');
    expect(formatAmount(105050, 3)).toBe('1050.500');
    // fewer decimals than cents cut toward zero, never round up
    expect(formatAmount(105099, 0)).toBe('1050');
    expect(formatAmount(105099, 1)).toBe('1050.9');
    expect(formatAmount(-105099, 1)).toBe('-1050.9');
    expect(formatAmount(-5, 0)).toBe('0');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('"Currency symbols: TRY is TL; also IQD, EUR, USD, TND, CHF; YIS shekel sign; PEN S/.; PLN zł. A dollar sign for serverId 3; none when currencyMode is 1."', () => {
    expect(currencySymbol('TRY')).toBe('TL');
    for (const c of ['IQD', 'EUR', 'USD', 'TND', 'CHF']) expect(currencySymbol(c)).toBe(c);
    expect(currencySymbol('YIS')).toBe('₪');
    expect(currencySymbol('PEN')).toBe('S/.');
    expect(currencySymbol('PLN')).toBe('zł');
    expect(currencySymbol('TRY', { serverId: 3 })).toBe('$');
    expect(currencySymbol('TRY', { currencyMode: 1 })).toBe('');
    expect(currencySymbol('')).toBe('TL');
    expect(formatMoney(100000, 'TRY')).toBe('1000.00 TL');
    expect(formatMoney(100000, 'TRY', { currencyMode: 1 })).toBe('1000.00');
  });

  it('keeps an amount and its currency together when asked (no line ends between them), and only then', () => {
    expect(formatMoney(2_500_000, 'TRY', { locales: ['tr-TR'], keepTogether: true })).toBe(
      '25.000,00\u00a0TL',
    );
    expect(formatMoney(2_500_000, 'TRY', { locales: ['tr-TR'] })).toBe('25.000,00 TL');
    expect(formatMoney(2700, 'TRY', { isolate: true, keepTogether: true })).toBe('\u206627.00\u00a0TL\u2069');
    expect(formatMoney(2700, 'TRY', { keepTogether: true, currencyMode: 1 })).toBe('27.00');
  });

  it('isolates an amount left to right when asked, so a right-to-left page keeps sign, digits and currency in order', () => {
    expect(formatMoney(-19145, 'TRY', { isolate: true })).toBe('\u2066-191.45 TL\u2069');
    expect(formatMoney(2700, 'TRY', { isolate: true, currencyMode: 1 })).toBe('\u206627.00\u2069');
    expect(formatMoney(2700, 'TRY')).toBe('27.00 TL');
  });
});

describe('payouts with integers, rounded down to the minor unit', () => {
  it('multiplies a stake by odds exactly', () => {
    expect(payout(1000, [toThousandths(1.85)])).toBe(1850);
    expect(payout(1000, [1850, 2100])).toBe(3885);
    // 3.33 × 3.33 × 1 kuruş = 11.0889 → 11 (down)
    expect(payout(1, [3330, 3330])).toBe(11);
    expect(payout(999, [])).toBe(999);
  });

  it('never pays more than the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { maxLength: 8 }),
        (stake, odds) => {
          const exact = odds.reduce((acc, o) => acc * (o / 1000), stake);
          const paid = payout(stake, odds);
          return paid <= exact * (1 + 1e-12) && paid > exact - 1 - exact * 1e-12;
        },
      ),
    );
  });

  it('converts odds to thousandths and back', () => {
    expect(toThousandths(1.855)).toBe(1855);
    expect(fromThousandths(1855)).toBe(1.855);
    expect(() => toThousandths(1.8555)).toThrow(RangeError);
  });

  it('scales and takes percentages rounding down', () => {
    expect(scaledPayout(1000, 3885n, 1000n)).toBe(3885);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(999, 25)).toBe(249);
  });
});
