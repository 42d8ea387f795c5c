import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, loadMessages, tr, type LanguageCode } from '@bet/shared';

/**
 * Turkish ships in the first bundle; every other language loads when first chosen, as a chunk of
 * its own (English included), with English filled in for any key it lacks (see loadMessages).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { tr: { translation: tr } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function applyLanguage(lang: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await loadMessages(lang));
  }
  await i18n.changeLanguage(lang);
  const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
  // The real language tag (aa is Arabic, kr Korean), so fonts, hyphenation and screen readers fit.
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dir = dir;
  // The spec keeps the chosen language for 365 days.
  document.cookie = `lang=${lang}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/** The language remembered in the cookie, if any. */
export function rememberedLanguage(): string | undefined {
  return /(?:^|; )lang=([a-z]{2})/.exec(document.cookie)?.[1];
}
