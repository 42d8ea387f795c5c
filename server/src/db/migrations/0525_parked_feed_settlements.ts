import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * A provider's settlement that could not be applied (the database refused it for a moment, say):
 * kept with why, and tried again until it goes through. The feed acknowledges its message either
 * way, and its redelivery would be dropped as a duplicate, so this row is the only copy left. The
 * later settlements of the same match wait behind it, in order: a rollback must not overtake the
 * settlement it takes back.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('parked_feed_settlements'), ctx)
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    // the FeedSettlement as JSON
    .addColumn('settlement', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('tried_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parked_feed_settlements_match')
    .on('parked_feed_settlements')
    .columns(['match_id', 'id'])
    .execute();
}
