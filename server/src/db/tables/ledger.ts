import type { Generated } from 'kysely';

export interface AccountsTable {
  id: Generated<number>;
  operator_id: number;
  /** null for the operator's house account */
  user_id: number | null;
  kind: 'user' | 'house' | 'jackpot';
  currency: string;
  /** minor units; changes only together with a ledger movement */
  balance: Generated<number>;
  allow_negative: Generated<number>;
  created_at: Generated<number>;
}

export interface LedgerMovementsTable {
  id: Generated<number>;
  account_id: number;
  /** signed minor units: positive income, negative expense */
  amount: number;
  balance_after: number;
  type: string;
  /** 0 general, 1 sport bets, 4 live games, 5 slot games */
  service: Generated<number>;
  reference: Generated<string>;
  note: Generated<string>;
  actor_id: number | null;
  created_at: Generated<number>;
}
