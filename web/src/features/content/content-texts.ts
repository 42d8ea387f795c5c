import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@bet/shared';
import { defineTexts, loadTexts } from '../../i18n/i18n.ts';

/**
 * The content pages' texts. The per-language loaders come in a chunk of their own, so whatever
 * names these texts carries one import instead of seventeen.
 */
export const contentTexts = defineTexts(async (lang) =>
  (await import('./i18n/load.ts')).loadContentMessages(lang),
);

/**
 * Suspends until i18next holds the content texts in the page's language. Only the content area's
 * lazily loaded parts call it (written here rather than with useTexts, which would split that
 * module off the first route's chunk and cost it a request).
 */
export function useContentTexts(): void {
  const { i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'tr';
  // `use` on every render, held or not (see loadTexts): a replay after the wait calls it again.
  use(loadTexts(contentTexts, lang));
}
