import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The outbox becomes a delivery queue: each row waits until a worker has handed it to the mail
 * server or the SMS gateway. A worker claims a row with a lease (`claimed_until`), so two server
 * instances never send the same row at once, and a worker that dies mid-send lets it go again.
 * Rows written before this migration were only logged; their codes have long expired, so they are
 * marked `expired` rather than sent now.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('tr'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('sent_at', 'bigint').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await sql`update outbox set status = 'expired'`.execute(db);
}
