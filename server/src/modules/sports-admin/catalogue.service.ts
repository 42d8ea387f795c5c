import type { Kysely } from 'kysely';
import {
  isLanguageCode,
  type CatalogueEntry,
  type CatalogueKind,
  type CatalogueListQuery,
  type CatalogueListResponse,
  type CatalogueUpdateRequest,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';

/** One row of the feed's catalogue, whatever its kind. */
interface FeedRow {
  id: number;
  name: string;
  sportId: number | null;
  categoryId: number | null;
  /** the feed's flag code (countries) */
  logo: string;
  /** the feed's top flag (leagues) */
  top: boolean;
}

/** The feed's rows of one kind, narrowed by sport and country where the kind has them. */
async function feedRows(
  db: Kysely<DB>,
  kind: CatalogueKind,
  q: Pick<CatalogueListQuery, 'sportId' | 'categoryId'>,
  id?: number,
): Promise<FeedRow[]> {
  switch (kind) {
    case 'sport': {
      let s = db.selectFrom('sports').select(['id', 'name']);
      if (id !== undefined) s = s.where('id', '=', id);
      if (q.sportId !== undefined) s = s.where('id', '=', q.sportId);
      return (await s.execute()).map((r) => ({
        ...r,
        sportId: null,
        categoryId: null,
        logo: '',
        top: false,
      }));
    }
    case 'country': {
      let s = db.selectFrom('categories').select(['id', 'name', 'sport_id', 'flag']);
      if (id !== undefined) s = s.where('id', '=', id);
      if (q.sportId !== undefined) s = s.where('sport_id', '=', q.sportId);
      return (await s.execute()).map((r) => ({
        id: r.id,
        name: r.name,
        sportId: r.sport_id,
        categoryId: null,
        logo: r.flag,
        top: false,
      }));
    }
    case 'league': {
      let s = db.selectFrom('tournaments').select(['id', 'name', 'sport_id', 'category_id', 'top']);
      if (id !== undefined) s = s.where('id', '=', id);
      if (q.sportId !== undefined) s = s.where('sport_id', '=', q.sportId);
      if (q.categoryId !== undefined) s = s.where('category_id', '=', q.categoryId);
      return (await s.execute()).map((r) => ({
        id: r.id,
        name: r.name,
        sportId: r.sport_id,
        categoryId: r.category_id,
        logo: '',
        top: r.top === 1,
      }));
    }
    case 'team': {
      let s = db.selectFrom('teams').select(['id', 'name', 'sport_id']);
      if (id !== undefined) s = s.where('id', '=', id);
      if (q.sportId !== undefined) s = s.where('sport_id', '=', q.sportId);
      return (await s.execute()).map((r) => ({
        id: r.id,
        name: r.name,
        sportId: r.sport_id,
        categoryId: null,
        logo: '',
        top: false,
      }));
    }
    case 'market': {
      let s = db.selectFrom('market_types').select(['id', 'name']);
      if (id !== undefined) s = s.where('id', '=', id);
      return (await s.execute()).map((r) => ({
        ...r,
        sportId: null,
        categoryId: null,
        logo: '',
        top: false,
      }));
    }
  }
}

/** The operator's names and settings over feed rows: the entries the back office shows. */
async function withOverrides(
  db: Kysely<DB>,
  kind: CatalogueKind,
  rows: FeedRow[],
): Promise<CatalogueEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, entries] = await Promise.all([
    db
      .selectFrom('catalogue_names')
      .selectAll()
      .where('kind', '=', kind)
      .where('entity_id', 'in', ids)
      .execute(),
    db
      .selectFrom('catalogue_entries')
      .selectAll()
      .where('kind', '=', kind)
      .where('entity_id', 'in', ids)
      .execute(),
  ]);
  const namesOf = new Map<number, Record<string, string>>();
  for (const n of names) namesOf.set(n.entity_id, { ...namesOf.get(n.entity_id), [n.lang]: n.name });
  const entryOf = new Map(entries.map((e) => [e.entity_id, e]));
  return rows.map((r) => {
    const e = entryOf.get(r.id);
    return {
      kind,
      id: r.id,
      feedName: r.name,
      names: namesOf.get(r.id) ?? {},
      sportId: r.sportId,
      categoryId: r.categoryId,
      sort: e?.sort ?? null,
      visible: e ? e.visible === 1 : true,
      top: e?.top == null ? r.top : e.top === 1,
      logo: e?.logo || r.logo,
      live: e ? e.live === 1 : true,
      liveDelayMs: e?.live_delay_ms ?? null,
    };
  });
}

/**
 * Entries of one kind in the operator's order (those without one after, by name), filtered by a
 * piece of the feed's name or of any name the operator gave.
 */
export async function listEntries(
  db: Kysely<DB>,
  kind: CatalogueKind,
  q: CatalogueListQuery,
): Promise<CatalogueListResponse> {
  let rows = await feedRows(db, kind, q);
  if (q.keyWord) {
    const k = q.keyWord.toLocaleLowerCase('tr');
    const named = await db
      .selectFrom('catalogue_names')
      .select(['entity_id', 'name'])
      .where('kind', '=', kind)
      .execute();
    const hits = new Set(
      named.filter((n) => n.name.toLocaleLowerCase('tr').includes(k)).map((n) => n.entity_id),
    );
    rows = rows.filter(
      (r) => hits.has(r.id) || r.name.toLocaleLowerCase('tr').includes(k) || String(r.id) === k,
    );
  }
  const sorts = new Map(
    (
      await db
        .selectFrom('catalogue_entries')
        .select(['entity_id', 'sort'])
        .where('kind', '=', kind)
        .execute()
    ).map((e) => [e.entity_id, e.sort ?? Number.MAX_SAFE_INTEGER]),
  );
  const order = (id: number) => sorts.get(id) ?? Number.MAX_SAFE_INTEGER;
  rows.sort((a, b) => order(a.id) - order(b.id) || a.name.localeCompare(b.name) || a.id - b.id);
  const page = rows.slice(q.offset, q.offset + q.limit);
  return { results: await withOverrides(db, kind, page), totalCount: rows.length };
}

/** Fields that mean something for one kind only: given for another, the request is refused. */
const ONLY_FOR: Partial<Record<keyof CatalogueUpdateRequest, CatalogueKind>> = {
  top: 'league',
  live: 'market',
  liveDelayMs: 'sport',
};

/**
 * The operator's change of one entry: names per language ('' removes one), order, visibility,
 * top flag, logo or flag, live flag and live delay. Written with its audit row in one transaction.
 */
export async function updateEntry(
  db: Kysely<DB>,
  kind: CatalogueKind,
  id: number,
  body: CatalogueUpdateRequest,
  actor: { id: number; ip: string },
): Promise<CatalogueEntry> {
  for (const [field, only] of Object.entries(ONLY_FOR))
    if (body[field as keyof CatalogueUpdateRequest] !== undefined && only !== kind)
      throw badRequest('invalidRequest', { issues: [{ path: field, message: `only for ${only}` }] });
  const [row] = await feedRows(db, kind, {}, id);
  if (!row) throw notFound('notFound');
  return db.transaction().execute(async (trx) => {
    const [before] = await withOverrides(trx, kind, [row]);
    const now = Date.now();
    for (const [lang, name] of Object.entries(body.names ?? {})) {
      if (!isLanguageCode(lang) || name === undefined) continue;
      const where = trx
        .deleteFrom('catalogue_names')
        .where('kind', '=', kind)
        .where('entity_id', '=', id)
        .where('lang', '=', lang);
      if (name === '') await where.execute();
      else
        await trx
          .insertInto('catalogue_names')
          .values({ kind, entity_id: id, lang, name })
          .onConflict((oc) => oc.columns(['kind', 'entity_id', 'lang']).doUpdateSet({ name }))
          .execute();
    }
    const { names: _names, ...settings } = body;
    if (Object.values(settings).some((v) => v !== undefined)) {
      const next = {
        sort: settings.sort === undefined ? before!.sort : settings.sort,
        visible: (settings.visible ?? before!.visible) ? 1 : 0,
        top:
          settings.top === undefined
            ? before!.top === row.top
              ? null
              : before!.top
                ? 1
                : 0
            : settings.top
              ? 1
              : 0,
        logo: settings.logo === undefined ? (before!.logo === row.logo ? '' : before!.logo) : settings.logo,
        live: (settings.live ?? before!.live) ? 1 : 0,
        live_delay_ms: settings.liveDelayMs === undefined ? before!.liveDelayMs : settings.liveDelayMs,
        updated_at: now,
      };
      await trx
        .insertInto('catalogue_entries')
        .values({ kind, entity_id: id, ...next })
        .onConflict((oc) => oc.columns(['kind', 'entity_id']).doUpdateSet(next))
        .execute();
    }
    const [after] = await withOverrides(trx, kind, [row]);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'catalogue.update',
      targetType: kind,
      targetId: id,
      before: changedFields(before!, body),
      after: changedFields(after!, body),
      ip: actor.ip,
    });
    return after!;
  });
}

/** The fields a change named, as they were or became: what the audit row keeps. */
function changedFields(entry: CatalogueEntry, body: CatalogueUpdateRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(body) as Array<keyof CatalogueUpdateRequest>) {
    if (field === 'names')
      out['names'] = Object.fromEntries(
        Object.keys(body.names ?? {}).map((l) => [l, entry.names[l as never] ?? '']),
      );
    else out[field] = entry[field];
  }
  return out;
}
