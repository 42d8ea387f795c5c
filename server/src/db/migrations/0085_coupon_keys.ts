import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * The idempotency keys of coupons, one row per user and key, taken by the placement that stores
 * the coupon or by a shop terminal closing a key whose answer it lost (modules/coupons/coupon-keys.ts).
 * The primary key makes the two exclude each other on both databases.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('coupon_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // 1: closed before any coupon was stored with it; 0: taken by the coupon
    .addColumn('closed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addPrimaryKeyConstraint('coupon_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
}
