import type { Database } from '../../db/database.ts';

/** Defaults of the spec's site settings; a row in `settings` overrides one. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  site_name: 'Bet',
  site_default_lang: 'tr',
  site_default_theme: 'blue',
  login_screen: '0',
  register_disabled: '0',
  matches_day: '30',
  coupons_day: '30',
  coupon_amount_group: '',
  currencyMode: '0',
  tofixedNumber: '2',
  serverId: '1',
};

export async function readSettings(database: Database): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('settings').select(['key', 'value']).execute();
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

export async function writeSetting(database: Database, key: string, value: string): Promise<void> {
  await database.db
    .insertInto('settings')
    .values({ key, value, updated_at: Date.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: Date.now() }))
    .execute();
}
