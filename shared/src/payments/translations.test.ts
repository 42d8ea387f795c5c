import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import {
  translatePaymentMethod,
  translatePaymentText,
  untranslatedPaymentTexts,
  type PaymentTextTranslation,
} from './translations.ts';

const codes = LANGUAGES.map((l) => l.code);
const lang = fc.constantFrom(...codes);
const text = fc.string({ minLength: 1, maxLength: 8 });
/** A translation of one source into some of the languages, each text marked with its language. */
const translation = fc.tuple(text, fc.subarray(codes)).map(([source, langs]): PaymentTextTranslation => ({
  source,
  texts: Object.fromEntries(langs.map((l) => [l, `${l}:${source}`])),
}));

describe('payment texts in the page language', () => {
  it("shows a text in the asked language when it has one, the stored text otherwise, never a third language's", () => {
    fc.assert(
      fc.property(text, fc.array(translation, { maxLength: 5 }), lang, (stored, translations, l) => {
        const shown = translatePaymentText(stored, translations, l);
        const own = translations.find((t) => t.source === stored);
        if (own && l in own.texts) expect(shown).toBe(`${l}:${stored}`);
        else expect(shown).toBe(stored);
        // whatever it shows is the stored text or this language's
        expect(shown === stored || shown.startsWith(`${l}:`)).toBe(true);
      }),
    );
  });

  it('ignores the translation of a text that was renamed since', () => {
    const old: PaymentTextTranslation = { source: 'Havale', texts: { en: 'Transfer', aa: 'حوالة' } };
    expect(translatePaymentText('Havale', [old], 'aa')).toBe('حوالة');
    expect(translatePaymentText('Havale / EFT', [old], 'aa')).toBe('Havale / EFT');
  });

  it("translates a method's name, info labels, field titles and placeholders, and reports what has no translation", () => {
    fc.assert(
      fc.property(
        fc.array(translation, { maxLength: 6 }),
        text,
        text,
        text,
        lang,
        (translations, a, b, c, l) => {
          const method = {
            payId: 1,
            payCatId: 1,
            payType: a,
            payTag: 'X',
            bankLogo: '',
            transferType: 0 as const,
            infofields: [{ label: b, text: 'kept as it is' }],
            minAmount: 1,
            maxAmount: 0,
            fields: [
              {
                name: 'f',
                title: c,
                type: 'text' as const,
                placeHolder: '',
                minLength: 0,
                maxLength: 0,
                required: 0 as const,
              },
            ],
            hasBanks: false,
            iframe: 0 as const,
          };
          const shown = translatePaymentMethod(method, translations, l);
          const t = (s: string) => translatePaymentText(s, translations, l);
          expect(shown.payType).toBe(t(a));
          expect(shown.infofields[0]).toEqual({ label: t(b), text: 'kept as it is' });
          expect(shown.fields[0]!.title).toBe(t(c));
          expect(shown.fields[0]!.placeHolder).toBe('');
          const missing = untranslatedPaymentTexts([a, b, c], translations, l);
          for (const s of [a, b, c])
            expect(missing.includes(s)).toBe(!translations.some((x) => x.source === s && l in x.texts));
        },
      ),
    );
  });

  it('a Turkish page shows the stored text when the translation has no Turkish of its own', () => {
    const tr: LanguageCode = 'tr';
    expect(translatePaymentText('Kart', [{ source: 'Kart', texts: { en: 'Card' } }], tr)).toBe('Kart');
  });
});
