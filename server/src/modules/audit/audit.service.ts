import type { Kysely } from 'kysely';
import { auditReason, type AuditReason } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
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
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
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
