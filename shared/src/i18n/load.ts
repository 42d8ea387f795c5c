import type { LanguageCode } from './languages.ts';
import { tr, type CoreMessages } from './locales/tr.ts';
import type { PageMessages } from './pages/tr.ts';

type Loadable = Exclude<LanguageCode, 'tr'>;

/**
 * One dynamic import per language, so the bundler makes a chunk of each and a browser downloads
 * only the language it shows. (The import paths must stay literal for the bundler to see them.)
 */
const LOADERS: Record<Loadable, () => Promise<Partial<CoreMessages>>> = {
  en: async () => (await import('./locales/en.ts')).en,
  aa: async () => (await import('./locales/aa.ts')).aa,
  az: async () => (await import('./locales/az.ts')).az,
  cw: async () => (await import('./locales/cw.ts')).cw,
  de: async () => (await import('./locales/de.ts')).de,
  el: async () => (await import('./locales/el.ts')).el,
  es: async () => (await import('./locales/es.ts')).es,
  fa: async () => (await import('./locales/fa.ts')).fa,
  fr: async () => (await import('./locales/fr.ts')).fr,
  iq: async () => (await import('./locales/iq.ts')).iq,
  it: async () => (await import('./locales/it.ts')).it,
  kr: async () => (await import('./locales/kr.ts')).kr,
  nl: async () => (await import('./locales/nl.ts')).nl,
  pt: async () => (await import('./locales/pt.ts')).pt,
  ru: async () => (await import('./locales/ru.ts')).ru,
  sq: async () => (await import('./locales/sq.ts')).sq,
};

/** The pages' texts (Turkish too): they load with the first page that is not Home. */
const PAGE_LOADERS: Record<LanguageCode, () => Promise<Partial<PageMessages>>> = {
  tr: async () => (await import('./pages/tr.ts')).tr,
  en: async () => (await import('./pages/en.ts')).en,
  aa: async () => (await import('./pages/aa.ts')).aa,
  az: async () => (await import('./pages/az.ts')).az,
  cw: async () => (await import('./pages/cw.ts')).cw,
  de: async () => (await import('./pages/de.ts')).de,
  el: async () => (await import('./pages/el.ts')).el,
  es: async () => (await import('./pages/es.ts')).es,
  fa: async () => (await import('./pages/fa.ts')).fa,
  fr: async () => (await import('./pages/fr.ts')).fr,
  iq: async () => (await import('./pages/iq.ts')).iq,
  it: async () => (await import('./pages/it.ts')).it,
  kr: async () => (await import('./pages/kr.ts')).kr,
  nl: async () => (await import('./pages/nl.ts')).nl,
  pt: async () => (await import('./pages/pt.ts')).pt,
  ru: async () => (await import('./pages/ru.ts')).ru,
  sq: async () => (await import('./pages/sq.ts')).sq,
};

/**
 * Loads a language's resources for the first route and the shell on demand. Turkish is built in
 * and complete. A translation that lacks keys (added since it was written) gets English for them,
 * which costs the English chunk too; a complete one comes alone.
 */
export async function loadMessages(lang: LanguageCode): Promise<Partial<CoreMessages>> {
  if (lang === 'tr') return tr;
  const messages = await LOADERS[lang]();
  if (lang === 'en' || Object.keys(tr).every((key) => key in messages)) return messages;
  return { ...(await LOADERS.en()), ...messages };
}

/** Loads a language's texts of the pages loaded on demand, with English for any key it lacks. */
export async function loadPageMessages(lang: LanguageCode): Promise<Partial<PageMessages>> {
  const [messages, turkish] = await Promise.all([PAGE_LOADERS[lang](), PAGE_LOADERS.tr()]);
  if (lang === 'en' || lang === 'tr' || Object.keys(turkish).every((key) => key in messages)) return messages;
  return { ...(await PAGE_LOADERS.en()), ...messages };
}
