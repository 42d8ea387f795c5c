import type { AdminPage, AdminPageList, SettingsHistory, SettingsHistoryQuery } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../infra/audit.ts';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Changes of the site settings, newest first, with who made each. */
export async function settingsHistory(
  database: Database,
  query: SettingsHistoryQuery,
): Promise<SettingsHistory> {
  let base = database.db.selectFrom('settings_history as h');
  if (query.key) base = base.where('h.key', '=', query.key);
  const rows = await base
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .select(['h.id', 'h.key', 'h.before', 'h.after', 'h.changed_at', 'u.user_name'])
    .orderBy('h.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      key: r.key,
      before: r.before,
      after: r.after,
      actorName: r.user_name ?? '-',
      changedAt: iso(r.changed_at),
    })),
    totalCount: Number(total.n),
  };
}

/**
 * Raises `cache_version`, a public setting: a client that holds settings of an older version reads
 * them again. The server itself reads the settings on every request, so it holds no stale copy.
 */
export async function clearCaches(
  database: Database,
  actor: { id: number; ip: string },
): Promise<{ cacheVersion: number }> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'cache_version')
      .executeTakeFirst();
    const before = row ? Number(row.value) || 0 : 0;
    const next = String(before + 1);
    const now = Date.now();
    await trx
      .insertInto('settings')
      .values({ key: 'cache_version', value: next, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: next, updated_at: now }))
      .execute();
    await trx
      .insertInto('settings_history')
      .values({
        key: 'cache_version',
        before: row?.value ?? null,
        after: next,
        actor_id: actor.id,
        changed_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'settings.cacheClear',
      targetType: 'settings',
      targetId: null,
      before: { cache_version: before },
      after: { cache_version: before + 1 },
      ip: actor.ip,
    });
    return { cacheVersion: before + 1 };
  });
}

/** Every page with the languages it is written in; its title in the first of them. */
export async function listPages(database: Database): Promise<AdminPageList> {
  const rows = await database.db
    .selectFrom('pages')
    .select(['id', 'lang', 'title'])
    .orderBy('id')
    .orderBy('lang')
    .execute();
  const pages = new Map<number, { id: number; title: string; langs: string[] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const page = pages.get(id) ?? { id, title: r.title, langs: [] };
    page.langs.push(r.lang);
    if (r.lang === 'tr') page.title = r.title;
    pages.set(id, page);
  }
  return { results: [...pages.values()] };
}

export async function readAdminPage(database: Database, id: number): Promise<AdminPage> {
  const rows = await database.db
    .selectFrom('pages')
    .select(['lang', 'title', 'content', 'updated_at'])
    .where('id', '=', id)
    .orderBy('lang')
    .execute();
  return {
    id,
    versions: rows.map((r) => ({
      lang: r.lang,
      title: r.title,
      content: r.content,
      updatedAt: iso(r.updated_at),
    })),
  };
}
