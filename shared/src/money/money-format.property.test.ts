import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocales } from '../i18n/intl-locale.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { formatSummaryValue, formatTicketMoney } from '../ticket/ticket-model.ts';
import { MAX_AMOUNT_MINOR, currencySymbol, formatMoney, localAmount, siteCurrencyContext } from './money.ts';

const CURRENCIES = ['TRY', 'IQD', 'EUR', 'USD', 'TND', 'CHF', 'YIS', 'PEN', 'PLN'] as const;

const amounts = fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR });
const currencies = fc.oneof(fc.constantFrom(...CURRENCIES), fc.stringMatching(/^[A-Z]{3}$/));
/** The site settings as they arrive: text, sometimes missing. */
const settings = fc.record(
  {
    currencyMode: fc.constantFrom('0', '1', '2'),
    serverId: fc.constantFrom('1', '2', '3', '4'),
  },
  { requiredKeys: [] },
);

describe('one currency rule for every formatter', () => {
  it('the pages, the printable and thermal tickets and the payout receipt print the same text for the same site and language', () => {
    fc.assert(
      fc.property(
        amounts,
        currencies,
        settings,
        fc.constantFrom(...LANGUAGES),
        (minor, currency, site, lang) => {
          const ctx = siteCurrencyContext(site);
          const locales = intlLocales(lang.code);
          const page = formatMoney(minor, currency, { ...ctx, locales });
          // a printer holds no no-break spaces, direction marks or U+2212: the ticket has plain
          // spaces and hyphens, nothing else differs
          const printed = page
            .replace(/[\u00a0\u202f]/g, ' ')
            .replace(/\u2212/g, '-')
            .replace(/[\u200e\u200f\u061c]/g, '');
          const format = { currency, language: lang.code, ...ctx };
          // the tickets' summary rows and the payout receipt go through formatTicketMoney
          expect(formatTicketMoney(minor, format)).toBe(printed);
          expect(formatSummaryValue({ key: 'ticket.stake', value: { kind: 'money', minor } }, format)).toBe(
            printed,
          );
          // the language's decimal sign, never the other one: 10,50 in Turkish, 10.50 in Arabic
          const sign = new Intl.NumberFormat([...locales])
            .formatToParts(1.5)
            .find((p) => p.type === 'decimal')!.value;
          const amount = localAmount(minor, locales);
          expect(amount.slice(-3, -2)).toBe(sign);
          // the text is the amount (read back exactly) and the spec's symbol, or the amount alone
          const symbol = currencySymbol(currency, ctx);
          if (symbol) expect(page.endsWith(` ${symbol}`)).toBe(true);
          const digits = amount.replace(/[^\d]/g, '');
          expect(Number(digits)).toBe(Math.abs(minor));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a system ticket writes the stake per bet with the same decimal sign', () => {
    const row = { key: 'ticket.combinations', value: { kind: 'bets', bets: 4, perBet: 125050 } } as const;
    expect(formatSummaryValue(row, { currency: 'TRY', language: 'tr' })).toBe('4 x 1.250,50');
    expect(formatSummaryValue(row, { currency: 'TRY', language: 'en' })).toBe('4 x 1,250.50');
    // paper has a plain space where the page groups French with a narrow no-break one
    expect(formatSummaryValue(row, { currency: 'TRY', language: 'fr' })).toBe('4 x 1 250,50');
    expect(formatSummaryValue(row, { currency: 'TRY', language: 'es' })).toBe('4 x 1250,50');
    expect(formatTicketMoney(12345650, { currency: 'EUR', language: 'fr' })).toBe('123 456,50 EUR');
  });

  it('a page in any language shows the same symbol as the ticket, after the amount in that language', () => {
    fc.assert(
      fc.property(
        amounts,
        currencies,
        settings,
        fc.constantFrom(...LANGUAGES),
        (minor, currency, site, lang) => {
          const ctx = siteCurrencyContext(site);
          const locales = intlLocales(lang.code);
          const symbol = currencySymbol(currency, ctx);
          const amount = localAmount(minor, locales);
          expect(formatMoney(minor, currency, { ...ctx, locales })).toBe(
            symbol ? `${amount} ${symbol}` : amount,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the site settings as the spec says: TL by default, none in mode 1, a dollar on server 3', () => {
    expect(siteCurrencyContext({})).toEqual({ currencyMode: 0, serverId: 1 });
    expect(formatMoney(1050, 'TRY', siteCurrencyContext({}))).toBe('10.50 TL');
    expect(formatMoney(1050, 'TRY', siteCurrencyContext({ currencyMode: '1', serverId: '3' }))).toBe('10.50');
    expect(formatMoney(1050, 'EUR', siteCurrencyContext({ serverId: '3' }))).toBe('10.50 $');
    expect(formatMoney(1050, 'PLN', siteCurrencyContext({ currencyMode: 'x' }))).toBe('10.50 zł');
    expect(formatMoney(105050, 'TRY', { locales: intlLocales('tr') })).toBe('1.050,50 TL');
  });
});
