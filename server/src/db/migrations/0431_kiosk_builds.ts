import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * Verified kiosks (GLI-20): the build hash a terminal reports with its heartbeat, and the builds
 * the operator approved. A revoked build keeps its row, with when it was revoked.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('terminal_status').addColumn('build_hash', 'text').execute();
  await db.schema
    .createTable('terminal_builds')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'bigint')
    .addColumn('approved_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
}
