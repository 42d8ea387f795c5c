import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * What each player has waiting on each match, kept as a row: the sum of the stakes of the
 * player's waiting coupons with a pick of the match (a coupon counts once per match). A placement
 * checks the match limit against it; before, it summed the player's waiting lines of the match on
 * every bet, a cost that grew with them (a shop terminal betting on a derby all day). Every change
 * of a coupon to or from waiting changes these rows in the same transaction
 * (infra/wager-records.ts, and the placement itself).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('waiting_stakes')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('waiting_stakes_pk', ['user_id', 'match_id'])
    .execute();
  await sql`insert into waiting_stakes (user_id, match_id, stake)
    select w.user_id, w.match_id, sum(w.total_stake) from (
      select distinct c.user_id, l.match_id, c.id, c.total_stake
      from coupons c join coupon_lines l on l.coupon_id = c.id
      where c.status = 0
    ) w group by w.user_id, w.match_id`.execute(db);
  await db.schema.dropIndex('coupon_lines_user_match').execute();
}
