import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '@bet/shared';
import { featureTexts } from './feature-texts.ts';

type Messages = Readonly<Record<string, string>>;

/** Every text file of every feature and area, whatever its depth, read at once. */
const FILES = import.meta.glob<Messages>('../features/**/i18n/??.ts', { eager: true, import: 'default' });

/** The text folders (`features/admin/i18n`, `features/admin/<area>/i18n`, ...) with their files by language. */
const FOLDERS = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(FILES)) {
  const [, folder, lang] = /^\.\.\/features\/(.+)\/i18n\/(\w\w)\.ts$/.exec(path)!;
  if (!FOLDERS.has(folder!)) FOLDERS.set(folder!, new Map());
  FOLDERS.get(folder!)!.set(lang!, messages);
}

/**
 * Words a language really writes as English does (loanwords and cognates); any other text equal
 * to the English one is taken for an untranslated copy.
 */
/** Games most languages call by their English names. */
const GAME_NAMES = [
  ...['megaways', 'jackpot', 'blackjack', 'baccarat', 'poker', 'bingo', 'roulette'].map(
    (game) => `casino.cat.${game}`,
  ),
  // the transactions' bingo service
  'acct.tx.service.6',
];

/** Brands every language writes as they are (the site settings' social accounts). */
const BRAND_NAMES = ['facebook', 'twitter', 'instagram', 'googleplus', 'youtube', 'vk', 'skype'].map(
  (brand) => `site.setting.${brand}`,
);

const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  tr: [
    'acct.tx.kind.bonus',
    'panel.terminals.kiosk',
    'casino.jackpot.mega',
    'casinoAdmin.jackpots.tier.casinoMega',
  ],
  az: ['acct.tx.kind.bonus', 'panel.terminals.kiosk', 'pay.bank', 'aff.status', 'site.setting.google_id'],
  cw: ['panel.role.dealer'],
  de: [
    'acct.tx.kind.bonus',
    'panel.terminals.kiosk',
    'panel.role.partner',
    'panel.role.admin',
    'panel.user.status',
    'pay.bank',
    'pay.requests.status',
    'aff.status',
    'casino.jackpots',
    'casino.cat.basketball',
    'panel.syslog.detail',
    'site.mail.text',
  ],
  fr: [
    'acct.tx.kind.bonus',
    'panel.user.commission',
    'feed.messages',
    'feed.perSecond',
    'acct.tx.type',
    'acct.tx.service',
    'acct.tx.page',
    'pay.panel.date',
    'promo.title',
    'aff.type',
    'aff.date',
    'aff.coupons',
    'aff.page',
    'aff.email',
    'desk.match',
    'desk.ticket',
    'liability.match',
    'liability.coupons',
    'casino.jackpots',
    'casino.cat.football',
    'casino.cat.basketball',
    'panel.syslog.message',
    'site.mail.template',
  ],
  es: ['panel.syslog.level.error'],
  it: ['acct.tx.kind.bonus', 'casinoAdmin.jackpots.tier.casinoMega', 'aff.email', 'casino.jackpot.mega'],
  nl: [
    'acct.tx.kind.bonus',
    'panel.terminals.kiosk',
    'panel.role.dealer',
    'panel.role.partner',
    'panel.user.status',
    'panel.user.open',
    'pay.bank',
    'pay.requests.status',
    'aff.week',
    'aff.weekN',
    'sportsData.live',
    'desk.ticket',
    'liability.coupons',
    'casino.jackpots',
    'casino.cat.fruit',
    'panel.syslog.detail',
    'site.setting.extra_link',
  ],
  pt: ['casinoAdmin.jackpots.tier.casinoMega', 'aff.email', 'casino.jackpots', 'casino.jackpot.mega'],
  kr: ['site.setting.google_id'],
  ru: ['site.setting.google_id'],
  sq: ['acct.tx.kind.bonus', 'panel.role.partner', 'panel.role.admin'],
};

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('feature texts', () => {
  it('finds the text folders of the features', () => {
    for (const folder of ['admin', 'account', 'payments', 'promo'])
      expect([...FOLDERS.keys()]).toContain(folder);
  });

  for (const [folder, files] of FOLDERS) {
    describe(folder, () => {
      const tr = files.get('tr') ?? {};
      const en = files.get('en') ?? {};
      for (const { code } of LANGUAGES) {
        it(`${code} has exactly the keys of tr.ts, each with a real translation`, () => {
          const messages = files.get(code);
          expect(messages, `${folder}/i18n/${code}.ts is missing`).toBeDefined();
          expect(Object.keys(messages!).sort()).toEqual(Object.keys(tr).sort());
          for (const [key, text] of Object.entries(messages!)) {
            expect(text.trim(), `${code} ${key}`).not.toBe('');
            // Placeholders must survive the translation: the page fills them in.
            expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(tr[key]!));
            if (
              code !== 'en' &&
              !SAME_AS_ENGLISH[code]?.includes(key) &&
              !GAME_NAMES.includes(key) &&
              !BRAND_NAMES.includes(key)
            )
              expect(text, `${code} ${key} is English`).not.toBe(en[key]);
          }
        });
      }
    });
  }

  it('no two text folders define the same key (merged bundles would hide one)', () => {
    const owner = new Map<string, string>();
    for (const [folder, files] of FOLDERS)
      for (const key of Object.keys(files.get('tr') ?? {})) {
        expect(owner.get(key), `${key} in ${folder}`).toBeUndefined();
        owner.set(key, folder);
      }
  });

  it("a feature's bundle holds its own texts and its areas', in the language asked for", async () => {
    const features = new Set([...FOLDERS.keys()].map((folder) => folder.split('/')[0]!));
    for (const feature of features)
      for (const { code: lang } of LANGUAGES) {
        const wanted = Object.assign(
          {},
          ...[...FOLDERS]
            .filter(([f]) => f === feature || f.startsWith(`${feature}/`))
            .map(([, files]) => files.get(lang)),
        );
        expect(await featureTexts(feature).load(lang), `${feature} ${lang}`).toEqual(wanted);
      }
  });
});
