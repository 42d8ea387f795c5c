import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { tr } from './locales/tr.ts';
import { de as dePages } from './pages/de.ts';
import { en as enPages } from './pages/en.ts';
import { tr as trPages } from './pages/tr.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, pickLanguage } from './languages.ts';
import { loadMessages, loadPageMessages } from './load.ts';
import { translate } from './translate.ts';

describe('languages (spec: tr built in and default, sixteen more loadable)', () => {
  it('has seventeen languages with Turkish first and default', () => {
    expect(LANGUAGES).toHaveLength(17);
    expect(LANGUAGES[0].code).toBe('tr');
    expect(DEFAULT_LANGUAGE).toBe('tr');
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual(
      [
        'aa',
        'az',
        'cw',
        'de',
        'el',
        'en',
        'es',
        'fa',
        'fr',
        'iq',
        'it',
        'kr',
        'nl',
        'pt',
        'ru',
        'sq',
        'tr',
      ].sort(),
    );
  });

  it('writes fa and aa right to left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['aa', 'fa']);
  });

  it('recognises codes', () => {
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
    expect(isLanguageCode(3)).toBe(false);
  });

  it('picks the explicit language, else Accept-Language, else Turkish', () => {
    expect(pickLanguage('en', 'de')).toBe('en');
    expect(pickLanguage(undefined, 'xx-YY, de-DE;q=0.8')).toBe('de');
    expect(pickLanguage('zz', undefined)).toBe('tr');
  });

  it('reads Accept-Language as BCP 47: Arabic, Korean, Kurdish and Papiamentu have site codes of their own', () => {
    expect(pickLanguage(undefined, 'ar-SA,en;q=0.5')).toBe('aa');
    expect(pickLanguage(undefined, 'ko-KR')).toBe('kr');
    expect(pickLanguage(undefined, 'ku')).toBe('iq');
    expect(pickLanguage(undefined, 'pap-CW, nl;q=0.8')).toBe('cw');
    expect(pickLanguage(undefined, 'pt_PT')).toBe('pt');
    // aa is Afar in BCP 47, not the site's Arabic.
    expect(pickLanguage(undefined, 'aa-ET')).toBe('tr');
  });
});

describe('messages', () => {
  it('English has every Turkish key, of the first route and of the pages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
    expect(Object.keys(enPages).sort()).toEqual(Object.keys(trPages).sort());
  });

  it('translates a key in every language, else gives the key itself', () => {
    expect(translate('notFound', 'tr')).toBe(tr.notFound);
    expect(translate('notFound', 'en')).toBe(en.notFound);
    expect(translate('notFound', 'de')).toBe('Der gesuchte Eintrag wurde nicht gefunden.');
    expect(translate('notFound', 'aa')).toBe('السجل الذي تبحث عنه غير موجود.');
    expect(translate('noSuchKey', 'en')).toBe('noSuchKey');
  });

  it('fills {{placeholders}} from the parameters', () => {
    expect(translate('minMatchCount', 'en', { count: 3 })).toBe('This coupon must hold at least 3 matches.');
    expect(translate('minMatchCount', 'en')).toContain('{{count}}');
  });

  it('loads resources on demand', async () => {
    expect(await loadMessages('tr')).toBe(tr);
    expect(await loadMessages('en')).toBe(en);
    const german = await loadMessages('de');
    expect(german['nav.home']).toBe('Startseite');
    // Every key has a text, the language's own or English.
    expect(Object.keys(tr).filter((key) => !(key in german))).toEqual([]);
  });

  it("loads the pages' texts on demand, apart from the first route's", async () => {
    expect(await loadPageMessages('tr')).toBe(trPages);
    expect(await loadPageMessages('en')).toBe(enPages);
    const german = await loadPageMessages('de');
    expect(german['coupons.title']).toBe(dePages['coupons.title']);
    expect(Object.keys(trPages).filter((key) => !(key in german))).toEqual([]);
    // The first route's Turkish holds none of the pages' keys: they are what it leaves out.
    expect(Object.keys(trPages).filter((key) => key in tr)).toEqual([]);
    expect(translate('coupons.title', 'en')).toBe(enPages['coupons.title']);
  });
});
