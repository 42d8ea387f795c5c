import type { Generated } from 'kysely';

/** A jackpot tier's pool and its ledger account (migration 0355). */
export interface JackpotPoolsTable {
  id: Generated<number>;
  tier: string;
  operator_id: number;
  currency: string;
  account_id: number;
  drop_at: number;
  created_at: Generated<number>;
}

/** A won jackpot: who, how much, on which stake and why (migration 0355). */
export interface JackpotDrawsTable {
  id: Generated<number>;
  tier: string;
  pool_id: number;
  user_id: number;
  amount: number;
  currency: string;
  reference: string;
  drop_at: number;
  movement_id: number;
  created_at: Generated<number>;
}
