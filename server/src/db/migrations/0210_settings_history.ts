import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The history of the site settings: one row per setting an administrator changed, with the value
 * before and after (null: the default applied), written in the same transaction as the change.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('settings_history'), ctx)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('settings_history_key_idx')
    .on('settings_history')
    .columns(['key', 'changed_at'])
    .execute();
}
