import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/** Server-side sessions (when Redis is not configured). `id` is a hash of the cookie's token, never the token. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
}
