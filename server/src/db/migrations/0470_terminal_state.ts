import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The state a shop terminal reports about itself with its heartbeat (out of service after its page
 * kept crashing, updating, a printer problem, ok), for the dealer's list of terminals.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('terminal_status')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('ok'))
    .execute();
}
