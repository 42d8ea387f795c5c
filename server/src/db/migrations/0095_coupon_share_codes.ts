import type { Kysely } from 'kysely';

/**
 * A coupon's share code: what a shared link carries instead of the owner's id. Made the first
 * time the owner shares the coupon and kept, so every link to it stays the same; unique, so a code
 * names one coupon.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('share_code', 'text').execute();
  await db.schema.createIndex('coupons_share_code').on('coupons').column('share_code').unique().execute();
}
