import { create } from 'zustand';
import type { LanguageCode } from '@bet/shared';
import { client } from '../api/client.ts';

/**
 * The names the operator gave sports, countries, leagues and market types in the back office, by
 * language, keyed as shared's entity names ('league.1011'). They come before the built-in texts.
 */
export const useOperatorNames = create<{ byLang: Partial<Record<LanguageCode, Record<string, string>>> }>(
  () => ({ byLang: {} }),
);

const asked = new Set<LanguageCode>();

/** Asks the server once per language and page load; a failed read leaves the built-in names and is asked again later. */
export function loadOperatorNames(lang: LanguageCode): void {
  if (asked.has(lang)) return;
  asked.add(lang);
  client.sports
    .names({ lang })
    .then(({ names }) => useOperatorNames.setState((s) => ({ byLang: { ...s.byLang, [lang]: names } })))
    .catch(() => asked.delete(lang));
}
