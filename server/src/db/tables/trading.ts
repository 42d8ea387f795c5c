import type { Generated } from 'kysely';

/** An operator's trading limit on a sport, league, match, market type or player (migration 0330). */
export interface TradingLimitsTable {
  id: Generated<number>;
  scope: string;
  target_id: number;
  /** minor units; null leaves the amount to the other limits */
  max_stake: number | null;
  max_pay: number | null;
  match_total: number | null;
  /** thousandths (players only): 500 halves every limit */
  stake_factor: number | null;
  updated_by: number;
  updated_at: Generated<number>;
}
