import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/** Every administrative write: who, what, the record before and after, when and from which address. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('audit_log'), ctx)
    .addColumn('actor_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').column('target_id').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_id').execute();
}
