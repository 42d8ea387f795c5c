import type { Generated } from 'kysely';

/** One limit slot of a player (migration 0240). */
export interface RgLimitsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  period: string;
  currency: string;
  /** minor units; null while no limit is in force */
  amount: number | null;
  /** 1 while a raise or removal waits for its cooling-off and confirmation */
  pending: Generated<number>;
  pending_amount: number | null;
  pending_requested_at: number | null;
  pending_applies_at: number | null;
  pending_expires_at: number | null;
  updated_at: Generated<number>;
}

/** A time-out or self-exclusion a player took (migration 0240). */
export interface RgExclusionsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  length: string;
  starts_at: number;
  ends_at: number | null;
  created_at: Generated<number>;
}

/** A player's reality check interval and deposit limit question (migration 0370). */
export interface RgPreferencesTable {
  user_id: number;
  /** minutes; null: the site's */
  reality_check_minutes: number | null;
  /** when the player answered the question to set a deposit limit */
  deposit_limit_asked_at: number | null;
  updated_at: Generated<number>;
}
