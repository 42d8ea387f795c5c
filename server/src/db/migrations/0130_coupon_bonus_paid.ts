import type { Kysely } from 'kysely';

/**
 * The coupon bonus paid on a coupon, kept apart from its income so settlement books the bonus as
 * its own ledger movement (couponBonus) and a correction moves each part by its own difference.
 * Coupons settled before this have their bonus inside their win movement: 0 here matches their
 * ledger, so a later correction still moves the right amounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('bonus_paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
