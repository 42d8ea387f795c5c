import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * What the simulated world has been given at its first start (modules/history): one row per
 * part, written once the part is complete, so a second start adds nothing twice.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('world_history')
    .addColumn('part', 'text', (c) => c.primaryKey())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addColumn('coupons', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
}
