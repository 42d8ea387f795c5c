import type { LanguageCode } from './languages.ts';
import { tr, type Messages } from './locales/tr.ts';

type Loadable = Exclude<LanguageCode, 'tr'>;

/**
 * One dynamic import per language, so the bundler makes a chunk of each and a browser downloads
 * only the language it shows. (The import paths must stay literal for the bundler to see them.)
 */
const LOADERS: Record<Loadable, () => Promise<Partial<Messages>>> = {
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

/**
 * Loads a language's resources on demand. Turkish is built in and complete. A translation that
 * lacks keys (added since it was written) gets English for them, which costs the English chunk
 * too; a complete one comes alone.
 */
export async function loadMessages(lang: LanguageCode): Promise<Partial<Messages>> {
  if (lang === 'tr') return tr;
  const messages = await LOADERS[lang]();
  if (lang === 'en' || Object.keys(tr).every((key) => key in messages)) return messages;
  return { ...(await LOADERS.en()), ...messages };
}
