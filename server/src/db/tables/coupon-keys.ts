/** Idempotency keys of coupons: taken by a stored coupon, or closed without one (migration 0085). */
export interface CouponKeysTable {
  user_id: number;
  idempotency_key: string;
  /** 1: closed before any coupon was stored with it; 0: taken by the coupon */
  closed: number;
  created_at: number;
}
