// The status history of wager records (GLI-33): every change of a coupon's status is a row written
// in the transaction of the change, with its time and cause, so a record shows how it came to be.
import type { Kysely } from 'kysely';
import { inChunks } from '../db/bulk.ts';
import type { DB } from '../db/schema.ts';

/** What changed a coupon's status. */
export type CouponStatusCause =
  'placed' | 'cancel' | 'void' | 'counterVoid' | 'exclusion' | 'settle' | 'correction' | 'reopen' | 'sold';

export interface CouponStatusChange {
  couponId: number;
  /** null for the placement */
  from: number | null;
  to: number;
  cause: CouponStatusCause;
  actorId?: number | null;
  at?: number;
}

/** Records one change; call it with the transaction that changed the coupon. */
export async function recordCouponStatus(db: Kysely<DB>, c: CouponStatusChange): Promise<void> {
  await recordCouponStatuses(db, [c]);
}

/** Records many changes (a settled batch of coupons) in a statement per BULK_ROWS. */
export async function recordCouponStatuses(
  db: Kysely<DB>,
  changes: readonly CouponStatusChange[],
): Promise<void> {
  const now = Date.now();
  for (const chunk of inChunks(changes))
    await db
      .insertInto('coupon_status_changes')
      .values(
        chunk.map((c) => ({
          coupon_id: c.couponId,
          status_from: c.from,
          status_to: c.to,
          cause: c.cause,
          actor_id: c.actorId ?? null,
          created_at: c.at ?? now,
        })),
      )
      .execute();
}
