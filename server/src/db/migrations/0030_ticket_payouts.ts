import type { Kysely } from 'kysely';
import { withId, type MigrationContext } from '../ddl.ts';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('ticket_payouts'), ctx)
    // Unique: the database itself refuses a second payout of one ticket.
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_by', 'bigint', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .execute();
}
