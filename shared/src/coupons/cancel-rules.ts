/** Who asks to cancel a coupon: its owner, a dealer above the owner, or an administrator. */
export type CancelActor = 'owner' | 'dealer' | 'admin';

/** What the cancel rule reads from a stored coupon (times are epoch milliseconds). */
export interface CancelFacts {
  /** the coupon's status: 0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold */
  status: number;
  isLive: boolean;
  createdAt: number;
  /** the earliest start time among the coupon's matches */
  firstMatchAt: number;
  /** the owner's cancel window after placing (setting `coupon_cancel_ms`) */
  cancelWindowMs: number;
  now: number;
}

export type CancelRefusal = 'couponNotWaiting' | 'liveCouponCannotCancel' | 'couponCancelTimeExpired';

/**
 * Whether a coupon may be cancelled now: one rule for the owner, a dealer and an administrator.
 * Only a waiting pre-match coupon, and only before its first match starts: a cancel after that
 * would be a free option on a bet that is going badly. The owner is also bound by the cancel
 * window after placing; a dealer or administrator may cancel until the first kick-off (a shop
 * taking back a ticket its customer changed their mind about). The one exception is an
 * administrator's void, which needs a reason from VOID_REASONS and is audited.
 */
export function cancelRefusal(actor: CancelActor, c: CancelFacts): CancelRefusal | null {
  if (c.status !== 0) return 'couponNotWaiting';
  if (c.isLive) return 'liveCouponCannotCancel';
  if (c.now >= c.firstMatchAt) return 'couponCancelTimeExpired';
  if (actor === 'owner' && c.now - c.createdAt > c.cancelWindowMs) return 'couponCancelTimeExpired';
  return null;
}

/**
 * Why an administrator may void a coupon outside the cancel rule. A fixed list, so reports can
 * count them; each has a message key `voidReason.<reason>`.
 */
export const VOID_REASONS = [
  'palpable_error',
  'late_bet',
  'match_fixing_suspicion',
  'technical_error',
  'duplicate',
  'other',
] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/** The message key that names a void reason. */
export const voidReasonKey = (reason: VoidReason) => `voidReason.${reason}` as const;
