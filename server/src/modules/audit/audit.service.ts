import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { auditCsvPage, auditReason, type AuditReason } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { streamOut } from '../../http/stream-out.ts';
import { parseQueryDate } from '../wallet/index.ts';

export interface AuditFilter {
  actorId?: number | undefined;
  targetId?: number | undefined;
  action?: string | undefined;
  userName?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
  /** only rows older than this id: an export reads page after page without offsets */
  beforeId?: number | undefined;
  /** false skips the total (an export's pages need only the rows) */
  count?: boolean;
}

/** Who reads the log: an administrator sees all of it, a dealer what was done by or to its subtree. */
export interface AuditReader {
  id: number;
  role: string;
  path: string;
  operatorId: number;
}

/**
 * The reason or note a write carried, where the writer kept one in the record after it: a fixed
 * reason as its code (the panel says it in the reader's language), anything typed as text.
 */
function reasonOf(after: unknown): { code: AuditReason | null; text: string } {
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '');
  return auditReason(text('reason'), text('note'));
}

export async function listAudit(db: Kysely<DB>, reader: AuditReader, f: AuditFilter, zone = 'UTC') {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    .leftJoin('users as t', (j) => j.onRef('t.id', '=', 'l.target_id').on('l.target_type', '=', 'user'));
  if (reader.role !== 'admin') {
    const below = `${reader.path}%`;
    q = q
      .where('u.operator_id', '=', reader.operatorId)
      .where((eb) => eb.or([eb('u.path', 'like', below), eb('t.path', 'like', below)]));
  }
  if (f.actorId) q = q.where('l.actor_id', '=', f.actorId);
  if (f.targetId) q = q.where('l.target_id', '=', f.targetId);
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.userName) {
    const like = `%${f.userName.replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) => eb.or([eb('u.user_name', 'like', like), eb('t.user_name', 'like', like)]));
  }
  const from = parseQueryDate(f.from, false, zone);
  const to = parseQueryDate(f.to, true, zone);
  if (from !== undefined) q = q.where('l.created_at', '>=', from);
  if (to !== undefined) q = q.where('l.created_at', '<=', to);
  if (f.beforeId !== undefined) q = q.where('l.id', '<', f.beforeId);
  const [rows, count] = await Promise.all([
    q
      .select([
        'l.id',
        'l.actor_id',
        'u.user_name',
        'l.action',
        'l.target_type',
        'l.target_id',
        't.user_name as target_name',
        'l.before',
        'l.after',
        'l.ip',
        'l.created_at',
      ])
      .orderBy('l.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    f.count === false
      ? { n: 0 }
      : q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    results: rows.map((r) => {
      const after = r.after === null ? null : (JSON.parse(r.after) as unknown);
      const reason = reasonOf(after);
      return {
        id: Number(r.id),
        actorId: r.actor_id === null ? null : Number(r.actor_id),
        actorName: r.user_name ?? null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id === null ? null : Number(r.target_id),
        targetName: r.target_name ?? null,
        reason: reason.text,
        reasonCode: reason.code,
        before: r.before === null ? null : (JSON.parse(r.before) as unknown),
        after,
        ip: r.ip,
        createdAt: new Date(Number(r.created_at)).toISOString(),
      };
    }),
  };
}

/** The most rows one export writes: a longer period is asked for in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
const EXPORT_PAGE = 1_000;

/**
 * Writes the rows the filters match, newest first, as one CSV file in pages of a thousand (keyset
 * by id, so the last page costs what the first does), waiting for the client to drain each page.
 * Answers how many rows went out; stops early when the client hangs up.
 */
export async function writeAuditCsv(
  db: Kysely<DB>,
  reader: AuditReader,
  f: Omit<AuditFilter, 'offset' | 'limit' | 'beforeId' | 'count'>,
  zone: string,
  out: Writable,
  { maxRows = AUDIT_EXPORT_MAX_ROWS, pageSize = EXPORT_PAGE } = {},
): Promise<number> {
  let written = 0;
  async function* pages() {
    let beforeId: number | undefined;
    for (;;) {
      const limit = Math.min(pageSize, maxRows - written);
      const rows =
        limit > 0
          ? (await listAudit(db, reader, { ...f, offset: 0, limit, beforeId, count: false }, zone)).results
          : [];
      if (written === 0 || rows.length > 0) yield auditCsvPage(rows, written === 0);
      written += rows.length;
      if (rows.length < limit || limit === 0) return;
      beforeId = rows[rows.length - 1]!.id;
    }
  }
  await streamOut(out, pages());
  return written;
}
