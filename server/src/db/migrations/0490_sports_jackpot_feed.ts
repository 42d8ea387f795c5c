import { sql, type Kysely } from 'kysely';

/**
 * Sports coupons feed the sports jackpots (issue 19 part 7) after they are placed: a coupon not
 * yet fed waits with jackpot_fed 0, the feeder marks it 1 in the transaction that books its share.
 * Coupons placed before this change never fed a pool and are not fed now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('jackpot_fed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE coupons SET jackpot_fed = 1`.execute(db);
  // the feeder's queue: only the few coupons still waiting are in it
  await db.schema
    .createIndex('coupons_jackpot_waiting')
    .on('coupons')
    .column('id')
    .where(sql.ref('jackpot_fed'), '=', 0)
    .execute();
}
