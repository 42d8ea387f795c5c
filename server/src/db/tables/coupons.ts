import type { Generated } from 'kysely';

/** Coupons and their lines (migration 0020). Money in minor units, odds in thousandths. */
export interface CouponsTable {
  id: Generated<number>;
  ticket_id: string;
  user_id: number;
  idempotency_key: string;
  /** what was asked, to tell a retry from a different coupon sent with a used key */
  request_hash: string;
  /** the picks and sizes, to find the same coupon made again */
  signature: string;
  ticket_type: string;
  is_live: number;
  /** 0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold */
  status: number;
  total_stake: number;
  stake_per_bet: number;
  bets: number;
  /** Σ bet odds × 1000, as text: a big system's sum does not fit a 64-bit integer */
  total_odds: string;
  max_pay: number;
  bonus_percent: number;
  bonus_pay: number;
  system_combi: string;
  /** what of `income` is the coupon bonus, booked as its own couponBonus movement (migration 0130) */
  bonus_paid: Generated<number>;
  income: number;
  created_at: number;
  settled_at: number | null;
  /** what a shared link names the coupon by, made when the owner first shares it (migration 0095) */
  share_code: Generated<string | null>;
  /** what the ticket's barcode and QR code carry; its payout needs it (migration 0260) */
  payout_code: string | null;
  /** 1 once the coupon's stake has fed the sports jackpot of its kind (migration 0490) */
  jackpot_fed: Generated<number>;
  /** where it was taken: 'web' or 'terminal' (migration 0430; null before) */
  channel: Generated<string | null>;
  /** the address it was sent from (migration 0430; null before) */
  ip: Generated<string | null>;
}

/** Each change of a coupon's status, written in the transaction of the change (migration 0430). */
export interface CouponStatusChangesTable {
  id: Generated<number>;
  coupon_id: number;
  /** null for the placement */
  status_from: number | null;
  status_to: number;
  /** what changed it: placed, cancel, void, counterVoid, exclusion, settle, correction, reopen, sold */
  cause: string;
  actor_id: number | null;
  created_at: number;
}

/** Wager records past the retention: the exported record, its hash and the sweep that moved it. */
export interface WagerArchiveTable {
  coupon_id: number;
  ticket_id: string;
  created_at: number;
  /** the record's JSON as the export writes it */
  record: string;
  /** SHA-256 of record */
  hash: string;
  batch: string;
  archived_at: number;
}

export interface CouponLinesTable {
  id: Generated<number>;
  coupon_id: number;
  /** the coupon's player (copied: a placement reads the player's lines of a match by it) */
  user_id: number;
  match_id: number;
  market_id: number;
  outcome_id: number;
  odd: number;
  banker: number;
  is_live: number;
  /** 0 open, 1 won, -1 lost, 2 void */
  status: number;
  home: string;
  away: string;
  match_date: number;
  sport_id: number;
  market_type_id: number;
  market_name: string;
  outcome_name: string;
  special: string;
  result: string | null;
  /** thousandths once settled: the odd if won, 1000 void, 0 lost, halves between */
  factor: number | null;
}
