import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayBecomeAmount, readTypedAmount } from './typed-amount.ts';

/** [typed, minor units] in a language whose decimal sign is the comma (Turkish, German, French...) */
const COMMA: Array<[string, number | null]> = [
  ['10', 1000],
  ['10,5', 1050],
  ['10,50', 1050],
  ['0,5', 50],
  [',5', 50],
  ['5,', 500],
  // a point before exactly three digits groups thousands, as the language writes them
  ['1.000', 100000],
  ['2.500', 250000],
  ['12.345', 1234500],
  ['1.000,50', 100050],
  ['1.000,5', 100050],
  ['1.000.000', 100000000],
  ['1.234.567,89', 123456789],
  // any other point is the decimal sign a phone's keypad or an English habit gives
  ['10.5', 1050],
  ['10.50', 1050],
  ['1.5', 150],
  ['1.', 100],
  ['1234.5', 123450],
  ['.5', 50],
  // spaces group too (French, Russian write 1 000)
  ['1 000', 100000],
  ['1\u00a0000,50', 100050],
  ['1\u202f000', 100000],
  // a decimal point before three digits cannot be a group after a comma
  ['1,000.50', 100050],
  // not an amount
  ['', null],
  ['abc', null],
  ['10,505', null],
  ['1.0000', null],
  ['1.00.000', null],
  ['1.000,5.5', null],
  ['1,2,3', null],
  ['0.500', null],
  ['1.000.00', null],
  ['-5', null],
  ['5e3', null],
  [',', null],
];

/** the same in a language whose decimal sign is the point (English, Arabic with Latin digits, Korean) */
const POINT: Array<[string, number | null]> = [
  ['10', 1000],
  ['10.5', 1050],
  ['10.50', 1050],
  ['1.000', null],
  ['1.00', 100],
  ['1,000', 100000],
  ['1,000.50', 100050],
  ['12,345,678.9', 1234567890],
  ['1 000', 100000],
  // a comma before anything but three digits is the decimal sign of a European habit
  ['10,5', 1050],
  ['10,50', 1050],
  ['5,', 500],
  ['1.000,50', 100050],
  ['', null],
  ['10.505', null],
  ['1.2.3', null],
  ['1,00,000', null],
  ['1,000,00', null],
];

describe('an amount typed in the language of the page', () => {
  it('reads the grouping and the decimal sign of a language with a decimal comma', () => {
    for (const [text, minor] of COMMA) expect([text, readTypedAmount(text, ',')]).toEqual([text, minor]);
  });

  it('reads the grouping and the decimal sign of a language with a decimal point', () => {
    for (const [text, minor] of POINT) expect([text, readTypedAmount(text, '.')]).toEqual([text, minor]);
  });

  it('takes the Arabic decimal and thousands signs as the point and the comma', () => {
    expect(readTypedAmount('10\u066b5', '\u066b')).toBe(1050);
    expect(readTypedAmount('1\u066c000\u066b5', '\u066b')).toBe(100050);
    expect(readTypedAmount('10.5', '\u066b')).toBe(1050);
  });

  it('refuses more decimals than the site shows, and amounts past the largest', () => {
    expect(readTypedAmount('10,5', ',', 0)).toBeNull();
    expect(readTypedAmount('10', ',', 0)).toBe(1000);
    expect(readTypedAmount('10,505', ',', 3)).toBeNull();
    expect(readTypedAmount('10,500', ',', 3)).toBe(1050);
    expect(readTypedAmount('99999999999999', '.')).toBeNull();
  });

  it('reads back any amount as the language writes it, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_99 }),
        fc.constantFrom(...(['tr', 'de', 'en-GB', 'fr', 'ru', 'ar-u-nu-latn', 'ko', 'es-ES'] as const)),
        fc.boolean(),
        (minor, locale, grouped) => {
          const format = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: grouped,
          });
          const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
          const text = format.format(
            `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` as Intl.StringNumericLiteral,
          );
          expect(readTypedAmount(text, decimal)).toBe(minor);
        },
      ),
    );
  });
});

describe('a text on its way to an amount', () => {
  it('may still become one while digits can complete it', () => {
    expect(mayBecomeAmount('1.000.', ',')).toBe(true);
    expect(mayBecomeAmount('1.000.0', ',')).toBe(true);
    expect(mayBecomeAmount('1.000.00', ',')).toBe(true);
    expect(mayBecomeAmount('1,000,0', '.')).toBe(true);
    expect(mayBecomeAmount('', ',')).toBe(true);
  });

  it('may not once no digits can', () => {
    expect(mayBecomeAmount('10,505', ',')).toBe(false);
    expect(mayBecomeAmount('1.0000', ',')).toBe(false);
    expect(mayBecomeAmount('1,2,3', '.')).toBe(false);
    expect(mayBecomeAmount('1.00.000', ',')).toBe(false);
    expect(mayBecomeAmount('1a', ',')).toBe(false);
  });
});
