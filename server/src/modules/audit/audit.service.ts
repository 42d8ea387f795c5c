import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AuditFilter {
  actorId?: number | undefined;
  targetId?: number | undefined;
  action?: string | undefined;
  offset: number;
  limit: number;
}

export async function listAudit(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('audit_log as l').leftJoin('users as u', 'u.id', 'l.actor_id');
  if (f.actorId) q = q.where('l.actor_id', '=', f.actorId);
  if (f.targetId) q = q.where('l.target_id', '=', f.targetId);
  if (f.action) q = q.where('l.action', '=', f.action);
  const [rows, count] = await Promise.all([
    q
      .select([
        'l.id',
        'l.actor_id',
        'u.user_name',
        'l.action',
        'l.target_id',
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
    results: rows.map((r) => ({
      id: Number(r.id),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorName: r.user_name ?? null,
      action: r.action,
      targetId: r.target_id === null ? null : Number(r.target_id),
      before: r.before === null ? null : (JSON.parse(r.before) as unknown),
      after: r.after === null ? null : (JSON.parse(r.after) as unknown),
      ip: r.ip,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    })),
  };
}
