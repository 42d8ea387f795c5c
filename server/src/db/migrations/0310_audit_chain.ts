import { chainAuditRow, AUDIT_GENESIS_HASH } from '@bet/shared';
import type { Kysely } from 'kysely';
import { withId, type MigrationContext } from '../ddl.ts';

interface OldRow {
  id: number;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  before: string | null;
  after: string | null;
  ip: string;
  created_at: number;
}

/**
 * The audit log becomes a hash chain (issue 20 part 6): each row has its place (seq) and the hash
 * of the row before it; a single-row head holds the last seq and hash and is updated in the
 * writer's transaction, which serialises appends on both databases and shows deleted newest rows.
 * Rows past the retention move to audit_log_archive with their chain fields, so the chain still
 * verifies across both tables. The rows already written are chained here in id order.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('seq', 'bigint').execute();
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();

  await db.schema
    .createTable('audit_log_archive')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().unique())
    .addColumn('actor_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('audit_chain_head'), ctx)
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();

  const typed = db as unknown as Kysely<{
    audit_log: OldRow & { seq: number | null; prev_hash: string | null; hash: string | null };
    audit_chain_head: { id: number; seq: number; hash: string };
  }>;
  let prev = AUDIT_GENESIS_HASH;
  let seq = 0;
  let lastId = 0;
  for (;;) {
    const batch = await typed
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after', 'ip', 'created_at'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (batch.length === 0) break;
    for (const r of batch) {
      seq++;
      const row = chainAuditRow(
        {
          seq,
          createdAt: Number(r.created_at),
          actorId: r.actor_id === null ? null : Number(r.actor_id),
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id === null ? null : Number(r.target_id),
          before: r.before,
          after: r.after,
          ip: r.ip,
        },
        prev,
      );
      await typed
        .updateTable('audit_log')
        .set({ seq, prev_hash: row.prevHash, hash: row.hash })
        .where('id', '=', r.id)
        .execute();
      prev = row.hash;
      lastId = Number(r.id);
    }
  }
  await typed.insertInto('audit_chain_head').values({ id: 1, seq, hash: prev }).execute();
  await db.schema.createIndex('audit_log_seq').unique().on('audit_log').column('seq').execute();
}
