import { DEFAULT_LANGUAGE, isLanguageCode, siteLanguage, type LanguageCode } from '@bet/shared';

/**
 * The spec's rule: the language is the first path segment when it has two letters. A path without
 * one gets the remembered (or default) language in front. A standard language tag in its place
 * leads to the site's own code (`/ar/` to `/aa/`, `/ko/` to `/kr/`, `/ku/` to `/iq/`, `/pt-BR/` to
 * `/pt/`), as links from elsewhere use those; any other unknown two-letter code is replaced.
 * Returns the path to redirect to, or null when the path is already right.
 */
export function languageRedirect(pathname: string, remembered?: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const fallback: LanguageCode = isLanguageCode(remembered) ? remembered : DEFAULT_LANGUAGE;
  if (isLanguageCode(first)) return null;
  // a language tag: two or three letters, perhaps with a region or script (ar-SA, pap-CW, zh-Hant)
  if (/^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i.test(first)) {
    const site = siteLanguage(first);
    if (site) return `/${site}/${rest.join('/')}`;
    if (/^[a-z]{2}$/i.test(first)) return `/${fallback}/${rest.join('/')}`;
  }
  return `/${fallback}${pathname === '/' ? '/' : pathname}`;
}
