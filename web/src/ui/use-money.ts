import { useMemo } from 'react';
import { currencySymbol, formatAmount, type Minor } from '@bet/shared';
import { useIntlLocales } from '../i18n/locale.ts';
import { useSession } from '../state/session-store.ts';
import { useSiteSettings } from '../state/settings-store.ts';

const amountFormats = new Map<string, Intl.NumberFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units with the language's decimal sign and grouping, e.g. 1.050,50 in
 * German. Intl is given the exact decimal text (never a float), and groups from five digits on so
 * that the four-digit stakes and balances of a phone screen stay compact (5000.00, 12,500.00).
 */
export function localAmount(minor: Minor, locales: readonly string[], decimals = 2): string {
  const key = `${locales.join(',')}|${decimals}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat([...locales], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'min2',
    });
    amountFormats.set(key, format);
  }
  return format.format(formatAmount(minor, decimals) as Intl.StringNumericLiteral);
}

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

/** Formats minor units as a bare amount in the page's language. */
export function useAmount(): (minor: Minor) => string {
  const locales = useIntlLocales();
  return (minor) => localAmount(minor, locales);
}

/** Formats minor units in the user's currency (TL for guests), as the site settings say, in the page's language. */
export function useMoney(): (minor: Minor) => string {
  const locales = useIntlLocales();
  const currency = useSession((s) => s.user?.currency ?? 'TRY');
  const currencyMode = useSiteSettings((s) => Number(s.settings['currencyMode'] ?? 0));
  return (minor) => {
    const symbol = currencySymbol(currency, { currencyMode });
    const amount = localAmount(minor, locales);
    return symbol ? `${amount} ${symbol}` : amount;
  };
}

/** The decimal sign of the language: '.' in English, ',' in Turkish or German. */
export function decimalSign(locales: readonly string[]): string {
  return (
    new Intl.NumberFormat([...locales]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

export function useDecimalSign(): string {
  const locales = useIntlLocales();
  return useMemo(() => decimalSign(locales), [locales]);
}

export function usePercent(): (percent: number) => string {
  const locales = useIntlLocales();
  return (percent) => localPercent(percent, locales);
}
