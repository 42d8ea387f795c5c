import type { LanguageCode } from './languages.ts';

/**
 * The site's language codes are the spec's, not BCP 47: `aa` is Arabic there (Afar in BCP 47),
 * `kr` Korean (Kanuri), `iq` Kurdish and `cw` Papiamentu (no such tags). Browsers, screen readers
 * and Intl need the real tags, so every place that names a language to the platform goes through
 * this table.
 *
 * `lang` is the primary language tag, for `<html lang>` and `lang=` attributes. `intl` is what Intl
 * formatters are given, best first: a region where the site's flag names one (British English,
 * European Portuguese and Spanish), Latin digits for Arabic and Persian so that dates and amounts
 * read like the odds and scores beside them (which are always in Latin digits), and fallbacks for
 * locales an engine may lack (Chromium ships no Papiamentu, Kurdish or Albanian data). Every list
 * ends in British English, as text falls back to English, so an engine without the language
 * formats the same way everywhere instead of in its own default locale.
 */
const TAGS: Record<LanguageCode, { lang: string; intl: readonly string[] }> = {
  tr: { lang: 'tr', intl: ['tr'] },
  en: { lang: 'en', intl: ['en-GB'] },
  aa: { lang: 'ar', intl: ['ar-u-nu-latn'] },
  az: { lang: 'az', intl: ['az'] },
  cw: { lang: 'pap', intl: ['pap-CW', 'nl-CW'] },
  de: { lang: 'de', intl: ['de'] },
  el: { lang: 'el', intl: ['el'] },
  es: { lang: 'es', intl: ['es-ES'] },
  fa: { lang: 'fa', intl: ['fa-u-nu-latn'] },
  fr: { lang: 'fr', intl: ['fr'] },
  // Kurmanji in Latin script: the language list names it Kurdî and writes it left to right.
  iq: { lang: 'ku', intl: ['ku'] },
  it: { lang: 'it', intl: ['it'] },
  kr: { lang: 'ko', intl: ['ko'] },
  nl: { lang: 'nl', intl: ['nl'] },
  pt: { lang: 'pt', intl: ['pt-PT'] },
  ru: { lang: 'ru', intl: ['ru'] },
  sq: { lang: 'sq', intl: ['sq'] },
};

const FALLBACK_LOCALE = 'en-GB';
const INTL = Object.fromEntries(
  Object.entries(TAGS).map(([code, { intl }]) => [
    code,
    Object.freeze(intl.includes(FALLBACK_LOCALE) ? [...intl] : [...intl, FALLBACK_LOCALE]),
  ]),
) as Record<LanguageCode, readonly string[]>;

/** The BCP 47 language tag of a site language code: `aa` → `ar`, `kr` → `ko`, `iq` → `ku`, `cw` → `pap`. */
export function htmlLang(code: LanguageCode): string {
  return TAGS[code].lang;
}

/** The locales to give Intl for a site language, best first, always ending in British English. */
export function intlLocales(code: LanguageCode): readonly string[] {
  return INTL[code];
}

/**
 * The site language of a BCP 47 tag (an Accept-Language entry, navigator.language): `ar-SA` →
 * `aa`, `ko` → `kr`, `pap-CW` → `cw`, `de-AT` → `de`. Only real tags count: `aa` (Afar) is not Arabic.
 */
export function siteLanguage(tag: string): LanguageCode | undefined {
  const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
  return (Object.keys(TAGS) as LanguageCode[]).find((code) => TAGS[code].lang === primary);
}
