import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, intlLocales, isLanguageCode } from '@bet/shared';

/** The Intl locales of a site language code (i18next's current language), best first. */
export function localesOf(language: string): readonly string[] {
  return intlLocales(isLanguageCode(language) ? language : DEFAULT_LANGUAGE);
}

/** The Intl locales of the page's language; components re-render when it changes. */
export function useIntlLocales(): readonly string[] {
  const { i18n } = useTranslation();
  return localesOf(i18n.language);
}

/** Whether a site language writes right to left (aa, fa): i18next's own list does not know the site's codes. */
export function isRightToLeft(language: string): boolean {
  return LANGUAGES.some((l) => l.code === language && l.dir === 'rtl');
}
