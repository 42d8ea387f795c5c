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
import { aa as aaPages } from './pages/aa.ts';
import { az as azPages } from './pages/az.ts';
import { cw as cwPages } from './pages/cw.ts';
import { de as dePages } from './pages/de.ts';
import { el as elPages } from './pages/el.ts';
import { en as enPages } from './pages/en.ts';
import { es as esPages } from './pages/es.ts';
import { fa as faPages } from './pages/fa.ts';
import { fr as frPages } from './pages/fr.ts';
import { iq as iqPages } from './pages/iq.ts';
import { it as itPages } from './pages/it.ts';
import { kr as krPages } from './pages/kr.ts';
import { nl as nlPages } from './pages/nl.ts';
import { pt as ptPages } from './pages/pt.ts';
import { ru as ruPages } from './pages/ru.ts';
import { sq as sqPages } from './pages/sq.ts';
import { tr, type MessageKey, type Messages } from './locales/tr.ts';
import { tr as trPages } from './pages/tr.ts';

/**
 * Every language's resources at once (the first route's texts and the pages' texts together), for
 * code that runs where size does not matter: the server's and the terminal's `translate()` and the
 * tests. The browser never imports this module; it loads one language at a time through
 * `loadMessages()` and `loadPageMessages()`.
 */
export const RESOURCES: Readonly<Record<LanguageCode, Partial<Messages>>> = {
  tr: { ...tr, ...trPages },
  en: { ...en, ...enPages },
  aa: { ...aa, ...aaPages },
  az: { ...az, ...azPages },
  cw: { ...cw, ...cwPages },
  de: { ...de, ...dePages },
  el: { ...el, ...elPages },
  es: { ...es, ...esPages },
  fa: { ...fa, ...faPages },
  fr: { ...fr, ...frPages },
  iq: { ...iq, ...iqPages },
  it: { ...it, ...itPages },
  kr: { ...kr, ...krPages },
  nl: { ...nl, ...nlPages },
  pt: { ...pt, ...ptPages },
  ru: { ...ru, ...ruPages },
  sq: { ...sq, ...sqPages },
};

/** Every key, the first route's and the pages'. */
export const ALL_KEYS: readonly MessageKey[] = Object.keys(RESOURCES.tr) as MessageKey[];

/** The keys a language has no text for yet (they show in English). */
export function missingTranslations(lang: LanguageCode): MessageKey[] {
  const messages = RESOURCES[lang];
  return ALL_KEYS.filter((key) => messages[key] === undefined);
}
