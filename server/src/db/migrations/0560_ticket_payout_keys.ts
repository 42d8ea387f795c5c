import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A payout's idempotency key: a counter whose answer was lost (the server paid, the connection
 * dropped) sends the payout again with the same key and is answered with the first payout's
 * record, so the cashier sees "paid, hand over" and prints the receipt instead of "already paid".
 * The key is the paying user's own; the row already names the ticket and the terminal it was
 * asked for, so a key sent with another ticket or terminal is refused. Payouts made before carry none.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('ticket_payouts').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('ticket_payouts_key')
    .on('ticket_payouts')
    .columns(['paid_by', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
}
