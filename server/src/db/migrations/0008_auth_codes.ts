import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * One-time codes (password reset, account activation) stored as hashes, and captchas. A code is
 * spent by setting `used_at` in the same statement that checks it, so it works once.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
