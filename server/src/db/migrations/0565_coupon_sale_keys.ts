import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The idempotency keys of cash-outs: a player whose answer was lost sends the sale again with the
 * same key and is answered as the first time. The key is the seller's own (the player, or the
 * dealer selling for the player); the row names the coupon and the price asked, so the key sent
 * with another sale is refused instead of answered.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('coupon_sale_keys')
    .addColumn('caller_id', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_sale_keys_pk', ['caller_id', 'idempotency_key'])
    .execute();
}
