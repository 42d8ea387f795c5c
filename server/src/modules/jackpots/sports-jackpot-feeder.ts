import {
  couponReportProduct,
  jackpotContribution,
  jackpotTiersOf,
  jackpotWins,
  type JackpotTier,
} from '@bet/shared';
import { SERVICE, inTransaction, postMovements, type MovementInput } from '../wallet/index.ts';
import { inChunks } from '../../db/bulk.ts';
import type { Database } from '../../db/database.ts';
import { payJackpot, poolStates, type JackpotStake, type JackpotWin } from './jackpot.service.ts';

/** Coupons fed per transaction: one short write each second keeps up with thousands a minute. */
export const SPORTS_JACKPOT_BATCH = 200;

/**
 * Feeds the sports jackpots from coupons placed since the last pass (issue 19 part 7): each
 * coupon's stake pays the share of its tier (live when it has a match in play, else pre-match)
 * from the house into the pool, and may win it, as casino stakes do. It runs beside placement,
 * not inside it, so a bet never waits on the pool's row; a coupon is marked fed in the
 * transaction that books its share, and only by the pass whose mark changed it, so however many
 * instances run it each coupon feeds once. Coupons are taken oldest first: the draw order is the
 * placement order. A batch costs a few statements, not five per coupon: the marks in one update,
 * the pools read once, the shares booked in bulk (the same movements, in the same order, as
 * booking each in turn). Returns the wins.
 */
export async function feedSportsJackpots(
  database: Database,
  limit = SPORTS_JACKPOT_BATCH,
): Promise<{ fed: number; wins: JackpotWin[] }> {
  const waiting = await database.db
    .selectFrom('coupons as c')
    .innerJoin('accounts as a', 'a.user_id', 'c.user_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.ticket_id',
      'c.user_id',
      'c.is_live',
      'c.total_stake',
      'a.id as account_id',
      'a.operator_id',
      'a.currency',
      'u.user_name',
    ])
    .where('c.jackpot_fed', '=', 0)
    .orderBy('c.id')
    .limit(limit)
    .execute();
  if (waiting.length === 0) return { fed: 0, wins: [] };
  // grouped: on SQLite the pass shares the placements' commit, its disk wait off the main thread
  return inTransaction(
    database,
    async (trx) => {
      // one mark for the batch: a coupon another instance marked first is its to feed
      const marked = new Set<number>();
      for (const chunk of inChunks(waiting.map((c) => Number(c.id))))
        for (const row of await trx
          .updateTable('coupons')
          .set({ jackpot_fed: 1 })
          .where('id', 'in', chunk)
          .where('jackpot_fed', '=', 0)
          .returning('id')
          .execute())
          marked.add(Number(row.id));
      const stakes = waiting
        .filter((c) => marked.has(Number(c.id)))
        .map((c) => {
          const inPlay = Number(c.is_live) === 1;
          return {
            coupon: c,
            tiers: jackpotTiersOf(SERVICE.sport, inPlay),
            stake: {
              userId: Number(c.user_id),
              service: SERVICE.sport,
              inPlay,
              product: couponReportProduct(inPlay),
              amount: Number(c.total_stake),
              currency: c.currency,
              reference: `coupon:${c.ticket_id}`,
            } satisfies JackpotStake,
          };
        })
        .filter((s) => s.stake.amount > 0);
      const keyOf = (tier: string, operatorId: number, currency: string) =>
        `${tier}|${operatorId}|${currency}`;
      const wanted = new Map<string, { tier: JackpotTier; operatorId: number; currency: string }>();
      for (const { coupon, tiers } of stakes)
        for (const tier of tiers) {
          const operatorId = Number(coupon.operator_id);
          wanted.set(keyOf(tier, operatorId, coupon.currency), {
            tier,
            operatorId,
            currency: coupon.currency,
          });
        }
      const pools = new Map(
        (await poolStates(trx, [...wanted.values()])).map((p) => [
          keyOf(p.tier, p.operatorId, p.currency),
          p,
        ]),
      );
      // Contributions wait here and are booked together, as booking each in turn would; a win books
      // them first, so its pool pays what the stakes before it brought.
      const pending: MovementInput[] = [];
      const book = async () => {
        if (pending.length > 0) await postMovements(trx, pending.splice(0));
      };
      const wins: JackpotWin[] = [];
      for (const { coupon, tiers, stake } of stakes)
        for (const tier of tiers) {
          const state = pools.get(keyOf(tier, Number(coupon.operator_id), coupon.currency))!;
          const share = jackpotContribution(tier, stake.amount);
          if (share > 0) {
            const legs = [
              { accountId: state.houseAccountId, amount: -share, mayGoNegative: true },
              { accountId: state.pool.accountId, amount: share },
            ].sort((x, y) => x.accountId - y.accountId); // as transfer() books them
            for (const leg of legs)
              pending.push({
                ...leg,
                type: 'jackpotContribution',
                reference: `jackpot:${tier}:${stake.reference}`,
                service: SERVICE.general,
              });
            state.balance += share;
          }
          if (!jackpotWins(tier, stake.amount, state.balance, state.dropAt)) continue;
          await book();
          wins.push(
            await payJackpot(trx, state, stake, {
              accountId: Number(coupon.account_id),
              userName: coupon.user_name,
            }),
          );
          // seeded again with a new drop point: as the next stake finds it
          const [again] = await poolStates(trx, [state]);
          Object.assign(state, again);
        }
      await book();
      return { fed: marked.size, wins };
    },
    { grouped: true },
  );
}
