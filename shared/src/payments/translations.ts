import { z } from 'zod';
import type { PaymentCategory, PaymentMethod } from '../api/payments.ts';
import type { LanguageCode } from '../i18n/languages.ts';

/**
 * A text of a payment category or method (its name, info line, a field's title or placeholder,
 * an info label) in the site's languages. It names the text it translates (`source`, as stored on
 * the row), so a rename in the back office falls back to the new text instead of showing the
 * translation of the old one.
 */
export const PaymentTextTranslation = z.object({
  source: z.string(),
  texts: z.record(z.string(), z.string()),
});
export type PaymentTextTranslation = z.infer<typeof PaymentTextTranslation>;
export const PaymentTextTranslations = z.array(PaymentTextTranslation);

/** The text in the language when a translation of exactly this text has one; the stored text otherwise. */
export function translatePaymentText(
  text: string,
  translations: readonly PaymentTextTranslation[],
  lang: LanguageCode,
): string {
  const found = translations.find((t) => t.source === text);
  return (found && Object.hasOwn(found.texts, lang) ? found.texts[lang] : undefined) ?? text;
}

/** A category's name and info line in the language. */
export function translatePaymentCategory(
  info: PaymentCategory['info'],
  translations: readonly PaymentTextTranslation[],
  lang: LanguageCode,
): PaymentCategory['info'] {
  const t = (text: string) => translatePaymentText(text, translations, lang);
  return { ...info, catName: t(info.catName), info: t(info.info) };
}

/** A method's name, info labels and its form's titles and placeholders in the language. */
export function translatePaymentMethod(
  method: PaymentMethod,
  translations: readonly PaymentTextTranslation[],
  lang: LanguageCode,
): PaymentMethod {
  const t = (text: string) => translatePaymentText(text, translations, lang);
  return {
    ...method,
    payType: t(method.payType),
    infofields: method.infofields.map((f) => ({ ...f, label: t(f.label) })),
    fields: method.fields.map((f) => ({ ...f, title: t(f.title), placeHolder: t(f.placeHolder) })),
  };
}

/** The texts of a list that have no translation of their own into the language (empty texts need none). */
export function untranslatedPaymentTexts(
  texts: readonly string[],
  translations: readonly PaymentTextTranslation[],
  lang: LanguageCode,
): string[] {
  return texts.filter(
    (text) => text !== '' && !translations.some((t) => t.source === text && Object.hasOwn(t.texts, lang)),
  );
}
