import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  localAmount,
  localPercent,
  siteCurrencyContext,
  type Minor,
} from '@bet/shared';

import { isRightToLeft, useIntlLocales } from '../i18n/locale.ts';
import { useSession } from '../state/session-store.ts';
import { useSiteSettings } from '../state/settings-store.ts';

/** Formats minor units as a bare amount in the page's language. */
export function useAmount(): (minor: Minor) => string {
  const locales = useIntlLocales();
  return (minor) => localAmount(minor, locales);
}

/**
 * Formats minor units in the user's currency (TL for guests) in the page's language, with the
 * site's currency display (currencyMode, serverId): the one rule tickets print with too.
 * `keepTogether` for an amount inside a line of text: no line ends between '25.000,00' and 'TL'.
 */
export function useMoney({ keepTogether = false } = {}): (minor: Minor, currency?: string) => string {
  const { i18n } = useTranslation();
  const locales = useIntlLocales();
  const isolate = isRightToLeft(i18n.language);
  const currency = useSession((s) => s.user?.currency ?? DEFAULT_CURRENCY);
  const currencyMode = useSiteSettings((s) => s.settings['currencyMode']);
  const serverId = useSiteSettings((s) => s.settings['serverId']);
  return useMemo(() => {
    const ctx = { ...siteCurrencyContext({ currencyMode, serverId }), locales, isolate, keepTogether };
    // an amount of another currency than the user's (a pool, a report row) names its own
    return (minor: Minor, other?: string) => formatMoney(minor, other ?? currency, ctx);
  }, [currency, currencyMode, serverId, locales, isolate, keepTogether]);
}

/**
 * The decimal sign of the language: '.' in English, ',' in Turkish or German. Read from the
 * amounts' own rule (the sign before the cents of 1.50), so a typed amount takes the sign the
 * page shows, in an engine without the language's number data too.
 */
export function decimalSign(locales: readonly string[]): string {
  return localAmount(150, locales).slice(-3, -2);
}

export function useDecimalSign(): string {
  const locales = useIntlLocales();
  return useMemo(() => decimalSign(locales), [locales]);
}

export function usePercent(): (percent: number) => string {
  const locales = useIntlLocales();
  return (percent) => localPercent(percent, locales);
}
