import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { intlLocales } from '../i18n/intl-locale.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { MAX_AMOUNT_MINOR, localAmount } from './money.ts';

/** The languages Chromium ships no number data for: it writes them as British English (2,500.04). */
const MISSING = new Set(['az', 'ku', 'sq']);
const FullIntlNumberFormat = Intl.NumberFormat;

/** What Node's ICU (full CLDR data) writes: the server's printed tickets. */
const full = (minor: number, code: (typeof LANGUAGES)[number]['code']) =>
  new FullIntlNumberFormat([...intlLocales(code)], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'auto',
  }).format(
    `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}` as Intl.StringNumericLiteral,
  );

describe('amounts in an engine without the number data of some site languages', () => {
  beforeAll(() => {
    // an engine like Chromium: no Azerbaijani, Kurdish or Albanian data, so Intl falls back along
    // the list (to British English)
    const lacking = function (locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
      const list = (typeof locales === 'string' ? [locales] : [...(locales ?? [])]).filter(
        (tag) => !MISSING.has(new Intl.Locale(tag).language),
      );
      return new FullIntlNumberFormat(list, options);
    };
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(lacking as unknown as typeof Intl.NumberFormat);
  });
  afterAll(() => vi.restoreAllMocks());

  it('writes every language as full CLDR data does, so the screen and the printed ticket agree', () => {
    expect(localAmount(250004, intlLocales('az'))).toBe('2.500,04');
    expect(localAmount(250004, intlLocales('iq'))).toBe('2.500,04');
    expect(localAmount(250004, intlLocales('sq'))).toBe('2500,04');
    expect(localAmount(2500004, intlLocales('sq'))).toBe('25\u00a0000,04');
    const edges = [
      0,
      1,
      -1,
      5,
      -5,
      99,
      100,
      99999,
      100000,
      999999,
      1000000,
      9999999,
      10000000,
      MAX_AMOUNT_MINOR,
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), fc.constantFrom(...edges)),
        fc.constantFrom(...LANGUAGES),
        (minor, { code }) => {
          expect([code, minor, localAmount(minor, intlLocales(code))]).toEqual([
            code,
            minor,
            full(minor, code),
          ]);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
