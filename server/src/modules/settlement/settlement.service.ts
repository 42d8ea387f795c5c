import {
  couponPayout,
  lineFactor,
  lineStatus,
  percentOf,
  resolveLine,
  type SettlementResult,
  percentFromHundredths,
} from '@bet/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

export interface SettlementReport {
  lines: number;
  coupons: number;
  /** minor units credited (or taken back by a correction) */
  paid: number;
  /** the coupons settled, for pushing their news to their owners */
  settled: Array<{ userId: number; ticketId: string; status: number }>;
}

/**
 * Settles a match: resolves every coupon line on it from the result, then settles every coupon
 * that no longer has an open line. Money moves through the ledger in the same transaction as the
 * status change. Running it again with the same result changes nothing; a corrected result books
 * only the difference against what was paid.
 */
export async function settleMatch(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  result: SettlementResult,
): Promise<SettlementReport> {
  return inTransaction(ctx.database, async (trx) => {
    const report: SettlementReport = { lines: 0, coupons: 0, paid: 0, settled: [] };
    const lines = await trx
      .selectFrom('coupon_lines')
      .select(['id', 'coupon_id', 'market_type_id', 'special', 'outcome_name', 'odd', 'factor'])
      .where('match_id', '=', matchId)
      .execute();
    const touched = new Set<number>();
    const text = result.status === 'cancelled' ? 'cancelled' : `${result.score.home}:${result.score.away}`;
    // Lines that end the same way (status and factor) are written together: a popular match has
    // thousands of lines but few distinct outcomes.
    const groups = new Map<string, { status: 1 | -1 | 2; factor: number; ids: number[] }>();
    for (const line of lines) {
      const r = resolveLine(line.market_type_id, line.special, line.outcome_name, result);
      if (!r) continue;
      const factor = lineFactor(r, line.odd);
      if (line.factor === factor) continue;
      const status = lineStatus(r);
      const group = groups.get(`${status}:${factor}`) ?? { status, factor, ids: [] };
      group.ids.push(Number(line.id));
      groups.set(`${status}:${factor}`, group);
      touched.add(Number(line.coupon_id));
      report.lines++;
    }
    for (const { status, factor, ids } of groups.values())
      for (let i = 0; i < ids.length; i += 1000)
        await trx
          .updateTable('coupon_lines')
          .set({ status, factor, result: text })
          .where('id', 'in', ids.slice(i, i + 1000))
          .execute();
    // In id order, so two settlements sharing coupons wait for each other instead of deadlocking.
    for (const couponId of [...touched].sort((a, b) => a - b)) {
      const settled = await settleCoupon(trx, couponId);
      if (settled !== null) {
        report.coupons++;
        report.paid += settled.difference;
        report.settled.push(settled);
      }
    }
    if (report.lines)
      ctx.logger.info(
        { matchId, lines: report.lines, coupons: report.coupons, paid: report.paid },
        'match settled',
      );
    return report;
  });
}

type Trx = Parameters<Parameters<typeof inTransaction>[1]>[0];

interface SettledCoupon {
  userId: number;
  ticketId: string;
  status: number;
  difference: number;
}

/** Pays a coupon whose lines are all settled; returns what moved, or null when it still waits. */
async function settleCoupon(trx: Trx, couponId: number): Promise<SettledCoupon | null> {
  // Lock the coupon before reading its lines: two matches of one coupon settled at once would each
  // see the other's line still open and neither would pay it. Under the lock, the second one to
  // get here sees the first one's lines (PostgreSQL; SQLite runs one writer at a time anyway).
  const coupon = await trx
    .updateTable('coupons')
    .set({ status: sql`status` })
    .where('id', '=', couponId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Cancelled and sold coupons are closed for good; only waiting and settled ones are (re)settled.
  if (coupon.status !== 0 && coupon.status !== 1 && coupon.status !== -1) return null;
  const lines = await trx
    .selectFrom('coupon_lines')
    .select(['match_id', 'banker', 'factor', 'status', 'odd'])
    .where('coupon_id', '=', couponId)
    .execute();
  if (lines.some((l) => l.factor === null)) return null;
  const settled = lines.map((l) => ({
    matchId: Number(l.match_id),
    banker: l.banker === 1,
    factor: l.factor!,
  }));
  const system = coupon.system_combi ? coupon.system_combi.split(',').map(Number) : [];
  let payout = Math.min(
    couponPayout(coupon.ticket_type, settled, system, Number(coupon.stake_per_bet)),
    Number(coupon.max_pay),
  );
  // The bonus is paid on a coupon whose every line won in full, never above what placement
  // promised (the max-pay cap binds the payout with its bonus).
  if (lines.every((l) => l.status === 1 && l.factor === l.odd) && coupon.bonus_percent > 0)
    payout += Math.min(
      percentOf(payout, percentFromHundredths(coupon.bonus_percent)),
      Number(coupon.bonus_pay),
    );
  const status = payout > 0 ? 1 : -1;
  const difference = payout - Number(coupon.income);
  const updated = await trx
    .updateTable('coupons')
    .set({ status, income: payout, settled_at: Date.now() })
    .where('id', '=', couponId)
    .where('status', '=', coupon.status)
    .where('income', '=', coupon.income)
    .executeTakeFirst();
  // Someone else (a sale, another settlement) changed it meanwhile: their transaction wins.
  if (Number(updated.numUpdatedRows) === 0) return null;
  if (difference !== 0) {
    await postMovement(trx, {
      userId: Number(coupon.user_id),
      amount: difference,
      type: coupon.status === 0 ? 'win' : 'winCorrection',
      service: SERVICE.sport,
      reference: coupon.ticket_id,
    });
  }
  return { userId: Number(coupon.user_id), ticketId: coupon.ticket_id, status, difference };
}

/**
 * Settles what a crash left unsettled: every stored result whose match still has open lines.
 * Results are stored before they are settled, so this finds all of them at start.
 */
export async function settlePending(ctx: Pick<AppContext, 'database' | 'logger'>): Promise<number> {
  const pending = await ctx.database.db
    .selectFrom('match_results as r')
    .innerJoin('coupon_lines as l', 'l.match_id', 'r.match_id')
    .select(['r.match_id', 'r.status', 'r.score_home', 'r.score_away', 'r.ht_home', 'r.ht_away', 'r.details'])
    .distinct()
    .where('l.factor', 'is', null)
    .execute();
  for (const r of pending) {
    const details = JSON.parse(r.details) as Partial<SettlementResult>;
    await settleMatch(ctx, Number(r.match_id), {
      status: r.status === 'cancelled' ? 'cancelled' : 'ended',
      score: { home: r.score_home, away: r.score_away },
      halftime: r.ht_home === null ? null : { home: r.ht_home, away: r.ht_away ?? 0 },
      corners: details.corners,
      cards: details.cards,
      goals: details.goals,
    });
  }
  return pending.length;
}

/**
 * Stores (or corrects) the result of a match that is no longer in the sports view. What the
 * result does not carry (corners, cards, periods) keeps its stored value.
 */
export async function storeResult(
  ctx: Pick<AppContext, 'database'>,
  matchId: number,
  result: Pick<SettlementResult, 'status' | 'score' | 'halftime'>,
): Promise<void> {
  const values = {
    status: result.status,
    score_home: result.score.home,
    score_away: result.score.away,
    ht_home: result.halftime?.home ?? null,
    ht_away: result.halftime?.away ?? null,
  };
  await ctx.database.db
    .insertInto('match_results')
    .values({ match_id: matchId, ...values, details: '{}', created_at: Date.now() })
    .onConflict((oc) => oc.column('match_id').doUpdateSet(values))
    .execute();
}
