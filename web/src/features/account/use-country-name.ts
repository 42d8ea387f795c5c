import { useMemo } from 'react';
import { useIntlLocales } from '../../i18n/locale.ts';

/** A country's name in the page's language (the server lists them in English), from its ISO code. */
export function useCountryName(): (country: { iso: string; nicename: string }) => string {
  const locales = useIntlLocales();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([...locales], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (c) => names?.of(c.iso) ?? c.nicename;
  }, [locales]);
}
