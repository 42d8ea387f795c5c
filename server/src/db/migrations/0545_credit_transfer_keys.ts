import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The idempotency keys of credit transfers: a dealer whose answer was lost sends the transfer again
 * with the same key, and it moves nothing the second time (before, each retry moved the credit
 * again). The key is the caller's own; the row names the transfer's ledger reference and what was
 * asked, so a key sent with another request is refused instead of answered.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('credit_transfer_keys')
    .addColumn('caller_id', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_transfer_keys_pk', ['caller_id', 'idempotency_key'])
    .execute();
}
