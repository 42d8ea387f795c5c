import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
}
