import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../infra/audit.ts';

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

/**
 * An administrator's change of several settings at once, audited with the values before and after
 * in the same transaction; an empty value deletes the row, so the default applies again.
 */
export async function updateSettings(
  database: Database,
  changes: Record<string, string>,
  actor: { id: number; ip: string },
): Promise<Record<string, string>> {
  await database.db.transaction().execute(async (trx) => {
    const keys = Object.keys(changes);
    const rows = await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
    const now = Date.now();
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') await trx.deleteFrom('settings').where('key', '=', key).execute();
      else
        await trx
          .insertInto('settings')
          .values({ key, value, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
          .execute();
    }
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before: Object.fromEntries(rows.map((r) => [r.key, r.value])),
      after: changes,
      ip: actor.ip,
    });
  });
  return readSettings(database);
}
