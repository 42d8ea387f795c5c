import type { Kysely } from 'kysely';

/**
 * The provider time of the last message applied to each event (FEED=amqp) and the messages
 * applied at that time, so an instance that takes the feed over (or a restart) drops a message
 * delivered again instead of applying it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_events')
    .addColumn('match_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('seen', 'text', (c) => c.notNull())
    .execute();
}
