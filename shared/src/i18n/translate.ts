import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import { en } from './locales/en.ts';
import { tr, type Messages } from './locales/tr.ts';

/** Languages whose resources are complete here; the rest fall back to English, then Turkish. */
const BUNDLED: Partial<Record<LanguageCode, Partial<Messages>>> = { tr, en };

/**
 * Server-side text for a message key (clients translate with i18next from the same resources);
 * `{{name}}` placeholders take their values from `params`.
 */
export function translate(
  key: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
  params: Record<string, unknown> = {},
): string {
  const table = BUNDLED[lang] ?? en;
  const text = (table as Record<string, string>)[key] ?? (en as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
