import { defineTexts, type Texts } from './i18n.ts';

type Messages = Readonly<Record<string, string>>;

/**
 * Every feature's text files, each a default export of one language: `features/<feature>/i18n/<lang>.ts`
 * and, for an area inside a feature (the panel's back-office areas), `features/<feature>/<area>/i18n/<lang>.ts`.
 * Lazy: a file loads only with its feature, and vite.config.ts puts one feature's files of one
 * language into one chunk. A new area's files are found here without a line elsewhere.
 */
const FILES = import.meta.glob<Messages>(['../features/*/i18n/??.ts', '../features/*/*/i18n/??.ts'], {
  import: 'default',
});

/** The files of `feature` (its own and its areas') in `lang`, by path. */
export function featureTextFiles(feature: string, lang: string): Array<() => Promise<Messages>> {
  const prefix = `../features/${feature}/`;
  const suffix = `/i18n/${lang}.ts`;
  return Object.entries(FILES)
    .filter(([path]) => path.startsWith(prefix) && path.endsWith(suffix))
    .map(([, load]) => load);
}

/**
 * The texts of one feature folder, merged over its areas, as a bundle that loads with the pages
 * that show it: name it in `lazyPage(load, [...])` or wait for it with `useTexts`.
 */
export function featureTexts(feature: string): Texts {
  return defineTexts(async (lang) => {
    const parts = await Promise.all(featureTextFiles(feature, lang).map((load) => load()));
    return Object.assign({}, ...parts) as Messages;
  });
}

/** The dealer panel's texts and its back-office areas'. */
export const panelTexts = featureTexts('admin');
/** The account screens' texts. */
export const accountTexts = featureTexts('account');
/** The deposit, withdrawal and transfer pages' texts (the panel's payment requests show them too). */
export const paymentTexts = featureTexts('payments');
/** The promotion, bonus and affiliate pages' texts. */
export const promoTexts = featureTexts('promo');
/** The casino lobbies' texts. */
export const casinoTexts = featureTexts('casino');
/** The bingo page's texts. */
export const bingoTexts = featureTexts('bingo');
