import { couponReportProduct } from '@bet/shared';
import { SERVICE, inTransaction } from '../wallet/index.ts';
import type { Database } from '../../db/database.ts';
import { feedJackpots, type JackpotWin } from './jackpot.service.ts';

/** Coupons fed per transaction: one short write each second keeps up with thousands a minute. */
export const SPORTS_JACKPOT_BATCH = 200;

/**
 * Feeds the sports jackpots from coupons placed since the last pass (issue 19 part 7): each
 * coupon's stake pays the share of its tier (live when it has a match in play, else pre-match)
 * from the house into the pool, and may win it, as casino stakes do. It runs beside placement,
 * not inside it, so a bet never waits on the pool's row; a coupon is marked fed in the
 * transaction that books its share, and only by the pass whose mark changed it, so however many
 * instances run it each coupon feeds once. Coupons are taken oldest first: the draw order is the
 * placement order. Returns the wins.
 */
export async function feedSportsJackpots(
  database: Database,
  limit = SPORTS_JACKPOT_BATCH,
): Promise<{ fed: number; wins: JackpotWin[] }> {
  const waiting = await database.db
    .selectFrom('coupons as c')
    .innerJoin('accounts as a', 'a.user_id', 'c.user_id')
    .select(['c.id', 'c.ticket_id', 'c.user_id', 'c.is_live', 'c.total_stake', 'a.currency'])
    .where('c.jackpot_fed', '=', 0)
    .orderBy('c.id')
    .limit(limit)
    .execute();
  if (waiting.length === 0) return { fed: 0, wins: [] };
  return inTransaction(database, async (trx) => {
    let fed = 0;
    const wins: JackpotWin[] = [];
    for (const c of waiting) {
      const marked = await trx
        .updateTable('coupons')
        .set({ jackpot_fed: 1 })
        .where('id', '=', c.id)
        .where('jackpot_fed', '=', 0)
        .executeTakeFirst();
      // another instance fed it first
      if (Number(marked.numUpdatedRows) === 0) continue;
      fed++;
      const inPlay = Number(c.is_live) === 1;
      wins.push(
        ...(await feedJackpots(trx, {
          userId: Number(c.user_id),
          service: SERVICE.sport,
          inPlay,
          product: couponReportProduct(inPlay),
          amount: Number(c.total_stake),
          currency: c.currency,
          reference: `coupon:${c.ticket_id}`,
        })),
      );
    }
    return { fed, wins };
  });
}
