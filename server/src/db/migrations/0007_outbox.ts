import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/** E-mails and SMS the default sender adapter records instead of sending. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('outbox'), ctx)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema.createIndex('outbox_user').on('outbox').column('user_id').execute();
}
