import {
  couponPayout,
  lineFactor,
  lineStatus,
  percentOf,
  resolveLine,
  type SettlementResult,
  percentFromHundredths,
  toMajor,
} from '@bet/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../infra/audit.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

export interface SettlementReport {
  lines: number;
  coupons: number;
  /** minor units credited, net of what a correction took back */
  paid: number;
  /** minor units credited by this settlement */
  credited: number;
  /** minor units taken back by this settlement (a correction), as a positive number */
  reclaimed: number;
  /** the coupons settled, for pushing their news to their owners */
  settled: Array<{ userId: number; ticketId: string; status: number; difference: number }>;
  /** balances a claw-back left below zero (minor units, negative), one per player */
  owed: Array<{ userId: number; balance: number }>;
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
  return inTransaction(ctx.database, (trx) => settleInTransaction(ctx, trx, matchId, result));
}

async function settleInTransaction(
  ctx: Pick<AppContext, 'logger'>,
  trx: Trx,
  matchId: number,
  result: SettlementResult,
): Promise<SettlementReport> {
  const report: SettlementReport = {
    lines: 0,
    coupons: 0,
    paid: 0,
    credited: 0,
    reclaimed: 0,
    settled: [],
    owed: [],
  };
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
  const owed = new Map<number, number>();
  for (const couponId of [...touched].sort((a, b) => a - b)) {
    const settled = await settleCoupon(trx, couponId);
    if (settled !== null) {
      report.coupons++;
      report.paid += settled.difference;
      if (settled.difference > 0) report.credited += settled.difference;
      else report.reclaimed -= settled.difference;
      report.settled.push(settled);
      if (settled.balanceAfter !== null) {
        if (settled.balanceAfter < 0) owed.set(settled.userId, settled.balanceAfter);
        else owed.delete(settled.userId);
      }
      // A claw-back that takes a balance below zero is booked all the same (the correction must
      // land); the audit log says whose balance went there and by which coupon.
      if (settled.balanceAfter !== null && settled.balanceAfter < 0 && settled.difference < 0)
        await recordAudit(trx, {
          actorId: null,
          action: 'balance.owed',
          targetType: 'user',
          targetId: settled.userId,
          before: { balance: toMajor(settled.balanceAfter - settled.difference) },
          after: {
            balance: toMajor(settled.balanceAfter),
            reclaimed: toMajor(-settled.difference),
            ticketId: settled.ticketId,
            matchId,
          },
          ip: '',
        });
    }
  }
  report.owed = [...owed].map(([userId, balance]) => ({ userId, balance }));
  if (report.lines)
    ctx.logger.info(
      {
        matchId,
        lines: report.lines,
        coupons: report.coupons,
        credited: report.credited,
        reclaimed: report.reclaimed,
        owed: report.owed.length,
      },
      'match settled',
    );
  return report;
}

type Trx = Parameters<Parameters<typeof inTransaction>[1]>[0];

interface SettledCoupon {
  userId: number;
  ticketId: string;
  status: number;
  difference: number;
  /** the owner's balance after the money moved (null when none moved) */
  balanceAfter: number | null;
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
  let balanceAfter: number | null = null;
  if (difference !== 0) {
    const moved = await postMovement(trx, {
      userId: Number(coupon.user_id),
      amount: difference,
      type: coupon.status === 0 ? 'win' : 'winCorrection',
      service: SERVICE.sport,
      reference: coupon.ticket_id,
      // Taking back a win paid on a wrong result is booked even below zero: the player owes it.
      overdraw: coupon.status !== 0,
    });
    balanceAfter = moved.balanceAfter;
  }
  return { userId: Number(coupon.user_id), ticketId: coupon.ticket_id, status, difference, balanceAfter };
}

type StoredResult = Selectable<DB['match_results']>;

/** The settlement input of a stored result row. */
export function storedToSettlement(r: StoredResult): SettlementResult {
  const details = JSON.parse(r.details) as Partial<SettlementResult>;
  return {
    status: r.status === 'ended' ? 'ended' : 'cancelled',
    score: { home: r.score_home, away: r.score_away },
    halftime: r.ht_home === null ? null : { home: r.ht_home, away: r.ht_away ?? 0 },
    corners: details.corners,
    cards: details.cards,
    goals: details.goals,
  };
}

/** Who applied a result and why, kept in the audit log with what it changed. */
export interface ResultAudit {
  actorId: number | null;
  /** 'result.enter', 'result.correct', 'result.feed' or 'result.recovered' */
  action: string;
  reason: string;
  ip: string;
  /** the result the match had before, for a correction */
  before?: unknown;
  /** what the admin asked for, when it is more than the stored result says (e.g. 'abandoned') */
  requested?: string;
}

/**
 * Applies the stored result of a match to its coupons, marks its revision applied and writes the
 * audit row, in one transaction with the money. The result row is locked first, so two
 * applications of one match run one after the other and each applies the newest stored revision.
 */
export async function applyStoredResult(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  audit: ResultAudit,
): Promise<SettlementReport | null> {
  return inTransaction(ctx.database, async (trx) => {
    const row = await trx
      .updateTable('match_results')
      .set({ applied_revision: sql`revision` })
      .where('match_id', '=', matchId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const result = storedToSettlement(row);
    const report = await settleInTransaction(ctx, trx, matchId, result);
    await recordAudit(trx, {
      actorId: audit.actorId,
      action: audit.action,
      targetType: 'match',
      targetId: matchId,
      before: audit.before,
      after: {
        status: audit.requested ?? result.status,
        score: result.score,
        halftime: result.halftime,
        revision: row.revision,
        reason: audit.reason,
        coupons: report.coupons,
        paid: toMajor(report.credited),
        reclaimed: toMajor(report.reclaimed),
        owed: report.owed.length,
      },
      ip: audit.ip,
    });
    return report;
  });
}

/**
 * Applies what a stop left unapplied: every stored result whose revision settlement has not
 * applied yet (a crash between storing and settling, or a correction that never landed), and
 * every result whose match still has open lines.
 */
export async function settlePending(ctx: Pick<AppContext, 'database' | 'logger'>): Promise<number> {
  const behind = await ctx.database.db
    .selectFrom('match_results')
    .select('match_id')
    .whereRef('applied_revision', '<', 'revision')
    .execute();
  const open = await ctx.database.db
    .selectFrom('match_results as r')
    .innerJoin('coupon_lines as l', 'l.match_id', 'r.match_id')
    .select('r.match_id')
    .distinct()
    .where('l.factor', 'is', null)
    .execute();
  const ids = [...new Set([...behind, ...open].map((r) => Number(r.match_id)))].sort((a, b) => a - b);
  for (const matchId of ids)
    await applyStoredResult(ctx, matchId, {
      actorId: null,
      action: 'result.recovered',
      reason: 'left unapplied by an earlier stop',
      ip: '',
    });
  return ids.length;
}

/**
 * Stores (or corrects) the result of a match, entered by an admin, as a new revision. What the result does not carry
 * (corners, cards, periods) keeps its stored value.
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
    .values({ match_id: matchId, ...values, details: '{}', created_at: Date.now(), source: 'admin' })
    .onConflict((oc) =>
      oc
        .column('match_id')
        .doUpdateSet({ ...values, source: 'admin', revision: sql`match_results.revision + 1` }),
    )
    .execute();
}

/** The kick-off of a stored match (one no longer in the sports view), or undefined. */
export async function storedMatchStart(db: Kysely<DB>, matchId: number): Promise<number | undefined> {
  const stored = await db
    .selectFrom('matches')
    .select(['id', 'match_date'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  return stored ? Number(stored.match_date) : undefined;
}

/** The result stored for a match so far (a new entry then is a correction), or undefined. */
export function previousResult(db: Kysely<DB>, matchId: number) {
  return db
    .selectFrom('match_results')
    .select(['status', 'score_home', 'score_away', 'ht_home', 'ht_away', 'revision'])
    .where('match_id', '=', matchId)
    .executeTakeFirst();
}

/** User names by id, for the admin's answer. */
export async function userNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  const names = ids.length
    ? await db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', ids).execute()
    : [];
  return new Map(names.map((u) => [Number(u.id), u.user_name]));
}
