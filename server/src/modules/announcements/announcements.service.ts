import type { Generated, Kysely, Selectable } from 'kysely';
import type {
  AdminAnnouncement,
  AnnouncementCreate,
  AnnouncementItem,
  AnnouncementKind,
  AnnouncementUpdate,
  LanguageCode,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** The `announcements` table of migration 0040. */
export interface AnnouncementsTable {
  id: Generated<number>;
  kind: string;
  type: number;
  type2: number;
  title: string;
  content: string;
  auto_close: number;
  banner: string | null;
  link: string | null;
  lang: string | null;
  active: number;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

/** The server's tables plus this module's own; the table is known only here. */
export type AnnouncementsDB = DB & { announcements: AnnouncementsTable };
type Row = Selectable<AnnouncementsTable>;

export const db = (database: Database) => database.db as unknown as Kysely<AnnouncementsDB>;

/** At most this many popups or notifications reach a browser at once. */
export const PUBLIC_LIMIT = 20;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toPublic(r: Row): AnnouncementItem {
  return {
    id: Number(r.id),
    kind: r.kind as AnnouncementKind,
    type: r.type,
    type2: r.type2,
    title: r.title,
    content: r.content,
    autoClose: r.auto_close,
    banner: r.banner,
    link: r.link,
    updatedAt: iso(r.updated_at)!,
  };
}

export function toAdmin(r: Row): AdminAnnouncement {
  return {
    ...toPublic(r),
    lang: r.lang,
    active: r.active,
    sort: r.sort,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    createdAt: iso(r.created_at)!,
    createdBy: r.created_by === null ? null : Number(r.created_by),
  };
}

/** What a browser in `lang` shows now: active, inside its time window, for that language or all. */
export async function listCurrent(
  database: Database,
  kind: AnnouncementKind,
  lang: LanguageCode,
  now = Date.now(),
): Promise<AnnouncementItem[]> {
  const rows = await db(database)
    .selectFrom('announcements')
    .selectAll()
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '=', lang)]))
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
    .limit(PUBLIC_LIMIT)
    .execute();
  return rows.map(toPublic);
}

export async function listAll(
  database: Database,
  filter: { kind?: AnnouncementKind | undefined; offset: number; limit: number },
): Promise<{ results: AdminAnnouncement[]; totalCount: number }> {
  let q = db(database).selectFrom('announcements');
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toAdmin), totalCount: Number(count.n) };
}

export async function findOne(database: Database, id: number): Promise<Row | undefined> {
  return db(database).selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

const ms = (v: string | null | undefined): number | null | undefined =>
  v === undefined ? undefined : v === null ? null : Date.parse(v);

/** Column values of a create (all fields) or an update (only those given). */
export function columns(input: AnnouncementUpdate | Required<AnnouncementCreate>) {
  const out: Partial<Omit<AnnouncementsTable, 'id'>> = {};
  if (input.kind !== undefined) out.kind = input.kind;
  if (input.type !== undefined) out.type = input.type;
  if (input.type2 !== undefined) out.type2 = input.type2;
  if (input.title !== undefined) out.title = input.title;
  if (input.content !== undefined) out.content = input.content;
  if (input.autoClose !== undefined) out.auto_close = input.autoClose;
  if (input.banner !== undefined) out.banner = input.banner;
  if (input.link !== undefined) out.link = input.link;
  if (input.lang !== undefined) out.lang = input.lang;
  if (input.active !== undefined) out.active = input.active;
  if (input.sort !== undefined) out.sort = input.sort;
  const starts = ms(input.startsAt);
  const ends = ms(input.endsAt);
  if (starts !== undefined) out.starts_at = starts;
  if (ends !== undefined) out.ends_at = ends;
  return out;
}

/** The same connection seen with the server's own tables, for helpers such as the audit log. */
export const core = (trx: Kysely<AnnouncementsDB>) => trx as unknown as Kysely<DB>;
