import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  htmlLang,
  loadMessages,
  loadPageMessages,
  tr,
  type LanguageCode,
} from '@bet/shared';

/**
 * Turkish ships in the first bundle; every other language loads when first chosen, as a chunk of
 * its own (English included), with English filled in for any key it lacks (see loadMessages).
 * Texts that only some pages show come in bundles of their own (see `defineTexts`).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // A copy: i18next adds later bundles into the object it holds, and `tr` itself must stay the
  // first route's keys (loadMessages compares other languages with it).
  resources: { tr: { translation: { ...tr } } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Languages whose first-route texts i18next holds. */
const coreLoaded = new Set<LanguageCode>([DEFAULT_LANGUAGE]);

/**
 * A set of texts that loads with the pages that show them, one chunk per language, rather than
 * with the first route: the pages' texts below, and each feature's (feature-texts.ts, which finds
 * a feature's text files by themselves). Name one in `lazyPage(load, [...])`, or wait for it with
 * `useTexts` inside the feature's own chunk.
 */
export interface Texts {
  readonly load: (lang: LanguageCode) => Promise<Readonly<Record<string, string>>>;
}

export function defineTexts(load: Texts['load']): Texts {
  return { load };
}

/** The texts of every page but Home: coupons, tickets, the slip's details, the terminal, ... */
export const pageTexts = defineTexts(loadPageMessages);

/** Bundles some page has asked for: a change of language loads them in the new language too. */
const wanted = new Set<Texts>();
const loads = new Map<Texts, Map<LanguageCode, Promise<void>>>();
const held = new Map<Texts, Set<LanguageCode>>();

/** True when i18next holds `texts` in `lang`. */
export function hasTexts(texts: Texts, lang: LanguageCode): boolean {
  return held.get(texts)?.has(lang) ?? false;
}

/** How long a failed load of texts waits before its one automatic second try. */
const TEXTS_RETRY_MS = 600;

/** Loads that failed: they stay failed (a suspended page shows its error) until tried again. */
const failed = new Set<() => void>();

/** Lets every failed load of texts start anew on its next call (a retry of the page). */
export function forgetFailedTexts(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/** A kept load, marked the way React's `use` reads a settled promise without waiting for it. */
type KeptLoad = Promise<void> & { status?: 'fulfilled' | 'rejected'; value?: void; reason?: unknown };

/**
 * Resolves once i18next holds `texts` in `lang`; every caller of one bundle and language shares
 * one load. A failed load (offline) keeps failing until `forgetFailedTexts`, so a page that waits
 * for it reaches its error boundary instead of waiting for ever. The promise says when it has
 * settled (status), so `use` of texts already held returns at once: a component calls `use` on
 * every render, held or not, because React replays one that waited and refuses a replay that
 * skips the `use` it waited on (in production it then renders the whole site again).
 */
export function loadTexts(texts: Texts, lang: LanguageCode): Promise<void> {
  wanted.add(texts);
  let byLang = loads.get(texts);
  if (!byLang) loads.set(texts, (byLang = new Map()));
  let loading = byLang.get(lang);
  if (!loading) {
    const mine = byLang;
    // One more try after a short wait, as a page's chunk gets (a bad network drops a request).
    loading = texts
      .load(lang)
      .catch(() => new Promise((r) => setTimeout(r, TEXTS_RETRY_MS)).then(() => texts.load(lang)))
      .then(
        (messages) => {
          i18n.addResourceBundle(lang, 'translation', messages, true, true);
          let langs = held.get(texts);
          if (!langs) held.set(texts, (langs = new Set()));
          langs.add(lang);
        },
        (error: unknown) => {
          failed.add(() => mine.delete(lang));
          throw error;
        },
      );
    const kept: KeptLoad = loading;
    kept.then(
      () => {
        kept.status = 'fulfilled';
      },
      (reason: unknown) => {
        kept.status = 'rejected';
        kept.reason = reason;
      },
    );
    byLang.set(lang, loading);
  }
  return loading;
}

/** The language i18next shows now, as a site code. */
export function currentLanguage(): LanguageCode {
  const lang = i18n.language;
  return LANGUAGES.some((l) => l.code === lang) ? (lang as LanguageCode) : DEFAULT_LANGUAGE;
}

export async function applyLanguage(lang: LanguageCode): Promise<void> {
  forgetFailedTexts();
  // The texts of the pages already seen come with the language, so a page open during the
  // switch never shows a key. One that fails does not hold the language back: its page shows
  // its own error with Try again, in the new language.
  const pages = Promise.allSettled([...wanted].map((texts) => loadTexts(texts, lang)));
  // Without its first-route texts the language cannot show: the caller says so (LanguageRoot).
  const messages = coreLoaded.has(lang) ? undefined : await loadMessages(lang);
  await pages;
  if (messages) {
    i18n.addResourceBundle(lang, 'translation', messages, true, true);
    coreLoaded.add(lang);
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
