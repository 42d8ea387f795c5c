// The audit writer: every business module records its administrative writes here.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { toJsonSafe } from './audit-redact.ts';

export interface AuditEntryInput {
  actorId: number | null;
  /** e.g. 'user.create', 'user.update', 'user.close', 'credit.in' */
  action: string;
  targetType: string;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
  ip: string;
}

/** Records one administrative write; call it with the transaction of the write so both commit together. */
export async function recordAudit(db: Kysely<DB>, e: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      before: e.before === undefined ? null : JSON.stringify(toJsonSafe(e.before)),
      after: e.after === undefined ? null : JSON.stringify(toJsonSafe(e.after)),
      ip: e.ip.slice(0, 64),
      created_at: Date.now(),
    })
    .execute();
}
