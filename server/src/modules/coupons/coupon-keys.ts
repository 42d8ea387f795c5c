import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Closing an idempotency key settles a lost answer for good. A shop terminal whose request got no
 * answer cannot tell "not stored yet" from "never will be": the request may still be on its way.
 * The placement that stores a coupon takes its key in `coupon_keys` in the same transaction; the
 * close takes the same row. The primary key lets only one of them have it (PostgreSQL makes the
 * second wait for the first to commit; SQLite writes one transaction at a time), so a closed key
 * can never get a coupon afterwards, and a close that comes second finds the coupon.
 */

/** Refusal of a placement whose key was closed, and the close's answer when no coupon was stored. */
export const couponNotPlaced = () => new AppError(410, 'couponNotPlaced');

/** Takes the key for the coupon being stored; fails (and rolls the placement back) if it is taken or closed. */
export async function takeCouponKey(trx: Transaction<DB>, userId: number, key: string): Promise<void> {
  await takeKey.all(trx, { userId, key, at: Date.now() });
}

const takeKey = prepared((db, v: { userId: number; key: string; at: number }) =>
  db
    .insertInto('coupon_keys')
    .values({ user_id: v.userId, idempotency_key: v.key, closed: 0, created_at: v.at }),
);

/**
 * Closes the key unless a coupon holds it. Answers whether a coupon was stored with it; when not,
 * none ever will be. Closing twice gives the same answer (a terminal may lose this answer too).
 */
export async function closeCouponKey(db: Kysely<DB>, userId: number, key: string): Promise<boolean> {
  await db
    .insertInto('coupon_keys')
    .values({ user_id: userId, idempotency_key: key, closed: 1, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .execute();
  // Read after the insert: a placement that held the key has committed by now (or rolled back, and
  // the row just written is the close). Coupons from before migration 0085 hold no key row, so
  // the coupon itself is what is asked for.
  const coupon = await db
    .selectFrom('coupons')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return coupon !== undefined;
}
