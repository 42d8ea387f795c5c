import type { Kysely } from 'kysely';

/** Market types with their outcome templates (the spec's ids where it names them). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON list of outcome names */
    .addColumn('outcomes', 'text', (c) => c.notNull())
    /** 1 for the main markets listed with a match */
    .addColumn('main', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
