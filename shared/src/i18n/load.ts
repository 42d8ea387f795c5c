import type { LanguageCode } from './languages.ts';
import { tr, type Messages } from './locales/tr.ts';

/**
 * Loads a language's resources on demand, so a browser downloads only the language it shows.
 * Turkish is built in; languages without a file of their own fall back to English.
 */
export async function loadMessages(lang: LanguageCode): Promise<Partial<Messages>> {
  switch (lang) {
    case 'tr':
      return tr;
    default:
      return (await import('./locales/en.ts')).en;
  }
}
