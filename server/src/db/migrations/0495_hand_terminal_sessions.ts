import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A shop's handhelds can be revoked by its dealer (issue 21): each device keeps the session it
 * logged in with last (the hash the session store names it by), so revoking ends that session at
 * once, and its next call is told why; and who revoked it, when.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('hand_terminals').addColumn('session_id', 'text').execute();
  await db.schema.alterTable('hand_terminals').addColumn('revoked_at', 'bigint').execute();
  await db.schema.alterTable('hand_terminals').addColumn('revoked_by', 'bigint').execute();
  await db.schema.createIndex('hand_terminals_session').on('hand_terminals').column('session_id').execute();
}
