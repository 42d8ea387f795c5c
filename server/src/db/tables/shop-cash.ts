import type { Generated } from 'kysely';

/** Cash taken in at a shop counter for an online player's account (migration 0465). */
export interface ShopDepositsTable {
  id: Generated<number>;
  uuid: string;
  shop_id: number;
  player_id: number;
  amount: number;
  currency: string;
  terminal_no: string;
  created_at: Generated<number>;
}

/** The one-time code of a withdrawal collected in cash at a shop, and its payment (migration 0465). */
export interface ShopWithdrawalsTable {
  request_id: number;
  code: string;
  expires_at: number;
  paid_at: number | null;
  /** the shop that paid it */
  paid_by: number | null;
  terminal_no: string | null;
}

/** A handheld a shop logs in from (migration 0465). */
export interface HandTerminalsTable {
  id: Generated<number>;
  user_id: number;
  device_id: string;
  name: string;
  first_seen_at: number;
  last_seen_at: number;
  /** the session it logged in with last (its hash), ended when the device logs in again or is revoked (0495) */
  session_id: string | null;
  /** when the dealer revoked it, and who: a revoked device logs in no more */
  revoked_at: number | null;
  revoked_by: number | null;
}
