import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * Lines and their outcomes keep the feed's order (1, X, 2): read back without one, PostgreSQL
 * gives rows in the order it last wrote them, so a restart showed a 1X2 as X, 2, 1. Rows written
 * so far are at 0 and fall back to their ids until the feed writes them again.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  for (const table of ['markets', 'outcomes'])
    await db.schema
      .alterTable(table)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
}
