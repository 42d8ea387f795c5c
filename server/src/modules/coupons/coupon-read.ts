import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  COUPON_STATUS,
  SELL_CLOSED,
  SELL_OPEN,
  cancelRefusal,
  fromThousandths,
  toMajor,
  type Coupon,
  type CouponLine,
  type CouponListQuery,
  type CouponStatus,
  type TicketType,
  isOn,
  FLAG,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import type { CouponLinesTable, CouponsTable } from '../../db/tables/coupons.ts';
import { parseQueryDate } from '../wallet/index.ts';

type CouponRow = Selectable<CouponsTable>;
type LineRow = Selectable<CouponLinesTable>;

// bigint columns may arrive as strings from PostgreSQL
const major = (minor: number | string) => toMajor(Number(minor));

/**
 * The start times of matches as the feed says now: a kick-off brought forward after a bet was
 * placed counts, not the time stored on the coupon line.
 */
export async function currentKickOffs(
  db: Kysely<DB>,
  matchIds: readonly number[],
): Promise<Map<number, number>> {
  const starts = new Map<number, number>();
  const ids = [...new Set(matchIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('matches')
      .select(['id', 'match_date'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) starts.set(Number(r.id), Number(r.match_date));
  }
  return starts;
}

/** The earliest kick-off among a coupon's lines: no cancelling from then on. */
export function firstMatchAt(
  lines: ReadonlyArray<{ match_id: number; match_date: number }>,
  kickOffs: ReadonlyMap<number, number>,
): number {
  return Math.min(...lines.map((l) => kickOffs.get(Number(l.match_id)) ?? Number(l.match_date)));
}

/** The contract's Coupon (amounts in major units) from its rows. */
export function toApiCoupon(
  c: CouponRow,
  lines: LineRow[],
  cancelWindowMs: number,
  price: number | null = null,
  kickOffs: ReadonlyMap<number, number> = new Map(),
  now = Date.now(),
): Coupon {
  const cancellable =
    cancelRefusal('owner', {
      status: c.status,
      isLive: isOn(c.is_live),
      createdAt: Number(c.created_at),
      firstMatchAt: firstMatchAt(lines, kickOffs),
      cancelWindowMs,
      now,
    }) === null;
  return {
    ticketId: c.ticket_id,
    ticketDate: new Date(Number(c.created_at)).toISOString(),
    status: c.status as CouponStatus,
    ticketType: c.ticket_type as TicketType,
    isLive: isOn(c.is_live),
    totalTipps: lines.length,
    totalStake: major(c.total_stake),
    totalTickets: c.bets,
    maxPay: major(c.max_pay),
    bonusPay: major(c.bonus_pay),
    totalOdds: fromThousandths(Number(c.total_odds)),
    income: major(c.income),
    systemCombi: c.system_combi,
    canceled: cancellable ? 1 : 0,
    sellType: {
      status: price !== null && price > 0 ? SELL_OPEN : SELL_CLOSED,
      winPrice: price !== null ? major(price) : 0,
    },
    lines: lines.map(toApiLine),
  };
}

/** A stored coupon line as the contract's CouponLine. */
function toApiLine(l: LineRow): CouponLine {
  return {
    matchId: Number(l.match_id),
    marketId: Number(l.market_id),
    outcomeId: Number(l.outcome_id),
    matchDate: new Date(Number(l.match_date)).toISOString(),
    home: l.home,
    away: l.away,
    sportId: l.sport_id,
    marketTypeId: l.market_type_id,
    marketName: l.market_name,
    outcomeName: l.outcome_name,
    odds: fromThousandths(l.odd),
    status: l.status as 0 | 1 | -1 | 2,
    isLive: isOn(l.is_live),
    isBank: isOn(l.banker),
    special: l.special,
    result: l.result,
  };
}

/** The lines of one coupon, in the order they were placed. */
export async function couponLines(db: Kysely<DB>, couponId: number): Promise<CouponLine[]> {
  const rows = await db
    .selectFrom('coupon_lines')
    .selectAll()
    .where('coupon_id', '=', couponId)
    .orderBy('id')
    .execute();
  return rows.map(toApiLine);
}

/** Prices a waiting coupon for cash-out (minor units), or null when it cannot be sold. */
export type CashoutPricer = (coupon: CouponRow, lines: LineRow[]) => number | null;

export async function loadCoupons(
  db: Kysely<DB>,
  rows: CouponRow[],
  cancelWindowMs: number,
  pricer?: CashoutPricer,
): Promise<Coupon[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('coupon_lines')
    .selectAll()
    .where(
      'coupon_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const kickOffs = await currentKickOffs(
    db,
    lines.map((l) => Number(l.match_id)),
  );
  const byCoupon = new Map<number, LineRow[]>();
  for (const l of lines) byCoupon.set(Number(l.coupon_id), [...(byCoupon.get(Number(l.coupon_id)) ?? []), l]);
  return rows.map((r) => {
    const own = byCoupon.get(Number(r.id)) ?? [];
    return toApiCoupon(
      r,
      own,
      cancelWindowMs,
      r.status === COUPON_STATUS.waiting && pricer ? pricer(r, own) : null,
      kickOffs,
    );
  });
}

/** Coupons with the spec's filters, newest first: one user's, or (admin) those of a set of users. */
export async function listCoupons(
  db: Kysely<DB>,
  userId: number | number[],
  q: CouponListQuery,
  cancelWindowMs: number,
  pricer?: CashoutPricer,
) {
  let query = db.selectFrom('coupons').where('user_id', Array.isArray(userId) ? 'in' : '=', userId);
  if (q.status !== undefined) query = query.where('status', '=', q.status);
  const from = parseQueryDate(q.from, false);
  const to = parseQueryDate(q.to, true);
  if (from !== undefined) query = query.where('created_at', '>=', from);
  if (to !== undefined) query = query.where('created_at', '<=', to);
  // 0 combine, 1 system, 2 multiple, 3 single, 4 live (section 4 "In filters").
  if (q.type === 4) query = query.where('is_live', '=', FLAG.on);
  else if (q.type !== undefined) query = query.where('ticket_type', '=', ['KK', 'SK', 'CK', 'TK'][q.type]!);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  return { results: await loadCoupons(db, rows, cancelWindowMs, pricer), totalCount: Number(total?.n ?? 0) };
}

/** A coupon of `userId`, by ticket id or by the idempotency key it was placed with. */
export function findOwnCouponRow(db: Kysely<DB>, userId: number, where: { ticketId?: string; key?: string }) {
  let q = db.selectFrom('coupons').selectAll().where('user_id', '=', userId);
  if (where.ticketId) q = q.where('ticket_id', '=', where.ticketId);
  if (where.key) q = q.where('idempotency_key', '=', where.key);
  return q.executeTakeFirst();
}

/** The owner of a coupon that is known to exist. */
export async function couponOwnerId(db: Kysely<DB>, ticketId: string): Promise<number> {
  const owner = await db
    .selectFrom('coupons')
    .select('user_id')
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return Number(owner.user_id);
}

/** The coupon a share code names. */
export function findSharedCouponRow(db: Kysely<DB>, code: string) {
  return db.selectFrom('coupons').selectAll().where('share_code', '=', code).executeTakeFirst();
}

/**
 * The share code of the owner's coupon: the one it has, or a new random one. Two first shares at
 * once both write only where none is yet, and both read back the one that won.
 */
export async function couponShareCode(db: Kysely<DB>, couponId: number): Promise<string> {
  await db
    .updateTable('coupons')
    .set({ share_code: randomBytes(16).toString('base64url') })
    .where('id', '=', couponId)
    .where('share_code', 'is', null)
    .execute();
  const row = await db
    .selectFrom('coupons')
    .select('share_code')
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  return row.share_code!;
}
