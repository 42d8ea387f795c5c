import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A dealer's casino limit (issue 19 part 8, the spec's "casino limits full, contact dealer"): the
 * most casino stakes a user and everyone below it may place in one UTC day, in minor units; 0 is
 * no limit. The casino wallet refuses a bet that would go beyond the limit of any user on the
 * player's path.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('casino_limit', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
