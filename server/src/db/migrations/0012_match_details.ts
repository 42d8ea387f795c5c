import type { Kysely } from 'kysely';

/**
 * The state of play beyond the score, as JSON: scores of the finished periods (half time, quarters,
 * sets), corners and cards. A feed that takes over after a restart continues from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('matches')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
