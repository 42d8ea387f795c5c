import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A house round keeps what it showed: its drawn outcome (JSON, written before the bet) and the
 * wallet's refusal of its bet (JSON status and message key), so a page whose answer was lost asks
 * again with the same round id and is shown that round, never a second one.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('house_game_rounds').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('house_game_rounds').addColumn('refusal', 'text').execute();
}
