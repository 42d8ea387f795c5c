import { siteLanguage } from './intl-locale.ts';

/** The languages of the site: Turkish is built in and the default; the others load on demand. */
export const LANGUAGES = [
  { code: 'tr', name: 'Türkçe', flag: 'tr', dir: 'ltr' },
  { code: 'en', name: 'English', flag: 'gb', dir: 'ltr' },
  { code: 'aa', name: 'العربية', flag: 'sa', dir: 'rtl' },
  { code: 'az', name: 'Azərbaycan', flag: 'az', dir: 'ltr' },
  { code: 'cw', name: 'Papiamentu', flag: 'cw', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', flag: 'de', dir: 'ltr' },
  { code: 'el', name: 'Ελληνικά', flag: 'gr', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: 'es', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', flag: 'ir', dir: 'rtl' },
  { code: 'fr', name: 'Français', flag: 'fr', dir: 'ltr' },
  { code: 'iq', name: 'Kurdî', flag: 'iq', dir: 'ltr' },
  { code: 'it', name: 'Italiano', flag: 'it', dir: 'ltr' },
  { code: 'kr', name: '한국어', flag: 'kr', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', flag: 'nl', dir: 'ltr' },
  { code: 'pt', name: 'Português', flag: 'pt', dir: 'ltr' },
  { code: 'ru', name: 'Русский', flag: 'ru', dir: 'ltr' },
  { code: 'sq', name: 'Shqip', flag: 'al', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'tr';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/** The writing direction of a site language: right to left in Arabic and Persian. */
export function languageDir(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * The language of a request: an explicit site code, else the first supported one of an
 * Accept-Language header (whose tags are BCP 47: ar-SA is the site's aa, ko its kr).
 */
export function pickLanguage(explicit: unknown, acceptLanguage?: string): LanguageCode {
  if (isLanguageCode(explicit)) return explicit;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = siteLanguage(part.split(';')[0]!);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}
