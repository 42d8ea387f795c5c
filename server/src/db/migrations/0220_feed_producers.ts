import type { Kysely } from 'kysely';

/**
 * Where each producer of an odds provider (FEED=amqp) was left: the provider time of the last
 * message applied, so a restart asks for a recovery from there instead of trusting old odds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_producers')
    .addColumn('product', 'integer', (c) => c.primaryKey())
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .execute();
}
