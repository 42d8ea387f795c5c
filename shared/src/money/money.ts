/**
 * Money is an integer number of minor units (kuruş, cents) everywhere: never a float. The API
 * speaks major units with at most two decimals; these functions are the only way across.
 */
export type Minor = number;

/**
 * The currency of a user without one of their own. It lives here, apart from the account schemas,
 * so the first route can use it without loading zod.
 */
export const DEFAULT_CURRENCY = 'TRY';

/** Major units (10.5) to minor units (1050); refuses more than two decimals or unsafe sizes. */
export function toMinor(major: number): Minor {
  const minor = Math.round(major * 100);
  if (!Number.isSafeInteger(minor) || Math.abs(minor - major * 100) > 1e-6 * Math.max(1, Math.abs(minor))) {
    throw new RangeError(`not an amount with at most 2 decimals: ${major}`);
  }
  return minor;
}

/** Minor units to the API's major-unit number (exact for every safe integer of cents). */
export function toMajor(minor: Minor): number {
  return minor / 100;
}

/** Minor units per major unit: every amount in the system is in cents (kuruş). */
export const MINOR_PER_MAJOR = 100;

/**
 * The largest amount any input may carry: 100 billion major units. Far above any real stake or
 * credit, yet a stake times the largest odds and a sum of many such amounts stay exact integers
 * (Number.MAX_SAFE_INTEGER is about 9e15) and fit a 64-bit column.
 */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000;

/**
 * Parses what a person typed ('10', '10.5', '10,50') into minor units; null when it is not an
 * amount. At most `decimals` fraction digits are accepted (the site's setting, 2 by default);
 * digits past the cent must be zeros, since an amount finer than a cent cannot be held.
 */
export function parseAmount(text: string, decimals = 2): Minor | null {
  const clean = text.trim().replace(',', '.');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > Math.max(0, decimals)) return null;
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(match[1]) * MINOR_PER_MAJOR + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/**
 * Formats minor units with the site's number of decimals (2 by default): 105050 → '1050.50'.
 * Fewer decimals cut the amount toward zero (never show more than is there); more pad zeros.
 */
export function formatAmount(minor: Minor, decimals = 2): string {
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  const places = Math.max(0, Math.floor(decimals));
  const cents = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  const fraction = places <= 2 ? cents.slice(0, places) : cents.padEnd(places, '0');
  const sign = minor < 0 && (whole > 0 || /[^0]/.test(fraction)) ? '-' : '';
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

export interface CurrencyContext {
  /** the site's server id: 3 shows a dollar sign whatever the currency */
  serverId?: number;
  /** 1 hides the currency symbol */
  currencyMode?: number;
}

/** The site settings (as they arrive, text) that decide how currency shows: one reading for every client. */
export function siteCurrencyContext(settings: Readonly<Record<string, string | undefined>>): CurrencyContext {
  const mode = Number(settings['currencyMode'] ?? 0);
  const server = Number(settings['serverId'] ?? 1);
  return {
    currencyMode: Number.isInteger(mode) ? mode : 0,
    serverId: Number.isInteger(server) ? server : 1,
  };
}

const SYMBOLS: Record<string, string> = {
  TRY: 'TL',
  IQD: 'IQD',
  EUR: 'EUR',
  USD: 'USD',
  TND: 'TND',
  CHF: 'CHF',
  YIS: '₪',
  PEN: 'S/.',
  PLN: 'zł',
};

/** The spec's currency symbols: TL for TRY, ₪ for YIS, S/. for PEN, zł for PLN, $ on server 3, none in currency mode 1. */
export function currencySymbol(currency: string, ctx: CurrencyContext = {}): string {
  if (ctx.currencyMode === 1) return '';
  if (ctx.serverId === 3) return '$';
  return SYMBOLS[currency] ?? (currency || 'TL');
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * The Intl options of an amount: the site's decimals, grouped as the language groups (its CLDR
 * minimum grouping digits: 2.500,00 in Turkish and German, 2,500.00 in English, while Spanish,
 * Italian and Portuguese write 2500,00 and group from 25.000,00 on). Plain data, so a page
 * outside the web app (a game provider's) formats with the same rule. Intl alone is not enough
 * for the languages some engines lack (writtenAmountSymbols): localAmount writes those itself.
 */
export function amountFormatOptions(decimals = 2): Intl.NumberFormatOptions {
  return { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'auto' };
}

/** How a language writes an amount: its decimal sign, its group separator, and from how many digits it groups. */
export interface AmountSymbols {
  decimal: string;
  group: string;
  /** CLDR's minimum grouping digits: 2 writes 2500,04 whole and groups from 25 000,04 on */
  minimumGroupingDigits: 1 | 2;
}

/**
 * CLDR's amount symbols of the site languages some engines have no number data for: Chromium
 * ships none for Azerbaijani, Kurdish and Albanian and writes them as British English (2,500.04),
 * while the server (Node, full ICU) prints 2.500,04 or 2500,04 on the ticket. These are written
 * out here, by language subtag, and every client formats them with this rule instead of Intl, so
 * screen and paper agree in any engine (amount-engines.test.ts holds them to Node's full data).
 */
const WRITTEN_AMOUNTS: Readonly<Record<string, AmountSymbols>> = {
  az: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  ku: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  sq: { decimal: ',', group: '\u00a0', minimumGroupingDigits: 2 },
};

/** The written-out amount symbols of the page's first locale, or null where Intl's own data is used. */
export function writtenAmountSymbols(locales: readonly string[]): AmountSymbols | null {
  const first = locales[0];
  if (!first) return null;
  return WRITTEN_AMOUNTS[first.split('-')[0]!.toLowerCase()] ?? null;
}

/** An amount by written-out symbols: the plain text of formatAmount with the language's signs. */
function writtenAmount(minor: Minor, decimals: number, symbols: AmountSymbols): string {
  const plain = formatAmount(minor, decimals);
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole = '', fraction] = plain.slice(sign.length).split('.');
  const grouped =
    whole.length >= 3 + symbols.minimumGroupingDigits
      ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group)
      : whole;
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${symbols.decimal}${fraction}`;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A whole percentage as the language writes it: %5 in Turkish, 5 % in German, 5% in English. */
export function localPercent(percent: number, locales: readonly string[]): string {
  const key = locales.join(',');
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat([...locales], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(key, format);
  }
  return format.format(percent / 100);
}

/**
 * An amount in minor units with the language's decimal sign and grouping, e.g. 1.050,50 in
 * German, 1,050.50 in English, 1050,50 in Spanish (see amountFormatOptions). Intl is given the
 * exact decimal text (never a float); the languages some engines lack are written out
 * (writtenAmountSymbols).
 */
export function localAmount(minor: Minor, locales: readonly string[], decimals = 2): string {
  const written = writtenAmountSymbols(locales);
  if (written) return writtenAmount(minor, Math.max(0, Math.floor(decimals)), written);
  const key = `${locales.join(',')}|${decimals}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat([...locales], amountFormatOptions(decimals));
    amountFormats.set(key, format);
  }
  return format.format(formatAmount(minor, decimals) as Intl.StringNumericLiteral);
}

export interface MoneyFormat extends CurrencyContext {
  /** the site's number of decimals, 2 by default */
  decimals?: number;
  /** Intl locales of the page's language; without them the plain '1050.50' of printed tickets */
  locales?: readonly string[];
  /**
   * Wrap the amount in a left-to-right isolate: in a right-to-left page the bidi algorithm would
   * otherwise move the sign and the Latin currency around the digits depending on the text beside
   * them ('-191.45 TL' in one place, 'TL 27.00' in another).
   */
  isolate?: boolean;
  /** Join the amount and its currency with a no-break space: inside a line of text, a line never ends between them. */
  keepTogether?: boolean;
}

/** Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE around a text. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * The text around an amount already written: its currency symbol after it (or the bare amount where
 * the site hides the symbol), isolated left to right in a right-to-left page. A page that writes
 * its amounts itself (a game provider's) takes this with a placeholder for the amount.
 */
export function moneyText(amount: string, symbol: string, isolate = false, keepTogether = false): string {
  const text = symbol ? `${amount}${keepTogether ? '\u00a0' : ' '}${symbol}` : amount;
  return isolate ? isolateLtr(text) : text;
}

/**
 * Every amount with a currency that any client shows or prints passes here: '1050.50 TL' (no
 * language: the plain text of printed tickets), '1.050,50 TL' in Turkish, '$' on server 3, or the
 * bare amount where the site hides the symbol.
 */
export function formatMoney(minor: Minor, currency: string, ctx: MoneyFormat = {}): string {
  const decimals = ctx.decimals ?? 2;
  const amount = ctx.locales ? localAmount(minor, ctx.locales, decimals) : formatAmount(minor, decimals);
  return moneyText(amount, currencySymbol(currency, ctx), ctx.isolate, ctx.keepTogether);
}
