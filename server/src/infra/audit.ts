// The audit writer: every business module records its administrative writes here. The log is a
// hash chain (shared/src/audit/chain.ts): append-only, each row carrying the hash of the one before.
import { chainAuditRow, createAuditChainCheck, type AuditChainResult, type AuditChainRow } from '@bet/shared';
import type { Kysely, Transaction } from 'kysely';
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

// Writes of one transaction started together (Promise.all) would read the same head: one at a time.
const queued = new WeakMap<object, Promise<unknown>>();

/**
 * Records one administrative write; call it with the transaction of the write so both commit
 * together (without one, the row gets its own transaction).
 */
export async function recordAudit(db: Kysely<DB>, e: AuditEntryInput): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => append(trx, e));
  const before = queued.get(db) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(() => append(db as Transaction<DB>, e));
  queued.set(db, next);
  return next;
}

async function append(trx: Transaction<DB>, e: AuditEntryInput): Promise<void> {
  // Moving the head first takes its lock until commit (a row lock on PostgreSQL, the write lock on
  // SQLite): concurrent writers queue here, so the chain never forks. RETURNING gives the new seq
  // and the hash still unchanged, the hash of the row before.
  const head = await trx
    .updateTable('audit_chain_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const row = chainAuditRow(
    {
      seq: Number(head.seq),
      createdAt: Date.now(),
      actorId: e.actorId,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      before: e.before === undefined ? null : JSON.stringify(toJsonSafe(e.before)),
      after: e.after === undefined ? null : JSON.stringify(toJsonSafe(e.after)),
      ip: e.ip.slice(0, 64),
    },
    head.hash,
  );
  await trx.updateTable('audit_chain_head').set({ hash: row.hash }).where('id', '=', 1).execute();
  await trx
    .insertInto('audit_log')
    .values({
      seq: row.seq,
      actor_id: row.actorId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      created_at: row.createdAt,
      prev_hash: row.prevHash,
      hash: row.hash,
    })
    .execute();
}

const CHAIN_COLUMNS = [
  'id',
  'seq',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
  'created_at',
  'prev_hash',
  'hash',
] as const;

interface StoredRow {
  id: number;
  seq: number | null;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  before: string | null;
  after: string | null;
  ip: string;
  created_at: number;
  prev_hash: string | null;
  hash: string | null;
}

function chainRowOf(r: StoredRow): AuditChainRow {
  return {
    id: Number(r.id),
    seq: r.seq === null ? 0 : Number(r.seq),
    createdAt: Number(r.created_at),
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id === null ? null : Number(r.target_id),
    before: r.before,
    after: r.after,
    ip: r.ip,
    prevHash: r.prev_hash ?? '',
    hash: r.hash ?? '',
  };
}

export interface AuditVerification extends AuditChainResult {
  /** when the first broken row was written (ISO), where the row is still there */
  breakAt: string | null;
  /** the rows checked in the archive (older than the retention) */
  archived: number;
}

/**
 * Walks the whole chain, archive first then the live table, a batch at a time in seq order, and
 * says where it first breaks. Reads without locking: rows appended meanwhile only make the head
 * run ahead, so the head is read first and the walk stops at its seq.
 */
export async function verifyAuditChain(db: Kysely<DB>, batch = 2_000): Promise<AuditVerification> {
  const head = await db
    .selectFrom('audit_chain_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const limit = head ? Number(head.seq) : 0;
  const check = createAuditChainCheck();
  let archived = 0;
  let failed: AuditChainRow | null = null;
  const walk = async (table: 'audit_log' | 'audit_log_archive'): Promise<boolean> => {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(table)
        .select(CHAIN_COLUMNS)
        .where('seq', '>', after)
        .where('seq', '<=', limit)
        .orderBy('seq')
        .limit(batch)
        .execute()) as StoredRow[];
      for (const r of rows) {
        const row = chainRowOf(r);
        if (!check.push(row)) {
          failed = row;
          return false;
        }
        if (table === 'audit_log_archive') archived++;
        after = row.seq;
      }
      if (rows.length < batch) return true;
    }
  };
  // the archive holds a prefix of the chain (archiveAudit moves the oldest rows only)
  if (await walk('audit_log_archive')) await walk('audit_log');
  const result = check.finish(head ? { seq: Number(head.seq), hash: head.hash } : null);
  const at = failed as AuditChainRow | null;
  const breakAt = at && result.break?.seq === at.seq ? new Date(at.createdAt).toISOString() : null;
  return { ...result, breakAt, archived };
}

/** How long audit rows stay in the live table (GLI-33 record keeping: 5 years). */
export const AUDIT_RETENTION_MS = 5 * 365.25 * 24 * 3_600_000;

/**
 * Moves the rows written before the cutoff to audit_log_archive, with their chain fields, in one
 * transaction. Only a prefix of the chain moves (up to the first row at or after the cutoff), so
 * the verification reads the archive and then the live table in one seq order. Answers how many moved.
 */
export async function archiveAudit(db: Kysely<DB>, cutoff: number, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const firstKept = await trx
      .selectFrom('audit_log')
      .select((eb) => eb.fn.min('seq').as('seq'))
      .where('created_at', '>=', cutoff)
      .executeTakeFirst();
    let q = trx.selectFrom('audit_log').select(CHAIN_COLUMNS).where('created_at', '<', cutoff);
    if (firstKept?.seq != null) q = q.where('seq', '<', Number(firstKept.seq));
    const rows = (await q.orderBy('seq').execute()) as StoredRow[];
    for (let i = 0; i < rows.length; i += 200) {
      const part = rows.slice(i, i + 200);
      await trx
        .insertInto('audit_log_archive')
        .values(
          part.map((r) => ({
            id: Number(r.id),
            seq: Number(r.seq),
            actor_id: r.actor_id,
            action: r.action,
            target_type: r.target_type,
            target_id: r.target_id,
            before: r.before,
            after: r.after,
            ip: r.ip,
            created_at: Number(r.created_at),
            prev_hash: r.prev_hash ?? '',
            hash: r.hash ?? '',
            archived_at: now,
          })),
        )
        .execute();
      await trx
        .deleteFrom('audit_log')
        .where(
          'id',
          'in',
          part.map((r) => Number(r.id)),
        )
        .execute();
    }
    return rows.length;
  });
}
