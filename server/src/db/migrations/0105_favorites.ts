import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * Players' favourite matches and leagues (issue 14 item 5), one row each; the primary key makes
 * marking one twice a no-op on both databases.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // 'match' or 'tournament'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'kind', 'ref_id'])
    .execute();
}
