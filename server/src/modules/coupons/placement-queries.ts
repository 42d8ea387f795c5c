import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type Transaction,
} from 'kysely';
import { COUPON_STATUS } from '@bet/shared';
import {
  stakeRowsInsert,
  addToReportRows,
  stakeReportRows,
  type ReportMovement,
  type StakeReportRows,
} from '../wallet/index.ts';
import { isPostgres } from '../../db/database.ts';
import { prepared, rowSlotsOf, slotsOf } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import type { CouponLinesTable, CouponsTable } from '../../db/tables/coupons.ts';

// The statements of a placement, compiled once (see `prepared`): the same texts Kysely wrote for
// them before, run again with each coupon's values.

/** A row of `keyHoldersAndBalance`. */
export interface KeyHolder {
  id: number | null;
  ticket_id: string | null;
  request_hash: string | null;
  closed: number | null;
  balance: number | null;
}

/**
 * The empty columns of `keyHoldersAndBalance`'s branches, typed: PostgreSQL types a union two
 * branches at a time, and two untyped nulls in one column would make it text.
 */
const NO = {
  id: sql<number | null>`cast(null as bigint)`.as('id'),
  ticket_id: sql<string | null>`cast(null as text)`.as('ticket_id'),
  request_hash: sql<string | null>`cast(null as text)`.as('request_hash'),
  closed: sql<number | null>`cast(null as integer)`.as('closed'),
  balance: sql<number | null>`cast(null as bigint)`.as('balance'),
};

/**
 * What this player's key already holds, and the player's balance, in one statement: the coupon
 * made with the key (a row with an id), whether a terminal closed it (a row with `closed`), and
 * the balance (a row with `balance`). A coupon from before the key rows (migration 0085) has no key
 * row; a key being placed right now has a key row and no coupon yet.
 */
export const keyHoldersAndBalance = prepared((db, v: { userId: number; key: string }) =>
  db
    .selectFrom('coupons')
    .select(['id', 'ticket_id', 'request_hash', NO.closed, NO.balance])
    .where('user_id', '=', v.userId)
    .where('idempotency_key', '=', v.key)
    .$castTo<KeyHolder>()
    .unionAll(
      db
        .selectFrom('coupon_keys')
        .select([NO.id, NO.ticket_id, NO.request_hash, 'closed', NO.balance])
        .where('user_id', '=', v.userId)
        .where('idempotency_key', '=', v.key),
    )
    .unionAll(
      db
        .selectFrom('accounts')
        .select([NO.id, NO.ticket_id, NO.request_hash, NO.closed, 'balance'])
        .where('user_id', '=', v.userId),
    ),
);

/** How many coupons with these picks and sizes the player has waiting (the same-coupon limit). */
export const sameWaiting = prepared((db, v: { userId: number; signature: string }) =>
  sameWaitingCount(db, v),
);

/** The count itself: a statement of its own, or a part of a placement's single statement on PostgreSQL. */
const sameWaitingCount = (db: Kysely<DB>, v: { userId: number; signature: string }) =>
  db
    .selectFrom('coupons')
    .select(sql<number>`count(*)`.as('total'))
    .where('user_id', '=', v.userId)
    .where('signature', '=', v.signature)
    .where('status', '=', COUPON_STATUS.waiting);

/**
 * Adds the coupon's stake to what the player has waiting on each of its matches (as many as
 * `count`, in ascending order: the rows are locked in that order); answers each match's total.
 */
const addWaitingStakes = prepared(
  (db, v: { userId: number; stake: number; matchIds: number[] }, count: number) =>
    waitingStakesUpsert(db, v.userId, slotsOf(v.matchIds, count), v.stake),
);

/** The upsert of `addWaitingStakes`, also a part of a placement's single statement on PostgreSQL. */
const waitingStakesUpsert = (
  db: Kysely<DB>,
  userId: number,
  matchIds: number[],
  stake: number | RawBuilder<number>,
) =>
  db
    .insertInto('waiting_stakes')
    .values(matchIds.map((matchId) => ({ user_id: userId, match_id: matchId, stake })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'match_id']).doUpdateSet({ stake: sql`waiting_stakes.stake + excluded.stake` }),
    )
    .returning(['match_id', 'stake']);

type CouponRow = Omit<Selectable<CouponsTable>, 'id' | 'bonus_paid' | 'share_code' | 'jackpot_fed'>;

const COUPON_COLUMNS = [
  'ticket_id',
  'user_id',
  'idempotency_key',
  'request_hash',
  'signature',
  'ticket_type',
  'is_live',
  'status',
  'total_stake',
  'stake_per_bet',
  'bets',
  'total_odds',
  'max_pay',
  'bonus_percent',
  'bonus_pay',
  'system_combi',
  'income',
  'created_at',
  'settled_at',
  'payout_code',
  'channel',
  'ip',
] as const satisfies ReadonlyArray<keyof CouponRow>;

/**
 * Every column of a stored coupon, by name: the placement's statements return these rather than
 * `*`, so a column that a migration adds (while this server still runs) leaves their rows' shape
 * alone. PostgreSQL refuses to run a prepared statement whose rows changed shape.
 */
const STORED_COUPON_COLUMNS = [
  'id',
  ...COUPON_COLUMNS,
  'bonus_paid',
  'share_code',
  'jackpot_fed',
] as const satisfies ReadonlyArray<keyof Selectable<CouponsTable>>;

/** A coupon's line as the placement writes it (the coupon's id is added on writing). */
export type PlacedLine = Omit<LineRow, 'coupon_id'>;

/** Everything a placement writes after the stake's debit. */
export interface PlacementWrite {
  coupon: CouponRow & { key_at: number };
  lines: PlacedLine[];
  /** the stake as the dealers' report rows count it */
  stake: ReportMovement;
  /** the coupon's matches, each once, in ascending order (the order their rows are locked in) */
  matchIds: number[];
}

/** What a placement wrote, as the database returned it, and what its refusals are decided on. */
export interface StoredPlacement {
  coupon: Selectable<CouponsTable>;
  lines: Selectable<CouponLinesTable>[];
  /** the player's waiting coupons with these picks and sizes, before this one */
  sameWaiting: number;
  /** each match's waiting stake of the player, this coupon's included */
  totals: Array<{ match_id: number; stake: number }>;
}

/**
 * Takes the idempotency key (see coupon-keys: it fails, and rolls the placement back, if the key is
 * taken or closed), stores the coupon, its status change from none to waiting and its lines, adds
 * the stake to the report rows and to the player's waiting stake on each match (in that order, see
 * infra/waiting-stakes), and counts the player's same coupons already waiting. The caller refuses
 * on the counts, which undoes it all. PostgreSQL does it in one statement: one round trip instead
 * of seven, each of which costs the server more than the database takes to run it.
 */
export async function storePlacement(trx: Transaction<DB>, p: PlacementWrite): Promise<StoredPlacement> {
  const report = stakeReportRows(p.stake);
  if (isPostgres(trx) && report !== null && report.nodes.length > 0) {
    const shape = `${p.lines.length}|${report.nodes.length}|${p.matchIds.length}`;
    const row = await storePlacementAtOnce.first(
      trx,
      { ...p.coupon, ...report, lines: p.lines, matchIds: p.matchIds },
      shape,
    );
    if (!row) throw new Error('the coupon row was not written');
    const { same_waiting, lines_json, waiting_json, ...coupon } = row;
    return {
      coupon,
      lines: lines_json,
      sameWaiting: Number(same_waiting),
      totals: waiting_json.map((t) => ({ match_id: Number(t.match_id), stake: Number(t.stake) })),
    };
  }
  const c = p.coupon;
  const same = await sameWaiting.first(trx, { userId: c.user_id, signature: c.signature });
  await takeKey.all(trx, c);
  const coupon = await storeCoupon(trx, c);
  const couponId = Number(coupon.id);
  await insertPlacedStatus.all(trx, { coupon_id: couponId, ...c });
  const lines = await storeLines(
    trx,
    p.lines.map((l) => ({ ...l, coupon_id: couponId })),
  );
  await addToReportRows(trx, p.stake);
  const totals = await addWaitingStakes.all(
    trx,
    { userId: c.user_id, stake: c.total_stake, matchIds: p.matchIds },
    p.matchIds.length,
  );
  return {
    coupon,
    lines,
    sameWaiting: Number(same?.total ?? 0),
    totals: totals.map((t) => ({ match_id: Number(t.match_id), stake: Number(t.stake) })),
  };
}

const couponValues = (v: CouponRow) =>
  Object.fromEntries(COUPON_COLUMNS.map((c) => [c, v[c]])) as Insertable<CouponsTable>;

const takeKey = prepared((db, v: { user_id: number; idempotency_key: string; key_at: number }) =>
  db
    .insertInto('coupon_keys')
    .values({ user_id: v.user_id, idempotency_key: v.idempotency_key, closed: 0, created_at: v.key_at }),
);

const insertCoupon = prepared((db, v: CouponRow) =>
  db.insertInto('coupons').values(couponValues(v)).returning(STORED_COUPON_COLUMNS),
);

/** `insertCoupon` without its RETURNING (SQLite, see `storeCoupon`). */
const insertCouponRow = prepared((db, v: CouponRow) => db.insertInto('coupons').values(couponValues(v)));

/** What a new coupon's columns hold that a placement does not write (their defaults). */
const COUPON_DEFAULTS = { bonus_paid: 0, share_code: null, jackpot_fed: 0 } as const satisfies Pick<
  Selectable<CouponsTable>,
  Exclude<(typeof STORED_COUPON_COLUMNS)[number], 'id' | (typeof COUPON_COLUMNS)[number]>
>;

/**
 * Stores the coupon; answers its row as stored. On SQLite, RETURNING doubled the cost of the
 * insert (its rows pass through a table of their own), so the row is made from the values
 * written, the id given and the defaults; a test checks that it equals the row read back.
 */
async function storeCoupon(trx: Transaction<DB>, c: CouponRow): Promise<Selectable<CouponsTable>> {
  if (isPostgres(trx)) {
    const row = await insertCoupon.first(trx, c);
    if (!row) throw new Error('the coupon row was not written');
    return row;
  }
  const id = await insertCouponRow.insertId(trx, c);
  if (id === undefined) throw new Error('the coupon row was not written');
  return { id, ...(couponValues(c) as CouponRow), ...COUPON_DEFAULTS };
}

const insertPlacedStatus = prepared((db, v: { coupon_id: number; user_id: number; created_at: number }) =>
  db.insertInto('coupon_status_changes').values({
    coupon_id: v.coupon_id,
    status_from: null,
    status_to: COUPON_STATUS.waiting,
    cause: 'placed',
    actor_id: v.user_id,
    created_at: v.created_at,
  }),
);

type LineRow = Omit<Selectable<CouponLinesTable>, 'id'>;

const LINE_COLUMNS = [
  'coupon_id',
  'user_id',
  'match_id',
  'market_id',
  'outcome_id',
  'odd',
  'banker',
  'is_live',
  'status',
  'home',
  'away',
  'match_date',
  'sport_id',
  'market_type_id',
  'market_name',
  'outcome_name',
  'special',
  'result',
  'factor',
] as const satisfies ReadonlyArray<keyof LineRow>;

/** Every column of a stored line, by name (see `STORED_COUPON_COLUMNS`). */
const STORED_LINE_COLUMNS = ['id', ...LINE_COLUMNS] as const;

/** Stores a coupon's lines (as many as `count`); answers them as written. */
const insertLines = prepared((db, v: { lines: LineRow[] }, count: number) =>
  db
    .insertInto('coupon_lines')
    .values(rowSlotsOf(v.lines, count, LINE_COLUMNS))
    .returning(STORED_LINE_COLUMNS),
);

/** `insertLines` without its RETURNING (SQLite, see `storeLines`). */
const insertLineRows = prepared((db, v: { lines: LineRow[] }, count: number) =>
  db.insertInto('coupon_lines').values(rowSlotsOf(v.lines, count, LINE_COLUMNS)),
);

/**
 * Stores a coupon's lines; answers them as stored (see `storeCoupon`). One insert numbers its
 * rows one after another on SQLite, where a single connection writes: the last id tells them all.
 */
async function storeLines(trx: Transaction<DB>, lines: LineRow[]): Promise<Selectable<CouponLinesTable>[]> {
  if (isPostgres(trx)) return insertLines.all(trx, { lines }, lines.length);
  const last = await insertLineRows.insertId(trx, { lines }, lines.length);
  if (last === undefined) throw new Error('the coupon lines were not written');
  const first = last - lines.length + 1;
  return lines.map((line, i) => ({
    id: first + i,
    ...(Object.fromEntries(LINE_COLUMNS.map((c) => [c, line[c]])) as LineRow),
  }));
}

const PLACED_LINE_COLUMNS = LINE_COLUMNS.filter((c) => c !== 'coupon_id') as Array<
  Exclude<(typeof LINE_COLUMNS)[number], 'coupon_id'>
>;

type AtOnce = CouponRow & { key_at: number } & StakeReportRows & { lines: PlacedLine[]; matchIds: number[] };

/**
 * A placement's writes in one statement (see `storePlacement`); `shape` is the count of lines,
 * report rows and matches. The sub-statements all see the data as it was when the statement began,
 * after the debit locked the player's account: the count of same coupons is the one before this one.
 */
const storePlacementAtOnce = prepared((db, v: AtOnce, shape: string) => {
  const [lineCount, nodeCount, matchCount] = shape.split('|').map(Number) as [number, number, number];
  return db
    .with('taken', (q) =>
      q
        .insertInto('coupon_keys')
        .values({ user_id: v.user_id, idempotency_key: v.idempotency_key, closed: 0, created_at: v.key_at })
        .returning('user_id'),
    )
    .with('stored', (q) => q.insertInto('coupons').values(couponValues(v)).returning(STORED_COUPON_COLUMNS))
    .with('placed', (q) =>
      q
        .insertInto('coupon_status_changes')
        .columns(['coupon_id', 'status_from', 'status_to', 'cause', 'actor_id', 'created_at'])
        .expression(
          q
            .selectFrom('stored')
            .select([
              'id',
              sql<null>`null`.as('status_from'),
              sql.lit(COUPON_STATUS.waiting).as('status_to'),
              sql.lit('placed').as('cause'),
              'user_id',
              'created_at',
            ]),
        )
        .returning('coupon_id'),
    )
    .with('lines', (q) =>
      q
        .insertInto('coupon_lines')
        .values(
          rowSlotsOf(v.lines, lineCount, PLACED_LINE_COLUMNS).map((line) => ({
            ...line,
            coupon_id: sql<number>`(select id from stored)`,
          })),
        )
        .returning(STORED_LINE_COLUMNS),
    )
    .with('reported', () => stakeRowsInsert(db, v, nodeCount).returning('node_id'))
    .with('waiting', () =>
      waitingStakesUpsert(
        db,
        v.user_id,
        slotsOf(v.matchIds, matchCount),
        // reads the report rows' insert, so it runs after it: the locks' order of every writer
        sql<number>`${v.total_stake} + (select count(*) * 0 from reported)`,
      ),
    )
    .selectFrom('stored')
    .selectAll()
    .select([
      sameWaitingCount(db, { userId: v.user_id, signature: v.signature }).as('same_waiting'),
      sql<Selectable<CouponLinesTable>[]>`(select json_agg(lines order by id) from lines)`.as('lines_json'),
      sql<Array<{ match_id: number; stake: number }>>`(select json_agg(waiting) from waiting)`.as(
        'waiting_json',
      ),
    ]);
});
