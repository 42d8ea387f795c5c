import type { Selectable } from 'kysely';
import type {
  AdminAnnouncement,
  AnnouncementCreate,
  AnnouncementItem,
  AnnouncementKind,
  AnnouncementUpdate,
  LanguageCode,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { AnnouncementsTable } from '../../db/tables/announcements.ts';
import { recordAudit } from '../../infra/audit.ts';
import { inTransaction } from '../wallet/index.ts';

type Row = Selectable<AnnouncementsTable>;

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
  const rows = await database.db
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
  let q = database.db.selectFrom('announcements');
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toAdmin), totalCount: Number(count.n) };
}

export async function findOne(database: Database, id: number): Promise<Row | undefined> {
  return database.db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

const ms = (v: string | null | undefined): number | null | undefined =>
  v === undefined ? undefined : v === null ? null : Date.parse(v);

type Columns = Omit<AnnouncementsTable, 'id' | 'created_by' | 'created_at' | 'updated_at'>;

/** Column values of a create (all fields) or an update (only those given). */
export function columns(input: AnnouncementUpdate | Required<AnnouncementCreate>): Partial<Columns> {
  const out: Partial<Columns> = {};
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

/** Who changes an announcement, for the audit log. */
interface Actor {
  id: number;
  ip: string;
}

export async function createAnnouncement(
  database: Database,
  input: Required<AnnouncementCreate>,
  actor: Actor,
): Promise<AdminAnnouncement> {
  const now = Date.now();
  const row = await inTransaction(database, async (trx) => {
    const created = await trx
      .insertInto('announcements')
      // a create gives every field, so every column is set
      .values({
        ...(columns(input) as Required<Columns>),
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: Number(created.id),
      after: created,
      ip: actor.ip,
    });
    return created;
  });
  return toAdmin(row);
}

/** Changes the fields given; an edit counts as new, so browsers that closed it show it again. */
export async function updateAnnouncement(
  database: Database,
  before: Row,
  input: AnnouncementUpdate,
  actor: Actor,
): Promise<AdminAnnouncement> {
  const row = await inTransaction(database, async (trx) => {
    const updated = await trx
      .updateTable('announcements')
      .set({ ...columns(input), updated_at: Math.max(Date.now(), Number(before.updated_at) + 1) })
      .where('id', '=', Number(before.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: Number(before.id),
      before,
      after: updated,
      ip: actor.ip,
    });
    return updated;
  });
  return toAdmin(row);
}

export async function deleteAnnouncement(database: Database, before: Row, actor: Actor): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx.deleteFrom('announcements').where('id', '=', Number(before.id)).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'announcement.delete',
      targetType: 'announcement',
      targetId: Number(before.id),
      before,
      ip: actor.ip,
    });
  });
}
