import type { Kysely } from 'kysely';
import { withId, type MigrationContext } from '../ddl.ts';

/** Hits of the sliding-window rate limiter (when Redis is not configured); old rows are pruned. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('rate_limit_hits'), ctx)
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_bucket')
    .on('rate_limit_hits')
    .columns(['bucket', 'at'])
    .execute();
}
