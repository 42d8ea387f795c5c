import { sql, type Insertable, type Selectable } from 'kysely';
import { COUPON_STATUS } from '@bet/shared';
import { prepared, rowSlotsOf, slotsOf } from '../../db/prepared.ts';
import { stakedOnMatchesQuery } from './slip-limits.ts';
import type { CouponLinesTable, CouponsTable, CouponStatusChangesTable } from '../../db/tables/coupons.ts';

// The statements of a placement, compiled once (see `prepared`): the same texts Kysely wrote for
// them before, run again with each coupon's values.

/**
 * What this player's key already holds, in one statement: the coupon made with it (a row with an
 * id), and whether a terminal closed it (a row with `closed`). A coupon from before the key rows
 * (migration 0085) has no key row; a key being placed right now has a key row and no coupon yet.
 */
export const keyHolders = prepared((db, v: { userId: number; key: string }) =>
  db
    .selectFrom('coupons')
    .select(['id', 'ticket_id', 'request_hash', sql<number | null>`null`.as('closed')])
    .where('user_id', '=', v.userId)
    .where('idempotency_key', '=', v.key)
    .unionAll(
      db
        .selectFrom('coupon_keys')
        .select([
          sql<number>`null`.as('id'),
          sql<string>`null`.as('ticket_id'),
          sql<string>`null`.as('request_hash'),
          'closed',
        ])
        .where('user_id', '=', v.userId)
        .where('idempotency_key', '=', v.key),
    ),
);

/**
 * In one statement, what the player already has waiting: how many coupons with these picks and
 * sizes (the row without a match), and the stake on each of these matches (a coupon with two
 * picks of one match counts once for it).
 */
export const waitingOfPlayer = prepared(
  (db, v: { userId: number; signature: string; matchIds: number[] }, count: number) =>
    db
      .selectFrom('coupons')
      .select([sql<number | null>`null`.as('match_id'), sql<number>`count(*)`.as('total')])
      .where('user_id', '=', v.userId)
      .where('signature', '=', v.signature)
      .where('status', '=', COUPON_STATUS.waiting)
      .unionAll(stakedOnMatchesQuery(db, v.userId, slotsOf(v.matchIds, count))),
);

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

/** Stores the coupon; answers it as written. */
export const insertCoupon = prepared((db, v: CouponRow) =>
  db
    .insertInto('coupons')
    .values(Object.fromEntries(COUPON_COLUMNS.map((c) => [c, v[c]])) as Insertable<CouponsTable>)
    .returningAll(),
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

/** Stores a coupon's lines (as many as `count`); answers them as written. */
export const insertLines = prepared((db, v: { lines: LineRow[] }, count: number) =>
  db
    .insertInto('coupon_lines')
    .values(rowSlotsOf(v.lines, count, LINE_COLUMNS))
    .returningAll(),
);

/** The placement's status change (none to waiting). */
export const insertPlacedStatus = prepared((db, v: Omit<Selectable<CouponStatusChangesTable>, 'id'>) =>
  db.insertInto('coupon_status_changes').values({
    coupon_id: v.coupon_id,
    status_from: v.status_from,
    status_to: v.status_to,
    cause: v.cause,
    actor_id: v.actor_id,
    created_at: v.created_at,
  }),
);
