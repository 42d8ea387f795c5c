import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * Attempt counters of the rate limiter (when Redis is not configured): one row per bucket, counted
 * and checked in one UPSERT so parallel requests cannot all slip under a limit. `blocked_until` is
 * when the next attempt of a growing-delay bucket may come; `refused` tells whether the last take
 * was turned away (read back with RETURNING).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends')
    .on('rate_limit_counters')
    .column('window_ends')
    .execute();
  // The sliding-window hits it replaces were read and written in two steps (a race).
  await db.schema.dropTable('rate_limit_hits').execute();
}
