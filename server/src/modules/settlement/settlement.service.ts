import {
  COUPON_STATUS,
  LINE_STATUS,
  couponIncome,
  isSettledByResults,
  lineFactor,
  lineStatus,
  resolveLine,
  settledCouponStatus,
  couponReportProduct,
  type CouponStatus,
  type SettlementResult,
  verdictFactor,
  toMajor,
  isOn,
  MATCH_STATUS,
} from '@bet/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import { inChunks } from '../../db/bulk.ts';
import { isPostgres } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { FeedSettlement } from '../feed/index.ts';
import { recordAudit } from '../../infra/audit.ts';
import { recordCouponStatuses } from '../../infra/wager-records.ts';
import { moveWaitingStakes } from '../../infra/waiting-stakes.ts';
import { inTransaction, postMovements, SERVICE, type MovementInput } from '../wallet/index.ts';

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
 * Coupons settled per transaction: each batch commits its lines, coupons and ledger rows together.
 * On PostgreSQL a batch's reads of its lines by coupon took 26 µs a coupon in batches of 1,000 and
 * 11 µs in batches of 4,000 (a derby of 100,000 coupons: 10.4-10.8 s against 7.2-8.7 s); a batch
 * then holds its players' accounts for about half a second. SQLite stays at 1,000: its one writer
 * holds every placement back while a batch writes. A test sets its own size.
 */
let SETTLE_BATCH: number | null = null;
const batchSizeFor = (db: Kysely<DB>) => SETTLE_BATCH ?? (isPostgres(db) ? 4000 : 1000);
/**
 * Batches written at once on PostgreSQL. One batch at a time kept the server waiting on one
 * backend (a derby of 100,000 coupons took 10-14 s); two use both cores of a small machine. Their
 * coupons differ, and the rows they share (players' accounts, report rows) are locked in one order,
 * so they wait for each other but cannot deadlock. SQLite writes one transaction at a time anyway.
 */
let SETTLE_LANES = 2;

/**
 * Settles a match: resolves every coupon line on it from the result, then settles every coupon
 * that no longer has an open line. Money moves through the ledger in the same transaction as the
 * status change, a batch of coupons per transaction, so a match with a hundred thousand coupons
 * neither holds one transaction open for long nor loses what was done if it stops half way:
 * running it again (or with the same result) changes nothing already settled, and a corrected
 * result books only the difference against what was paid.
 */
export async function settleMatch(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  result: SettlementResult,
): Promise<SettlementReport> {
  return settleInBatches(ctx, matchId, verdictsOfResult(result));
}

/** A line of a match as settlement reads it. */
interface MatchLine {
  id: number | string;
  coupon_id: number | string;
  market_id: number | string;
  outcome_id: number | string;
  market_type_id: number;
  special: string;
  outcome_name: string;
  odd: number;
  factor: number | null;
  /** when its coupon was placed: read only for a cancellation of a time range */
  created_at?: number | string;
}

/** How a line ends: its status, factor and result text; null factor reopens it; null leaves it. */
type LineVerdict = { status: 0 | 1 | -1 | 2; factor: number | null; text: string | null } | null;

/** How a line ends by a match result. */
function verdictsOfResult(result: SettlementResult): (line: MatchLine) => LineVerdict {
  const text =
    result.status === MATCH_STATUS.cancelled
      ? MATCH_STATUS.cancelled
      : `${result.score.home}:${result.score.away}`;
  return (line) => {
    const r = resolveLine(line.market_type_id, line.special, line.outcome_name, result);
    return r ? { status: lineStatus(r), factor: lineFactor(r, line.odd), text } : null;
  };
}

async function settleInTransaction(
  ctx: Pick<AppContext, 'logger'>,
  trx: Trx,
  matchId: number,
  result: SettlementResult,
  log = true,
): Promise<SettlementReport> {
  return settleLines(ctx, trx, matchId, verdictsOfResult(result), log);
}

const emptyReport = (): SettlementReport => ({
  lines: 0,
  coupons: 0,
  paid: 0,
  credited: 0,
  reclaimed: 0,
  settled: [],
  owed: [],
});

/** The coupons with a line on the match, in id order (the order their rows are locked in). */
async function couponIdsOfMatch(db: Kysely<DB>, matchId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('coupon_lines')
    .select('coupon_id')
    .distinct()
    .where('match_id', '=', matchId)
    .orderBy('coupon_id')
    .execute();
  return rows.map((r) => Number(r.coupon_id));
}

/** Settles the match's lines inside the caller's one transaction (a preview, a provider's message). */
async function settleLines(
  ctx: Pick<AppContext, 'logger'>,
  trx: Trx,
  matchId: number,
  verdictOf: (line: MatchLine) => LineVerdict,
  log = true,
  withPlacedAt = false,
): Promise<SettlementReport> {
  const report = emptyReport();
  const owed = new Map<number, number>();
  const ids = await couponIdsOfMatch(trx, matchId);
  const size = batchSizeFor(trx);
  for (let i = 0; i < ids.length; i += size)
    await settleBatch(trx, matchId, ids.slice(i, i + size), verdictOf, withPlacedAt, report, owed);
  report.owed = [...owed].map(([userId, balance]) => ({ userId, balance }));
  if (log) logSettled(ctx, matchId, report);
  return report;
}

/**
 * Settles the match's lines a batch of coupons per transaction. `stillCurrent` runs first in each
 * batch's transaction and stops the run when it answers false (a newer result took over);
 * `finish` runs in a last transaction of its own once every batch has committed. A stop between
 * batches leaves the committed batches settled and paid and the rest waiting: settling again
 * skips every line already at its verdict, so nobody is paid twice.
 */
async function settleInBatches(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  verdictOf: (line: MatchLine) => LineVerdict,
  options: {
    withPlacedAt?: boolean;
    stillCurrent?: (trx: Trx) => Promise<boolean>;
    finish?: (trx: Trx, report: SettlementReport) => Promise<void>;
  } = {},
): Promise<SettlementReport> {
  const report = emptyReport();
  const owed = new Map<number, number>();
  const ids = await couponIdsOfMatch(ctx.database.db, matchId);
  const size = batchSizeFor(ctx.database.db);
  let current = true;
  const failures: unknown[] = [];
  let next = 0;
  // Each lane takes the next batch when its last one has committed; a failure stops them all.
  const lane = async () => {
    while (current && failures.length === 0 && next < ids.length) {
      const start = next;
      next += size;
      const batch = ids.slice(start, start + size);
      try {
        // Grouped: on SQLite, whose statements never wait, a batch's commit is the only point where
        // the event loop turns (its log is synced off the main thread); a derby held every other
        // request until its last batch before. On PostgreSQL it is a transaction like any other.
        await inTransaction(
          ctx.database,
          async (trx) => {
            if (options.stillCurrent && !(await options.stillCurrent(trx))) {
              current = false;
              return;
            }
            await settleBatch(trx, matchId, batch, verdictOf, options.withPlacedAt ?? false, report, owed);
          },
          { grouped: true },
        );
        await afterBatch?.(matchId, start / size);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  const lanes = ctx.database.dialect === 'postgres' ? SETTLE_LANES : 1;
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failures.length > 0) throw failures[0];
  report.owed = [...owed].map(([userId, balance]) => ({ userId, balance }));
  if (current && options.finish) {
    const finish = options.finish;
    await inTransaction(ctx.database, async (trx) => {
      if (options.stillCurrent && !(await options.stillCurrent(trx))) return;
      await finish(trx, report);
    });
  }
  logSettled(ctx, matchId, report);
  return report;
}

/** Called after each committed batch (numbered from 0); only a test sets it, to stop a run there. */
let afterBatch: ((matchId: number, batch: number) => Promise<void> | void) | null = null;

/**
 * Sets the batch size and a call after each committed batch. A test uses it to stop a settlement
 * between batches the way a crash would (the call throws) and to settle again; the server never does.
 */
export function setSettlementBatches(options: {
  /** coupons per batch (the dialect's own size unless said) */
  size?: number;
  /** batches written at once on PostgreSQL (2 unless said) */
  lanes?: number;
  afterBatch: ((matchId: number, batch: number) => Promise<void> | void) | null;
}): void {
  SETTLE_BATCH = options.size ?? null;
  SETTLE_LANES = options.lanes ?? 2;
  afterBatch = options.afterBatch;
}

function logSettled(ctx: Pick<AppContext, 'logger'>, matchId: number, report: SettlementReport): void {
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
}

/**
 * One batch: the lines of these coupons on the match get their verdicts (lines already there are
 * left alone), then every coupon touched is settled with its money, all in `trx`.
 */
async function settleBatch(
  trx: Trx,
  matchId: number,
  couponIds: number[],
  verdictOf: (line: MatchLine) => LineVerdict,
  withPlacedAt: boolean,
  report: SettlementReport,
  owed: Map<number, number>,
): Promise<void> {
  // Read by coupon, not by match: the batch's coupons have a few lines each, while the match may
  // have a hundred thousand, which every batch would scan again.
  const lines = (
    await trx
      .selectFrom('coupon_lines')
      .select([
        'coupon_lines.id',
        'coupon_lines.coupon_id',
        'coupon_lines.match_id',
        'coupon_lines.market_id',
        'coupon_lines.outcome_id',
        'coupon_lines.market_type_id',
        'coupon_lines.special',
        'coupon_lines.outcome_name',
        'coupon_lines.odd',
        'coupon_lines.factor',
      ])
      // only a cancellation of a time range asks when each coupon was placed: no join otherwise
      .$if(withPlacedAt, (q) =>
        q.innerJoin('coupons', 'coupons.id', 'coupon_lines.coupon_id').select('coupons.created_at'),
      )
      .where('coupon_lines.coupon_id', 'in', couponIds)
      .execute()
  ).filter((l) => Number(l.match_id) === matchId);
  const touched = new Set<number>();
  // Lines that end the same way (status and factor) are written together: a popular match has
  // thousands of lines but few distinct outcomes.
  const groups = new Map<
    string,
    { status: 0 | 1 | -1 | 2; factor: number | null; text: string | null; ids: number[] }
  >();
  for (const line of lines) {
    const v = verdictOf(line);
    if (!v || line.factor === v.factor) continue;
    const key = `${v.status}:${v.factor}:${v.text}`;
    const group = groups.get(key) ?? { ...v, ids: [] };
    group.ids.push(Number(line.id));
    groups.set(key, group);
    touched.add(Number(line.coupon_id));
    report.lines++;
  }
  for (const { status, factor, text, ids } of groups.values())
    await trx
      .updateTable('coupon_lines')
      .set({ status, factor, result: text })
      .where('id', 'in', ids)
      .execute();
  if (touched.size === 0) return;
  const ids = [...touched].sort((a, b) => a - b);
  // Lock the coupons before reading their lines: two matches of one coupon settled at once would
  // each see the other's line still open and neither would pay it. Under the lock, the second one
  // to get here sees the first one's lines (PostgreSQL; SQLite runs one writer at a time anyway).
  const coupons = await trx
    .selectFrom('coupons')
    .select(SETTLED_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .execute();
  const linesOf = new Map<number, CouponLine[]>();
  for (const l of await trx
    .selectFrom('coupon_lines')
    .select(['coupon_id', 'match_id', 'banker', 'factor', 'status', 'odd'])
    .where('coupon_id', 'in', ids)
    .execute()) {
    const list = linesOf.get(Number(l.coupon_id)) ?? [];
    list.push(l);
    linesOf.set(Number(l.coupon_id), list);
  }
  const changes = coupons.flatMap((coupon) => {
    const change = couponChange(coupon, linesOf.get(Number(coupon.id)) ?? []);
    return change ? [change] : [];
  });
  // A match with a result is never on offer again, and its players' waiting rows are left alone
  // (infra/waiting-stakes): a coupon of no other match moves none, as a derby's singles.
  const over = await trx
    .selectFrom('match_results')
    .select('match_id')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  const elsewhere = (c: CouponChange) =>
    (linesOf.get(Number(c.coupon.id)) ?? []).some((l) => Number(l.match_id) !== matchId);
  await writeCouponChanges(trx, changes, over ? changes.filter(elsewhere) : changes);
  for (const change of changes) {
    const { coupon, difference, balanceAfter } = change;
    const userId = Number(coupon.user_id);
    report.coupons++;
    report.paid += difference;
    if (difference > 0) report.credited += difference;
    else report.reclaimed -= difference;
    report.settled.push({ userId, ticketId: coupon.ticket_id, status: change.status, difference });
    if (balanceAfter !== null) {
      if (balanceAfter < 0) owed.set(userId, balanceAfter);
      else owed.delete(userId);
    }
    // A claw-back that takes a balance below zero is booked all the same (the correction must
    // land); the audit log says whose balance went there and by which coupon.
    if (balanceAfter !== null && balanceAfter < 0 && difference < 0)
      await recordAudit(trx, {
        actorId: null,
        action: 'balance.owed',
        targetType: 'user',
        targetId: userId,
        before: { balance: toMajor(balanceAfter - difference) },
        after: {
          balance: toMajor(balanceAfter),
          reclaimed: toMajor(-difference),
          ticketId: coupon.ticket_id,
          matchId,
        },
        ip: '',
      });
  }
}

/** A line of a coupon as paying it reads it. */
interface CouponLine {
  match_id: number | string;
  banker: number;
  factor: number | null;
  status: number;
  odd: number;
}

type Trx = Parameters<Parameters<typeof inTransaction>[1]>[0];

/** What settling a coupon reads of it. */
const SETTLED_COLUMNS = [
  'id',
  'user_id',
  'ticket_id',
  'ticket_type',
  'is_live',
  'status',
  'income',
  'bonus_paid',
  'system_combi',
  'stake_per_bet',
  'max_pay',
  'bonus_percent',
  'bonus_pay',
] as const;
type SettledCoupon = Pick<Selectable<DB['coupons']>, (typeof SETTLED_COLUMNS)[number]>;

/** What settling (or reopening) one coupon changes: its figures, its status row and its money. */
interface CouponChange {
  coupon: SettledCoupon;
  status: number;
  income: number;
  bonus: number;
  settledAt: number | null;
  /** null when the status and the income stay as they were (no status row) */
  cause: 'settle' | 'correction' | 'reopen' | null;
  movements: MovementInput[];
  difference: number;
  /** the owner's balance after the money moved (null when none moved); known once written */
  balanceAfter: number | null;
}

/**
 * How a coupon (locked by the caller) ends now that its lines are settled, or null when nothing
 * changes: it still waits, or it is closed for good. Only the difference against what it was paid
 * before moves, the win and the bonus apart (the reports count bonuses on their own), so a
 * correction moves only what changed.
 */
function couponChange(coupon: SettledCoupon, lines: CouponLine[]): CouponChange | null {
  // Sold coupons and those a person cancelled are closed for good; the rest are (re)settled.
  if (!isSettledByResults({ status: coupon.status as CouponStatus, income: Number(coupon.income) }))
    return null;
  const bonusBefore = Number(coupon.bonus_paid);
  const payoutBefore = Number(coupon.income) - bonusBefore;
  const money = (type: string, amount: number, overdraw: boolean): MovementInput[] =>
    amount === 0
      ? []
      : [
          {
            userId: Number(coupon.user_id),
            amount,
            type,
            service: SERVICE.sport,
            reference: coupon.ticket_id,
            product: couponReportProduct(isOn(coupon.is_live)),
            // Taking back a win paid on a wrong result is booked even below zero: the player owes it.
            ...(overdraw ? { overdraw } : {}),
          },
        ];
  if (lines.some((l) => l.factor === null)) {
    // waiting still, or settled before and a line reopened since (a provider took its settlement
    // back): it waits again, and what it was paid is taken back, so settling it anew pays it once
    if (coupon.status === COUPON_STATUS.waiting) return null;
    return {
      coupon,
      status: COUPON_STATUS.waiting,
      income: 0,
      bonus: 0,
      settledAt: null,
      cause: 'reopen',
      movements: [
        ...money('winCorrection', -payoutBefore, true),
        ...money('couponBonus', -bonusBefore, true),
      ],
      difference: -Number(coupon.income),
      balanceAfter: null,
    };
  }
  const system = coupon.system_combi ? coupon.system_combi.split(',').map(Number) : [];
  const { payout, bonus } = couponIncome(
    {
      ticketType: coupon.ticket_type,
      system,
      stakePerBet: Number(coupon.stake_per_bet),
      maxPay: Number(coupon.max_pay),
      bonusPercent: coupon.bonus_percent,
      bonusPay: Number(coupon.bonus_pay),
    },
    lines.map((l) => ({
      matchId: Number(l.match_id),
      banker: isOn(l.banker),
      factor: l.factor!,
      odd: l.odd,
      status: l.status,
    })),
  );
  const income = payout + bonus;
  const status = settledCouponStatus(lines, income);
  const correcting = coupon.status !== COUPON_STATUS.waiting;
  const winType = correcting ? 'winCorrection' : status === COUPON_STATUS.cancelled ? 'voidRefund' : 'win';
  return {
    coupon,
    status,
    income,
    bonus,
    settledAt: Date.now(),
    cause:
      status !== coupon.status || income !== Number(coupon.income)
        ? correcting
          ? 'correction'
          : 'settle'
        : null,
    movements: [
      ...money(winType, payout - payoutBefore, correcting),
      ...money('couponBonus', bonus - bonusBefore, bonus < bonusBefore),
    ],
    difference: income - Number(coupon.income),
    balanceAfter: null,
  };
}

/**
 * Writes a batch's coupon changes in a few statements: the coupons' figures, their status rows and
 * their money through the ledger, as writing each in turn would. The caller holds the coupons'
 * rows, so nothing else changed them since they were read. Sets each change's balanceAfter.
 */
async function writeCouponChanges(
  trx: Trx,
  changes: CouponChange[],
  /** those whose players' waiting rows may move (see settleBatch) */
  waitingMoves: CouponChange[],
): Promise<void> {
  // one update per BULK_ROWS coupons, each row joined to its new figures (the casts type them on PostgreSQL)
  for (const chunk of inChunks(changes)) {
    const figures = chunk.map(
      (c) =>
        sql`(cast(${c.coupon.id} as bigint), cast(${c.status} as integer), cast(${c.income} as bigint), cast(${c.bonus} as bigint), cast(${c.settledAt} as bigint))`,
    );
    await sql`update coupons set status = v.column2, income = v.column3, bonus_paid = v.column4,
      settled_at = v.column5 from (values ${sql.join(figures)}) as v where coupons.id = v.column1`.execute(
      trx,
    );
  }
  await recordCouponStatuses(
    trx,
    changes.flatMap((c) =>
      c.cause ? [{ couponId: Number(c.coupon.id), from: c.coupon.status, to: c.status, cause: c.cause }] : [],
    ),
  );
  const owners = changes.flatMap((c) => c.movements.map(() => c));
  const moved = await postMovements(
    trx,
    changes.flatMap((c) => c.movements),
  );
  moved.forEach((m, k) => (owners[k]!.balanceAfter = m.balanceAfter));
  // last, after the accounts and report rows (see infra/waiting-stakes)
  await moveWaitingStakes(
    trx,
    waitingMoves.map((c) => ({ couponId: Number(c.coupon.id), from: c.coupon.status, to: c.status })),
  );
}

/**
 * Applies a provider's settlement message: lines settle by outcome with their void and dead-heat
 * factors, are voided, or reopen; every coupon touched is settled (or reopened) with only the
 * difference booked, so a message applied twice moves nothing the second time.
 */
export async function applyProviderSettlement(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  s: FeedSettlement,
): Promise<SettlementReport> {
  if (s.kind === 'settle') {
    const byOutcome = new Map(s.outcomes.map((o) => [o.outcomeId, o]));
    return settleInBatches(ctx, s.matchId, (line) => {
      const v = byOutcome.get(Number(line.outcome_id));
      return v ? { ...verdictFactor(v, line.odd), text: 'feed' } : null;
    });
  }
  const markets = new Set(s.marketIds);
  if (s.kind === 'reopen')
    return settleInBatches(ctx, s.matchId, (line) =>
      markets.has(Number(line.market_id)) ? { status: LINE_STATUS.waiting, factor: null, text: null } : null,
    );
  const ranged = s.from !== undefined || s.to !== undefined;
  return settleInBatches(
    ctx,
    s.matchId,
    (line) => {
      const at = Number(line.created_at);
      const inRange =
        !ranged || ((s.from === undefined || at >= s.from) && (s.to === undefined || at < s.to));
      return markets.has(Number(line.market_id)) && inRange
        ? { status: LINE_STATUS.void, factor: 1000, text: 'cancelled' }
        : null;
    },
    { withPlacedAt: ranged },
  );
}

type StoredResult = Selectable<DB['match_results']>;

/** The settlement input of a stored result row. */
export function storedToSettlement(r: StoredResult): SettlementResult {
  const details = JSON.parse(r.details) as Partial<SettlementResult>;
  return {
    status: r.status === MATCH_STATUS.ended ? MATCH_STATUS.ended : MATCH_STATUS.cancelled,
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
 * Applies the stored result of a match to its coupons in batches (see settleInBatches), then marks
 * its revision applied and writes the audit row in a last transaction. Until that mark, a stop
 * leaves the revision unapplied, and the recovery at the next start settles what is left. A batch
 * finds a newer revision stored meanwhile and stops: that revision's own application settles
 * every line.
 */
export async function applyStoredResult(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  audit: ResultAudit,
): Promise<SettlementReport | null> {
  const row = await ctx.database.db
    .selectFrom('match_results')
    .selectAll()
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (!row) return null;
  const result = storedToSettlement(row);
  // Under the result row's lock (an update), so a newer revision is seen by the next batch.
  const stillCurrent = async (trx: Trx) => {
    const now = await trx
      .updateTable('match_results')
      .set({ revision: sql`revision` })
      .where('match_id', '=', matchId)
      .returning('revision')
      .executeTakeFirst();
    return now?.revision === row.revision;
  };
  return settleInBatches(ctx, matchId, verdictsOfResult(result), {
    stillCurrent,
    finish: async (trx, report) => {
      await trx
        .updateTable('match_results')
        .set({ applied_revision: row.revision })
        .where('match_id', '=', matchId)
        .where('revision', '=', row.revision)
        .execute();
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
    },
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

/** What a coupon on the match was before a preview settled it again. */
export interface CouponBefore {
  ticketId: string;
  userId: number;
  ticketType: string;
  stake: number;
  status: number;
  income: number;
}

/** Thrown to undo a preview's settlement: it carries what the settlement would have done. */
class PreviewUndone extends Error {
  constructor(readonly value: { report: SettlementReport; before: CouponBefore[] }) {
    super('preview undone');
  }
}

/**
 * What settling the match with `result` would change, found by settling it for real inside a
 * transaction that is then rolled back: the preview runs the very code a confirmation runs, so
 * the two cannot disagree. With `keepStored`, what the result does not carry (corners, cards)
 * keeps its stored value, as storing it would.
 */
export async function previewSettlement(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  matchId: number,
  result: Pick<SettlementResult, 'status' | 'score' | 'halftime'>,
  keepStored: boolean,
): Promise<{ report: SettlementReport; before: CouponBefore[] }> {
  try {
    await inTransaction(ctx.database, async (trx) => {
      const before = await trx
        .selectFrom('coupons as c')
        .select(['c.ticket_id', 'c.user_id', 'c.ticket_type', 'c.total_stake', 'c.status', 'c.income'])
        .where('c.id', 'in', (eb) =>
          eb.selectFrom('coupon_lines').select('coupon_id').where('match_id', '=', matchId),
        )
        .execute();
      const stored = await trx
        .selectFrom('match_results')
        .select('details')
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      const details = stored && keepStored ? (JSON.parse(stored.details) as Partial<SettlementResult>) : {};
      const report = await settleInTransaction(
        ctx,
        trx,
        matchId,
        { ...result, corners: details.corners, cards: details.cards, goals: details.goals },
        false,
      );
      throw new PreviewUndone({
        report,
        before: before.map((c) => ({
          ticketId: c.ticket_id,
          userId: Number(c.user_id),
          ticketType: c.ticket_type,
          stake: Number(c.total_stake),
          status: c.status,
          income: Number(c.income),
        })),
      });
    });
  } catch (err) {
    if (err instanceof PreviewUndone) return err.value;
    throw err;
  }
  throw new Error('a preview must be undone');
}
