import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The dealer reports' daily rows get a shard: every placement adds its stake to the row of each
 * dealer above the player, and on PostgreSQL the root's row (shared by every coupon) held each
 * placement until the one before it committed. A placement now writes the rows of its own shard
 * (by its account), so placements of different players rarely wait on one another; a report adds
 * a node's shards up. The rows written so far are shard 0. Rebuilt, as SQLite cannot change a
 * primary key in place.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('report_daily_sharded')
    .addColumn('node_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonuses', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('coupons', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_daily_shard_pk', ['node_id', 'day', 'product', 'shard'])
    .execute();
  await sql`insert into report_daily_sharded (node_id, day, product, shard, stakes, wins, bonuses, coupons)
    select node_id, day, product, 0, stakes, wins, bonuses, coupons from report_daily`.execute(db);
  await db.schema.dropTable('report_daily').execute();
  await db.schema.alterTable('report_daily_sharded').renameTo('report_daily').execute();
}
