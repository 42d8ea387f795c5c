import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * What a payment request asked, kept with its idempotency key: a player whose answer was lost sends
 * the same request again and is answered as the first time, while the key sent with another amount,
 * method, bank or form is refused (409 idempotencyKeyReused) instead of answered with the first
 * request. Requests made before carry none and are answered as before.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('transfer_requests').addColumn('request_hash', 'text').execute();
}
