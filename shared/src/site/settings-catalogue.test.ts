import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  COLOUR_THEMES,
  SETTING_GROUPS,
  SITE_SETTINGS,
  settingDefinition,
  settingValueProblem,
  siteSettingsProblem,
  type SettingDefinition,
} from './settings-catalogue.ts';

const codes = LANGUAGES.map((l) => l.code);
const byRule = (rule: SettingDefinition['rule']) => SITE_SETTINGS.filter((d) => d.rule === rule);

describe('site settings catalogue', () => {
  it('holds every key of the spec once, each in one of the spec groups', () => {
    const keys = SITE_SETTINGS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ['site_name', 'site_default_theme', 'footer_bottom_text', 'site_logo', 'facebook'])
      expect(settingDefinition(key)).toBeDefined();
    for (const d of SITE_SETTINGS) expect(SETTING_GROUPS).toContain(d.group);
    for (const group of SETTING_GROUPS) expect(SITE_SETTINGS.some((d) => d.group === group)).toBe(true);
  });

  it('an empty value always passes: it restores the default', () => {
    for (const d of SITE_SETTINGS) expect(settingValueProblem(d, '')).toBeNull();
  });

  it('flags take 0 and 1 only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...byRule('flag')), fc.string({ minLength: 1, maxLength: 4 }), (d, v) => {
        expect(settingValueProblem(d, v) === null).toBe(v === '0' || v === '1');
      }),
    );
  });

  it('integers pass inside their range and fail outside it or when not plain digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...byRule('integer')),
        fc.integer({ min: -10, max: 2_000_000_000 }),
        (d, n) => {
          const inside = n >= (d.min ?? 0) && n <= (d.max ?? Infinity);
          expect(settingValueProblem(d, String(n)) === null).toBe(inside);
        },
      ),
    );
    const day = settingDefinition('coupons_day')!;
    for (const v of ['1.5', ' 3', '03', '1e2', 'abc']) expect(settingValueProblem(day, v)).toBe('integer');
  });

  it('themes and languages come from their lists', () => {
    const theme = settingDefinition('site_default_theme')!;
    const lang = settingDefinition('site_default_lang')!;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (v) => {
        fc.pre(v !== '');
        expect(settingValueProblem(theme, v) === null).toBe((COLOUR_THEMES as readonly string[]).includes(v));
        expect(settingValueProblem(lang, v) === null).toBe((codes as string[]).includes(v));
      }),
    );
  });

  it('a language list is distinct site codes separated by commas', () => {
    const d = settingDefinition('site_languages')!;
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1 }), (list) => {
        expect(settingValueProblem(d, list.join(','))).toBeNull();
        expect(settingValueProblem(d, [...list, list[0]!].join(','))).toBe('languages');
        expect(settingValueProblem(d, [...list, 'xx'].join(','))).toBe('languages');
      }),
    );
  });

  it('quick stakes are positive amounts with at most 2 decimals', () => {
    const d = settingDefinition('coupon_amount_group')!;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 1, maxLength: 8 }),
        (minor) => {
          const text = minor.map((m) => (m % 100 ? (m / 100).toFixed(2) : String(m / 100))).join(',');
          expect(settingValueProblem(d, text)).toBeNull();
          expect(settingValueProblem(d, `${text},0`)).toBe('amountList');
          expect(settingValueProblem(d, `${text},1.234`)).toBe('amountList');
        },
      ),
    );
  });

  it('addresses must be http(s) without characters that break out of an attribute', () => {
    const d = settingDefinition('facebook')!;
    fc.assert(
      fc.property(
        fc.constantFrom('https', 'http'),
        fc.domain(),
        fc.stringMatching(/^[a-z0-9/._?=&%-]{0,30}$/),
        (scheme, host, rest) => {
          const url = `${scheme}://${host}/${rest}`;
          expect(settingValueProblem(d, url)).toBeNull();
          expect(settingValueProblem(d, `javascript:${url}`)).toBe('url');
          expect(settingValueProblem(d, `${url}"onmouseover="x`)).toBe('url');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('images are uploaded media paths or https addresses', () => {
    const d = settingDefinition('site_logo')!;
    expect(settingValueProblem(d, '/media/logo-1.webp')).toBeNull();
    expect(settingValueProblem(d, 'https://cdn.example/logo.png')).toBeNull();
    expect(settingValueProblem(d, '/uploads/site/0a1b2c-480x120.webp')).toBeNull();
    for (const v of [
      '/media/../etc/passwd',
      '/uploads/../x.webp',
      '/uploads/site/../../x.webp',
      'http://x/y.png',
      'data:image/png;base64,AA',
      '/other/x.png',
    ])
      expect(settingValueProblem(d, v)).toBe('image');
  });

  it('one-line texts refuse line breaks and every value has a length limit', () => {
    expect(settingValueProblem(settingDefinition('site_name')!, 'a\nb')).toBe('text');
    expect(settingValueProblem(settingDefinition('site_name')!, 'x'.repeat(501))).toBe('tooLong');
    expect(settingValueProblem(settingDefinition('footer_bottom_text')!, 'x\n'.repeat(2000))).toBeNull();
  });

  it('a change names the first broken key; other areas keys pass; the default language stays on', () => {
    const all = { site_default_lang: 'tr' };
    expect(siteSettingsProblem({ site_name: 'Bet', live_delay_ms: 'anything' }, all)).toBeNull();
    expect(siteSettingsProblem({ site_name: 'Bet', login_screen: 'yes' }, all)).toEqual({
      key: 'login_screen',
      rule: 'flag',
    });
    expect(
      siteSettingsProblem({ site_languages: 'en,de' }, { site_default_lang: 'tr', site_languages: 'en,de' }),
    ).toEqual({ key: 'site_languages', rule: 'defaultLanguageOff' });
    expect(
      siteSettingsProblem(
        { site_languages: 'en,de', site_default_lang: 'en' },
        { site_default_lang: 'en', site_languages: 'en,de' },
      ),
    ).toBeNull();
  });

  it("keeps the counter deposit's minimum at or below its maximum", () => {
    const stored = { shop_deposit_min: '100', shop_deposit_max: '5000000' };
    const change = (c: Record<string, string>) => siteSettingsProblem(c, { ...stored, ...c });
    expect(change({ shop_deposit_min: '5000000' })).toBeNull();
    expect(change({ shop_deposit_min: '5000001' })).toEqual({ key: 'shop_deposit_min', rule: 'minAboveMax' });
    expect(change({ shop_deposit_max: '99' })).toEqual({ key: 'shop_deposit_max', rule: 'minAboveMax' });
    expect(change({ shop_deposit_min: '20000', shop_deposit_max: '30000' })).toBeNull();
    expect(change({ withdrawal_code_days: '0' })).toEqual({ key: 'withdrawal_code_days', rule: 'integer' });
    expect(change({ withdrawal_code_days: '366' })).toEqual({ key: 'withdrawal_code_days', rule: 'integer' });
  });
});
