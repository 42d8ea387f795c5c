import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { type MessageKey } from './locales/tr.ts';
import { RESOURCES } from './resources.ts';

/**
 * Namespaces a translation may leave to English (they then show in English: loadMessages fills
 * them in), with the reason. Every other key of English is required in every language: the
 * shell, the sports screens, the bet slip, coupons and cash-out, and the un-namespaced error
 * catalogue that the server translates with `translate()`.
 */
const OPTIONAL_NAMESPACES: Record<string, string> = {
  'terminal.':
    "the shop terminal's own screens are worked by the shop's cashier, in the language the terminal is set up in",
  'payoutReceipt.':
    "the payout receipt goes to the shop's thermal printer, whose code pages cannot print every script",
  'admin.': 'the dealer and admin panel is for operators, who work in Turkish or English',
};

const isOptional = (key: string) => Object.keys(OPTIONAL_NAMESPACES).some((ns) => key.startsWith(ns));
/** English with the pages' texts: every key there is. */
const en = RESOURCES.en;
const REQUIRED = (Object.keys(en) as MessageKey[]).filter((key) => !isOptional(key));

/**
 * League names are proper names: a language that has no name of its own for a league writes it as
 * the league calls itself, which is often what English writes too.
 */
const isProperName = (key: string) => key.startsWith('league.');

/** Keys whose text is the same in every language: the name of the 1X2 market is its own notation. */
const SAME_EVERYWHERE: readonly MessageKey[] = ['sports.oneXTwo'];

/**
 * Texts a language really writes as English does: loanwords it uses (Live, Bonus, Terminal),
 * sports whose name it spells the same (Tennis, Handball), the banker's letter B. Anything else
 * equal to English is taken for an untranslated copy.
 */
const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly MessageKey[]>> = {
  tr: [
    'kiosk.outOfService.terminal',
    'minLimit',
    'maxLimit',
    'ticket.bonus',
    'slip.bonus',
    'ticket.terminal',
    'slip.bankerShort',
  ],
  az: [
    'kiosk.outOfService.terminal',
    'ticket.bonus',
    'slip.bonus',
    'ticket.terminal',
    'sport.5',
    'slip.bankerShort',
    'frames.tv',
  ],
  cw: [
    'kiosk.outOfService.terminal',
    'ticket.terminal',
    'nav.bingo',
    'admin.reports.product.bingo',
    'frames.tv',
    'outcome.No',
    'country.1901',
  ],
  de: [
    'kiosk.outOfService.terminal',
    'nav.live',
    'sports.live',
    'coupons.type.4',
    'nav.highlights',
    'uphigh.highlights',
    'account.version',
    'announcement.more',
    'ticket.bonus',
    'slip.bonus',
    'ticket.system',
    'slip.system',
    'ticket.terminal',
    'terminal.status',
    'coupons.status',
    'slip.bankerShort',
    'sport.3',
    'sport.5',
    'sport.6',
    'sport.7',
    'sport.19',
    'sport.23',
    'nav.bingo',
    'admin.reports.product.bingo',
    'sports.filter.handicap',
    'theme.orange',
    'theme.gold',
    'frames.tv',
    'market.14',
    'market.90',
    'country.101',
    'country.501',
    'country.701',
    'country.4101',
  ],
  el: ['sports.overUnder', 'sports.filter.overUnder', 'frames.tv'],
  es: [
    'kiosk.outOfService.terminal',
    'ticket.terminal',
    'sports.format.decimal',
    'nav.bingo',
    'admin.reports.product.bingo',
    'frames.tv',
    'outcome.No',
    'country.1901',
  ],
  fr: [
    'kiosk.outOfService.terminal',
    'nav.sports',
    'sports.sports',
    'nav.coupon',
    'nav.coupons',
    'nav.menu',
    'nav.promotions',
    'nav.notifications',
    'account.version',
    'ticket.id',
    'ticket.date',
    'ticket.bonus',
    'slip.bonus',
    'ticket.banker',
    'slip.banker',
    'slip.bankerShort',
    'ticket.terminal',
    'slip.type.CK',
    'coupons.type.2',
    'sport.1',
    'sport.5',
    'sport.6',
    'sport.19',
    'nav.bingo',
    'admin.reports.product.bingo',
    'sports.filter.handicap',
    'sports.filter.corners',
    'theme.orange',
    'frames.tv',
    'market.14',
    'market.90',
    'market.10',
    'country.102',
    'country.301',
    'country.501',
    'country.4101',
  ],
  iq: ['slip.bankerShort', 'frames.tv'],
  it: [
    'nav.home',
    'error.home',
    'nav.live',
    'sports.live',
    'coupons.type.4',
    'nav.menu',
    'login.password',
    'ticket.bonus',
    'slip.bonus',
    'sport.5',
    'sport.7',
    'sport.19',
    'nav.bingo',
    'admin.reports.product.bingo',
    'sports.filter.handicap',
    'frames.tv',
    'market.14',
    'market.90',
    'outcome.Over',
    'outcome.Under',
    'outcome.No',
    'country.1901',
  ],
  kr: ['frames.tv'],
  nl: [
    'kiosk.outOfService.terminal',
    'nav.live',
    'sports.live',
    'coupons.type.4',
    'nav.menu',
    'announcement.more',
    'ticket.bonus',
    'slip.bonus',
    'ticket.banker',
    'slip.banker',
    'slip.bankerShort',
    'ticket.terminal',
    'terminal.status',
    'coupons.status',
    'sport.5',
    'sport.19',
    'nav.bingo',
    'admin.reports.product.bingo',
    'sports.filter.handicap',
    'market.14',
    'market.90',
    'country.1901',
  ],
  pt: [
    'kiosk.outOfService.terminal',
    'nav.menu',
    'ticket.terminal',
    'sports.format.decimal',
    'nav.slots',
    'admin.reports.product.slots',
    'nav.bingo',
    'admin.reports.product.bingo',
    'sports.filter.handicap',
    'frames.tv',
    'market.14',
    'market.90',
  ],
  sq: [
    'ticket.banker',
    'slip.banker',
    'slip.bankerShort',
    'nav.bingo',
    'admin.reports.product.bingo',
    'frames.tv',
    'country.1901',
  ],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const translations = LANGUAGES.filter((l) => l.code !== 'en');

describe('the language files', () => {
  it('cover the seventeen languages', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('leave to English only namespaces that say why', () => {
    for (const reason of Object.values(OPTIONAL_NAMESPACES)) expect(reason.length).toBeGreaterThan(20);
    // The required set is most of the dictionary: the sports screens, shell, slip and errors.
    expect(REQUIRED).toEqual(
      expect.arrayContaining(['nav.home', 'slip.create', 'technicalError', 'sport.1']),
    );
  });

  describe.each(translations)('$code ($name)', ({ code }) => {
    const messages = RESOURCES[code] as Record<string, string | undefined>;

    it('has a text for every required key', () => {
      const missing = REQUIRED.filter((key) => typeof messages[key] !== 'string' || !messages[key]!.trim());
      expect(
        missing,
        `add these to locales/${code}.ts, or list their namespace in OPTIONAL_NAMESPACES with the reason`,
      ).toEqual([]);
    });

    it('has no key English does not have', () => {
      expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
    });

    it('keeps the placeholders of English, no more and no fewer', () => {
      const wrong = Object.entries(messages)
        .filter(([key, text]) => {
          const english = (en as Record<string, string>)[key];
          return english !== undefined && placeholders(text!).join() !== placeholders(english).join();
        })
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });

    it('translates rather than copies English', () => {
      const allowed = new Set<string>([...SAME_EVERYWHERE, ...(SAME_AS_ENGLISH[code] ?? [])]);
      const copies = Object.entries(messages)
        .filter(
          ([key, text]) =>
            text === (en as Record<string, string>)[key] && !allowed.has(key) && !isProperName(key),
        )
        .map(([key]) => key);
      expect(copies).toEqual([]);
    });

    it('lists as loanwords only texts that really are the same as English', () => {
      const stale = (SAME_AS_ENGLISH[code] ?? []).filter(
        (key) => messages[key] !== (en as Record<string, string>)[key],
      );
      expect(stale).toEqual([]);
    });
  });

  it('write Kurdish in the Latin script of Kurmanji (Kurdî, left to right), never in Arabic letters', () => {
    const arabic = Object.entries(RESOURCES.iq)
      .filter(([, text]) => /\p{Script=Arabic}/u.test(text!))
      .map(([key]) => key);
    expect(arabic).toEqual([]);
  });

  it('write each language in its own script', () => {
    const scripts: Partial<Record<LanguageCode, RegExp>> = {
      aa: /\p{Script=Arabic}/u,
      fa: /\p{Script=Arabic}/u,
      kr: /\p{Script=Hangul}/u,
      ru: /\p{Script=Cyrillic}/u,
      el: /\p{Script=Greek}/u,
    };
    for (const [code, script] of Object.entries(scripts) as Array<[LanguageCode, RegExp]>) {
      const foreign = Object.entries(RESOURCES[code])
        .filter(
          ([key]) =>
            !isProperName(key) &&
            ![...SAME_EVERYWHERE, ...(SAME_AS_ENGLISH[code] ?? [])].includes(key as MessageKey),
        )
        .filter(([, text]) => /\p{L}/u.test(text!.replace(/\{\{\w+\}\}/g, '')) && !script.test(text!))
        .map(([key]) => key);
      expect({ code, foreign }).toEqual({ code, foreign: [] });
    }
  });
});
