import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/** A manager's refusal of a large payout says why: the terminal shows the reason to the cashier. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('payout_approvals').addColumn('reason', 'text').execute();
}
