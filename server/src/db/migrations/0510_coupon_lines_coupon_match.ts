import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A placement sums what the player has waiting on the slip's matches, from the player's coupons to
 * their lines. With the lines indexed by coupon alone, PostgreSQL joined each coupon's lines to all
 * the lines of those matches (a bitmap AND with coupon_lines_match, whose cost grows with the
 * match's popularity); indexed by coupon and match, each coupon's lines of those matches are one
 * index search on both databases. It replaces the index by coupon alone (its leading column).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('coupon_lines_coupon_match')
    .on('coupon_lines')
    .columns(['coupon_id', 'match_id'])
    .execute();
  await db.schema.dropIndex('coupon_lines_coupon').execute();
}
