import type { LanguageCode } from '@bet/shared';
import type { ContentMessages } from './tr.ts';

/**
 * The content texts, one chunk per language, loaded with the pages and parts that show them
 * (never by Home's first route): the import paths stay literal so the bundler makes a chunk of each.
 */
const LOADERS: Record<LanguageCode, () => Promise<{ default: ContentMessages }>> = {
  tr: () => import('./tr.ts'),
  en: () => import('./en.ts'),
  aa: () => import('./aa.ts'),
  az: () => import('./az.ts'),
  cw: () => import('./cw.ts'),
  de: () => import('./de.ts'),
  el: () => import('./el.ts'),
  es: () => import('./es.ts'),
  fa: () => import('./fa.ts'),
  fr: () => import('./fr.ts'),
  iq: () => import('./iq.ts'),
  it: () => import('./it.ts'),
  kr: () => import('./kr.ts'),
  nl: () => import('./nl.ts'),
  pt: () => import('./pt.ts'),
  ru: () => import('./ru.ts'),
  sq: () => import('./sq.ts'),
};

export async function loadContentMessages(lang: LanguageCode): Promise<ContentMessages> {
  return (await LOADERS[lang]()).default;
}
