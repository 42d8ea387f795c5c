import { SHOP_CASH_DEFAULTS, shutForMaintenance, siteSettingsProblem } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { DELIVERY_SETTING_KEYS, SECRET_SETTING_KEYS } from '../../infra/messages/channels.ts';

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
  // responsible gaming: a loosened limit waits 24 h, then 7 days for the player's confirmation
  rg_cooling_off_hours: '24',
  rg_raise_after_period_end: '0',
  rg_confirm_days: '7',
  // a reality check every hour of a session unless the player chose another interval
  rg_reality_check_minutes: '60',
  // counters without the kiosk software (a cashier's browser) may take bets unless a jurisdiction says no
  kiosk_heartbeat_required: '0',
  // online players' cash at a shop counter: 1.00 to 50,000.00 a deposit, withdrawal codes for 7 days
  shop_deposit_min: String(SHOP_CASH_DEFAULTS.depositMin),
  shop_deposit_max: String(SHOP_CASH_DEFAULTS.depositMax),
  withdrawal_code_days: String(SHOP_CASH_DEFAULTS.withdrawalCodeDays),
};

// Read on nearly every request: kept in memory with the defaults applied (frozen: every caller
// shares it) and dropped when a write to `settings` commits.
const keptSettings = keptPerDatabase(
  (database) =>
    new KeptCopy<'all', Readonly<Record<string, string>>>(
      database,
      async () => {
        const rows = await database.db.selectFrom('settings').select(['key', 'value']).execute();
        return Object.freeze({
          ...DEFAULT_SETTINGS,
          ...Object.fromEntries(rows.map((r) => [r.key, r.value])),
        });
      },
      (change) => change.table === 'settings',
      1,
    ),
);

export function readSettings(database: Database): Promise<Readonly<Record<string, string>>> {
  return keptSettings(database).get('all');
}

/**
 * Refuses a player's action that changes money or accounts (placing, cash-out, deposits,
 * withdrawals, sign-up) while the site is in maintenance: 403 `siteInMaintenance`. Administrators
 * pass; reading stays open, so players still see their balance and coupons.
 */
export async function assertSiteOpen(database: Database, user: { role: string } | null): Promise<void> {
  if (shutForMaintenance(user, await readSettings(database))) throw new AppError(403, 'siteInMaintenance');
}

const PRIVATE_KEYS = new Set<string>(DELIVERY_SETTING_KEYS);
const SECRET_KEYS = new Set<string>(SECRET_SETTING_KEYS);

/** What every client may read: the mail server and SMS gateway settings stay on the server. */
export function publicSettings(all: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([k]) => !PRIVATE_KEYS.has(k)));
}

/** What an administrator is shown: every setting, but a password or token only as set or not. */
export function adminSettings(all: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(all).map(([k, v]) => [k, SECRET_KEYS.has(k) && v ? '********' : v]),
  );
}

export async function writeSetting(database: Database, key: string, value: string): Promise<void> {
  await database.db
    .insertInto('settings')
    .values({ key, value, updated_at: Date.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: Date.now() }))
    .execute();
}

/**
 * An administrator's change of several settings at once. A value that breaks its setting's rule
 * (shared `siteSettingsProblem`) refuses the whole change with 400 `invalidSetting`. The change is
 * audited with the values before and after, and each setting that really changed gets a history
 * row, all in the same transaction; an empty value deletes the row, so the default applies again.
 */
export async function updateSettings(
  database: Database,
  changes: Record<string, string>,
  actor: { id: number; ip: string },
): Promise<Record<string, string>> {
  await database.db.transaction().execute(async (trx) => {
    const keys = Object.keys(changes);
    const stored = await trx.selectFrom('settings').select(['key', 'value']).execute();
    const current = Object.fromEntries(stored.map((r) => [r.key, r.value]));
    const after = { ...DEFAULT_SETTINGS, ...current };
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') {
        if (key in DEFAULT_SETTINGS) after[key] = DEFAULT_SETTINGS[key]!;
        else delete after[key];
      } else after[key] = value;
    }
    const problem = siteSettingsProblem(changes, after);
    if (problem) throw badRequest('invalidSetting', { key: problem.key, rule: problem.rule });
    const now = Date.now();
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') await trx.deleteFrom('settings').where('key', '=', key).execute();
      else
        await trx
          .insertInto('settings')
          .values({ key, value, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
          .execute();
      const before = current[key] ?? null;
      const next = value === '' ? null : value;
      if (before !== next)
        await trx
          .insertInto('settings_history')
          .values({
            key,
            before: maskSecret(key, before),
            after: maskSecret(key, next),
            actor_id: actor.id,
            changed_at: now,
          })
          .execute();
    }
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before: adminSettings(
        Object.fromEntries(keys.filter((k) => k in current).map((k) => [k, current[k]!])),
      ),
      after: adminSettings(changes),
      ip: actor.ip,
    });
  });
  return adminSettings(await readSettings(database));
}

/** A password or token in the history only as set ('********') or not. */
function maskSecret(key: string, value: string | null): string | null {
  return value !== null && SECRET_KEYS.has(key) ? '********' : value;
}
