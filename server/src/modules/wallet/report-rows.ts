import { sql, type Transaction } from 'kysely';
import { couponReportProduct, dayOf, movementSums, type ReportProduct, isOn } from '@bet/shared';
import type { DB } from '../../db/schema.ts';

/**
 * Adds one play movement of a coupon to the dealer reports' daily rows, in the transaction of the
 * movement itself, so a report never disagrees with the ledger: the player's row and the row of
 * every dealer above it (its path) for the day and the product (the coupon's, or the casino game's
 * the caller names). Movements that are not play (credit, cash payouts at a till) and movements of
 * neither a coupon nor a named product are left out.
 */
export async function addToReportRows(
  trx: Transaction<DB>,
  m: {
    accountId: number;
    type: string;
    amount: number;
    reference: string;
    at: number;
    /**
     * the product when it is not a stored coupon's: the stake of a placement (its row is not
     * written yet), or a casino movement (the product of the game played)
     */
    product?: ReportProduct | undefined;
  },
): Promise<void> {
  const sums = movementSums(m.type, m.amount);
  if (!sums || m.reference === '') return;
  const owner = await trx
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('u.path')
    .where('a.id', '=', m.accountId)
    .executeTakeFirst();
  if (!owner) return;
  let product = m.product;
  if (!product) {
    const coupon = await trx
      .selectFrom('coupons')
      .select('is_live')
      .where('ticket_id', '=', m.reference)
      .executeTakeFirst();
    if (!coupon) return;
    product = couponReportProduct(isOn(coupon.is_live));
  }
  const day = dayOf(m.at);
  // Root first: every transaction takes the rows of one path in the same order.
  const nodes = owner.path.split('/').filter(Boolean).map(Number);
  await trx
    .insertInto('report_daily')
    .values(nodes.map((node_id) => ({ node_id, day, product, ...sums })))
    .onConflict((oc) =>
      oc.columns(['node_id', 'day', 'product']).doUpdateSet({
        stakes: sql`report_daily.stakes + excluded.stakes`,
        wins: sql`report_daily.wins + excluded.wins`,
        bonuses: sql`report_daily.bonuses + excluded.bonuses`,
        coupons: sql`report_daily.coupons + excluded.coupons`,
      }),
    )
    .execute();
}
