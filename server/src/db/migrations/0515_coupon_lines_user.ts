import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A placement reads what the player already has waiting: the coupons of the same picks (the
 * same-coupon limit) and the stake on each of the slip's matches (the match limit). Both went
 * through every waiting coupon of the player (coupons_user_status), a cost that grows with them:
 * a shop terminal holds thousands. The lines now carry their coupon's player, indexed by player
 * and match, and the coupons are indexed by player and picks: each check is an index search of
 * what it counts.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('coupon_lines')
    .addColumn('user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update coupon_lines set user_id = (select c.user_id from coupons c where c.id = coupon_lines.coupon_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('coupon_lines_user_match')
    .on('coupon_lines')
    .columns(['user_id', 'match_id', 'coupon_id'])
    .execute();
  await db.schema
    .createIndex('coupons_user_signature')
    .on('coupons')
    .columns(['user_id', 'signature', 'status'])
    .execute();
}
