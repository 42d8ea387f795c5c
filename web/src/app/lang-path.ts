import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/shared';

/**
 * The spec's rule: the language is the first path segment when it has two letters. A path without
 * one gets the remembered (or default) language in front; an unknown two-letter code is replaced.
 * Returns the path to redirect to, or null when the path is already right.
 */
export function languageRedirect(pathname: string, remembered?: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const fallback: LanguageCode = isLanguageCode(remembered) ? remembered : DEFAULT_LANGUAGE;
  if (/^[a-z]{2}$/i.test(first)) {
    if (isLanguageCode(first)) return null;
    return `/${fallback}/${rest.join('/')}`;
  }
  return `/${fallback}${pathname === '/' ? '/' : pathname}`;
}
