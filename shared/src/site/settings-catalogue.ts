import { LANGUAGES, isLanguageCode } from '../i18n/languages.ts';

/**
 * The site settings an administrator edits in the back office (accounts-and-platform section 3
 * "Site settings"), grouped as the spec's labels, each with the rule its value must follow. The
 * server refuses a value that breaks its rule and the panel's form checks the same rule, so the
 * two never disagree. Values are text, as the settings table stores them.
 */
export const SETTING_GROUPS = [
  'general',
  'footer',
  'logos',
  'social',
  'mail',
  'cache',
  'responsibleGaming',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** The spec's colour themes (section 9), blue the default. */
export const COLOUR_THEMES = ['red', 'blue', 'green', 'orange', 'gold', 'black'] as const;
export type ColourTheme = (typeof COLOUR_THEMES)[number];

/** What a value must look like; the name is also the panel's hint key and the refusal's `rule`. */
export type SettingRule =
  | 'text'
  | 'longText'
  | 'flag'
  | 'trueFalse'
  | 'integer'
  | 'url'
  | 'urlTemplate'
  | 'email'
  | 'language'
  | 'languages'
  | 'theme'
  | 'colour'
  | 'idList'
  | 'amountList'
  | 'image'
  | 'secret'
  | 'phone'
  | 'host'
  | 'port';

export interface SettingDefinition {
  key: string;
  group: SettingGroup;
  rule: SettingRule;
  /** integers: the smallest and largest allowed */
  min?: number;
  max?: number;
}

const g = (group: SettingGroup, rule: SettingRule, keys: string[], range?: [number, number]) =>
  keys.map((key): SettingDefinition => ({
    key,
    group,
    rule,
    ...(range ? { min: range[0], max: range[1] } : {}),
  }));

export const SITE_SETTINGS: readonly SettingDefinition[] = [
  ...g('general', 'text', ['site_name', 'site_title', 'site_domain', 'site_keywords', 'mobile_caption']),
  ...g('general', 'longText', ['site_description']),
  ...g('general', 'language', ['site_default_lang']),
  ...g('general', 'languages', ['site_languages']),
  ...g('general', 'theme', ['site_default_theme']),
  ...g('general', 'colour', ['default_color']),
  ...g('general', 'flag', [
    'maintenance_mode',
    'themeChange',
    'login_screen',
    'register_disabled',
    'auto_print',
    'mail_activation',
    'top_winners',
    'registerMobileRequired',
    'registerTcRequired',
    'payway',
    'rivHeaderSee',
    'affiliateStatus',
    'second_live_view',
    'currencyMode',
    'browser_language',
    'tv_access',
    'orderByTime',
    'team_logos',
    'enable_rows',
    'coupons_detail_page',
    'secondhomepage',
    'area_casino',
    'area_slots',
    'area_bingo',
    'area_virtual',
    'area_tvgames',
    'area_promotions',
  ]),
  ...g('general', 'trueFalse', [
    'slots_show_all',
    'slots_show_company_logo',
    'liveCasino_show_all',
    'liveCasino_show_company_logo',
    'firstodd_system',
    'operator_login',
  ]),
  ...g('general', 'longText', ['maintenance_message']),
  ...g('general', 'url', ['site_api', 'newSiteApi', 'redirectRegister']),
  ...g('general', 'urlTemplate', ['points_table_url', 'statistic_url', 'tv_link']),
  ...g('general', 'integer', ['serverId'], [1, 999]),
  ...g('general', 'integer', ['matches_day', 'coupons_day'], [1, 365]),
  ...g('general', 'integer', ['first_bulletin'], [1, 1000]),
  ...g('general', 'integer', ['tofixedNumber'], [0, 3]),
  ...g('general', 'integer', ['defaultCountry'], [1, 999]),
  // the shop counter: payouts above this (minor units) need the manager; payout and voucher days
  ...g('general', 'integer', ['payout_approval_above'], [0, 1_000_000_000_00]),
  ...g('general', 'integer', ['ticket_payout_days', 'voucher_days'], [1, 3650]),
  // online players' cash at the counter: one deposit's range (minor units), a withdrawal code's days
  ...g('general', 'integer', ['shop_deposit_min', 'shop_deposit_max'], [1, 1_000_000_000_00]),
  ...g('general', 'integer', ['withdrawal_code_days'], [1, 365]),
  ...g('general', 'text', [
    'defaultCurrency',
    'defaultPhone',
    'google_id',
    'google_analytics',
    'google_site_verification',
    'live_ip',
    'whatsapp_title',
  ]),
  ...g('general', 'phone', ['whatsapp_number']),
  ...g('general', 'longText', [
    'mobileCss',
    'generalJs',
    'live_chat_script',
    'live_chat_script_mobile',
    'jivo_chat',
  ]),
  ...g('general', 'idList', [
    'virtualgames_ids',
    'tvgames_ids',
    'topcasino_ids',
    'newcasino_ids',
    'topslot_ids',
    'newslot_ids',
  ]),
  ...g('general', 'amountList', ['coupon_amount_group']),
  ...g('footer', 'longText', ['footer_bottom_text']),
  ...g('footer', 'text', ['licence_id', 'licence_name']),
  ...g('footer', 'url', ['specialone_link', 'specialtwo_link', 'extra_link']),
  ...g('logos', 'image', [
    'site_logo',
    'site_favicon',
    'site_background',
    'footer_payment_logos',
    'tv_logos',
    'specialone_file',
    'specialtwo_file',
  ]),
  ...g('social', 'url', ['facebook', 'twitter', 'instagram', 'googleplus', 'youtube', 'vk']),
  ...g('social', 'text', ['skype', 'telegram_name']),
  ...g('mail', 'host', ['mail_host']),
  ...g('mail', 'port', ['mail_port']),
  ...g('mail', 'flag', ['mail_secure']),
  ...g('mail', 'text', ['mail_user', 'mail_from_name']),
  ...g('mail', 'secret', ['mail_password', 'sms_gateway_token']),
  ...g('mail', 'email', ['mail_from', 'support_email']),
  ...g('mail', 'url', ['sms_gateway_url']),
  ...g('cache', 'integer', ['settings_refresh_minutes'], [1, 1440]),
  ...g('cache', 'integer', ['cache_version'], [0, 1_000_000_000]),
  // the jurisdiction's responsible gaming parameters (shared/src/responsible-gaming/limits.ts)
  ...g('responsibleGaming', 'integer', ['rg_cooling_off_hours'], [0, 8760]),
  ...g('responsibleGaming', 'flag', ['rg_raise_after_period_end']),
  ...g('responsibleGaming', 'integer', ['rg_confirm_days'], [1, 365]),
  // minutes between reality checks (shared/src/responsible-gaming/reality-check.ts); 0: none
  ...g('responsibleGaming', 'integer', ['rg_reality_check_minutes'], [0, 1440]),
  // 1: a shop counter bets only while its kiosk software reports itself (shared/src/terminal/kiosk-integrity.ts)
  ...g('responsibleGaming', 'flag', ['kiosk_heartbeat_required']),
];

const BY_KEY = new Map(SITE_SETTINGS.map((d) => [d.key, d]));

export function settingDefinition(key: string): SettingDefinition | undefined {
  return BY_KEY.get(key);
}

/** The longest value of a one-line text, and of scripts, styles and descriptions. */
export const SETTING_TEXT_MAX = 500;
export const SETTING_LONG_TEXT_MAX = 5000;

const INTEGER = /^(0|[1-9][0-9]{0,9})$/;
const ID = /^[1-9][0-9]{0,11}$/;
const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
// an address of the web, with no spaces or quotes that could break out of an attribute
const URL_TEXT = /^https?:\/\/[^\s"'<>`]+$/i;
const EMAIL = /^[^\s@"'<>]{1,64}@[^\s@"'<>]+\.[^\s@"'<>]+$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]{0,62}\.)*[A-Za-z0-9-]{1,63}$/;
// a site path of an uploaded image (/media/...) or an https address
// an uploaded file (the back office's uploads: /uploads/<folder>/<name>, or older /media names) or an https address
const IMAGE =
  /^(\/media\/[A-Za-z0-9._-]{1,100}|\/uploads\/[a-z]{1,20}\/[a-z0-9-]{1,100}\.[a-z0-9]{1,5}|https:\/\/[^\s"'<>`]+)$/;

/**
 * Why a value breaks its setting's rule (the rule's name), or null when it is fine. An empty value
 * always passes: it deletes the row, so the setting's default applies again.
 */
export function settingValueProblem(def: SettingDefinition, value: string): SettingRule | 'tooLong' | null {
  if (value === '') return null;
  if (value.length > (def.rule === 'longText' ? SETTING_LONG_TEXT_MAX : SETTING_TEXT_MAX)) return 'tooLong';
  const ok = ((): boolean => {
    switch (def.rule) {
      case 'text':
      case 'secret':
        return !/[\r\n]/.test(value);
      case 'longText':
        return true;
      case 'flag':
        return value === '0' || value === '1';
      case 'trueFalse':
        return value === 'true' || value === 'false';
      case 'integer': {
        if (!INTEGER.test(value)) return false;
        const n = Number(value);
        return n >= (def.min ?? 0) && n <= (def.max ?? Number.MAX_SAFE_INTEGER);
      }
      case 'url':
      case 'urlTemplate':
        return URL_TEXT.test(value);
      case 'email':
        return EMAIL.test(value);
      case 'language':
        return isLanguageCode(value);
      case 'languages': {
        const codes = value.split(',');
        return codes.every(isLanguageCode) && new Set(codes).size === codes.length;
      }
      case 'theme':
        return (COLOUR_THEMES as readonly string[]).includes(value);
      case 'colour':
        return /^#[0-9a-fA-F]{6}$/.test(value);
      case 'idList':
        return value.split(',').every((v) => ID.test(v));
      case 'amountList':
        return value.split(',').every((v) => AMOUNT.test(v) && Number(v) > 0);
      case 'image':
        return IMAGE.test(value);
      case 'phone':
        return /^\+?[0-9]{6,15}$/.test(value);
      case 'host':
        return value.length <= 253 && HOST.test(value);
      case 'port': {
        if (!INTEGER.test(value)) return false;
        const n = Number(value);
        return n >= 1 && n <= 65535;
      }
    }
  })();
  return ok ? null : def.rule;
}

/** A refused setting: which key, and the rule it broke (or `defaultLanguageOff`, `minAboveMax`). */
export interface SettingProblem {
  key: string;
  rule: SettingRule | 'tooLong' | 'defaultLanguageOff' | 'minAboveMax';
}

/** Settings that bound a range together: the first may not lie above the second. */
const RANGES: ReadonlyArray<readonly [string, string]> = [['shop_deposit_min', 'shop_deposit_max']];

/** The languages the site offers: `site_languages` when set, else all 17. */
export function enabledLanguages(settings: Record<string, string>): string[] {
  const list = settings['site_languages'];
  return list ? list.split(',') : LANGUAGES.map((l) => l.code);
}

/**
 * The first problem of a change to the settings, or null. Keys outside the catalogue (settings of
 * other areas, such as `live_delay_ms`) are only held to the request schema. `after` is every
 * setting as it will be once the change applies: the default language must stay switched on.
 */
export function siteSettingsProblem(
  changes: Record<string, string>,
  after: Record<string, string>,
): SettingProblem | null {
  for (const [key, value] of Object.entries(changes)) {
    const def = settingDefinition(key);
    if (!def) continue;
    const rule = settingValueProblem(def, value);
    if (rule) return { key, rule };
  }
  if ('site_languages' in changes || 'site_default_lang' in changes) {
    const lang = after['site_default_lang'] || 'tr';
    if (!enabledLanguages(after).includes(lang)) return { key: 'site_languages', rule: 'defaultLanguageOff' };
  }
  for (const [low, high] of RANGES) {
    if (!(low in changes) && !(high in changes)) continue;
    const [min, max] = [after[low], after[high]];
    if (min && max && Number(min) > Number(max))
      return { key: low in changes ? low : high, rule: 'minAboveMax' };
  }
  return null;
}
