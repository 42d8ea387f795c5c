import {
  RG_REALITY_CHECK_SETTING,
  realityCheckInterval,
  sessionNet,
  siteRealityCheckMinutes,
  toMajor,
  type RgRealityCheckSet,
  type RgSession,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser } from '../auth/index.ts';
import { readSettings } from '../settings/index.ts';
import { usageSince } from './enforcement.ts';

async function preferencesOf(database: Database, userId: number) {
  return database.db
    .selectFrom('rg_preferences')
    .select(['reality_check_minutes', 'deposit_limit_asked_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The session as the reality check shows it: its start, its stakes and returns in the player's
 * currency, and the interval in force; and whether the site still has to ask for a deposit limit
 * (a player without one who has not answered the question).
 */
export async function rgSession(database: Database, user: AuthUser, startedAt: number): Promise<RgSession> {
  const db = database.db;
  const [settings, prefs, usage, depositLimit] = await Promise.all([
    readSettings(database),
    preferencesOf(database, user.id),
    usageSince(db, user.id, user.currency, startedAt),
    db
      .selectFrom('rg_limits')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'deposit')
      .where('amount', 'is not', null)
      .executeTakeFirst(),
  ]);
  const siteMinutes = siteRealityCheckMinutes(settings[RG_REALITY_CHECK_SETTING]);
  const ownMinutes = prefs?.reality_check_minutes ?? null;
  return {
    sessionStartedAt: new Date(startedAt).toISOString(),
    staked: toMajor(usage.stakes),
    returned: toMajor(usage.returns),
    net: toMajor(sessionNet(usage.stakes, usage.returns)),
    currency: user.currency,
    minutes: realityCheckInterval(siteMinutes, ownMinutes),
    ownMinutes,
    siteMinutes,
    askDepositLimit: user.role === 'player' && !depositLimit && prefs?.deposit_limit_asked_at == null,
  };
}

async function savePreference(
  database: Database,
  userId: number,
  values: { reality_check_minutes?: number | null; deposit_limit_asked_at?: number },
): Promise<void> {
  const now = Date.now();
  await database.db
    .insertInto('rg_preferences')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** The player's own reality check interval (null: the site's), audited like the limits. */
export async function setRealityCheck(
  database: Database,
  user: AuthUser,
  startedAt: number,
  body: RgRealityCheckSet,
  ip: string,
): Promise<RgSession> {
  const before = (await preferencesOf(database, user.id))?.reality_check_minutes ?? null;
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rg_preferences')
      .values({ user_id: user.id, reality_check_minutes: body.minutes, updated_at: Date.now() })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ reality_check_minutes: body.minutes, updated_at: Date.now() }),
      )
      .execute();
    await recordAudit(trx, {
      actorId: user.id,
      action: 'rg.realityCheck',
      targetType: 'user',
      targetId: user.id,
      before: { minutes: before },
      after: { minutes: body.minutes },
      ip,
    });
  });
  return rgSession(database, user, startedAt);
}

/** The player answered the deposit limit question without setting one: it is not asked again. */
export async function declineDepositLimit(
  database: Database,
  user: AuthUser,
  startedAt: number,
): Promise<RgSession> {
  await savePreference(database, user.id, { deposit_limit_asked_at: Date.now() });
  return rgSession(database, user, startedAt);
}
