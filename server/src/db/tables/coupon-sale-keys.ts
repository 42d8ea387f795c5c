/** Idempotency keys of cash-outs (migration 0565). */
export interface CouponSaleKeysTable {
  /** the seller: the player, or the dealer selling for the player */
  caller_id: number;
  idempotency_key: string;
  ticket_id: string;
  /** the price asked, minor units */
  price: number;
  created_at: number;
}
