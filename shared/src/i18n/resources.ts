import type { LanguageCode } from './languages.ts';
import { aa } from './locales/aa.ts';
import { az } from './locales/az.ts';
import { cw } from './locales/cw.ts';
import { de } from './locales/de.ts';
import { el } from './locales/el.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fa } from './locales/fa.ts';
import { fr } from './locales/fr.ts';
import { iq } from './locales/iq.ts';
import { it } from './locales/it.ts';
import { kr } from './locales/kr.ts';
import { nl } from './locales/nl.ts';
import { pt } from './locales/pt.ts';
import { ru } from './locales/ru.ts';
import { sq } from './locales/sq.ts';
import { tr, type MessageKey, type Messages } from './locales/tr.ts';

/**
 * Every language's resources at once, for code that runs where size does not matter: the server's
 * and the terminal's `translate()` and the tests. The browser never imports this module; it loads
 * one language at a time through `loadMessages()`.
 */
export const RESOURCES: Readonly<Record<LanguageCode, Partial<Messages>>> = {
  tr,
  en,
  aa,
  az,
  cw,
  de,
  el,
  es,
  fa,
  fr,
  iq,
  it,
  kr,
  nl,
  pt,
  ru,
  sq,
};

/** The keys a language has no text for yet (they show in English). */
export function missingTranslations(lang: LanguageCode): MessageKey[] {
  const messages = RESOURCES[lang];
  return (Object.keys(tr) as MessageKey[]).filter((key) => messages[key] === undefined);
}
