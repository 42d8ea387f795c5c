import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import { RESOURCES } from './resources.ts';

/**
 * Server-side text for a message key (clients translate with i18next from the same resources):
 * the language's text, else English, else the key itself; `{{name}}` placeholders take their
 * values from `params`.
 */
export function translate(
  key: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
  params: Record<string, unknown> = {},
): string {
  const table = RESOURCES[lang] as Record<string, string | undefined>;
  const text = table[key] ?? (RESOURCES.en as Record<string, string | undefined>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
