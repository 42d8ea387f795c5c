import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * A player's responsible gaming preferences (issue 20): the reality check interval the player
 * chose (null: the site's), and when the player answered the question to set a deposit limit
 * (asked at sign-up or the first deposit, once).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('rg_preferences')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('deposit_limit_asked_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
}
