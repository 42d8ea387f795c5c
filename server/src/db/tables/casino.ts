import type { Generated } from 'kysely';

/** A game provider of the casino catalogue (migration 0270). */
export interface CasinoProvidersTable {
  id: Generated<number>;
  /** unique: what launch and the wallet know the provider by ('house' is the built-in one) */
  code: string;
  name: string;
  logo: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
}

/** A category of one casino product. */
export interface CasinoCategoriesTable {
  id: Generated<number>;
  /** 'slot', 'live', 'virtual', 'tv' or 'bingo' */
  product: string;
  name: string;
  sort: Generated<number>;
}

export interface CasinoGamesTable {
  id: Generated<number>;
  provider_id: number;
  product: string;
  category_id: number | null;
  /** the provider's own game code */
  code: string;
  title: string;
  logo: Generated<string>;
  mobile: Generated<number>;
  has_demo: Generated<number>;
  active: Generated<number>;
  sort: Generated<number>;
  created_at: Generated<number>;
}

/** A game session opened by a launch (migration 0280). */
export interface CasinoSessionsTable {
  id: Generated<number>;
  token: string;
  user_id: number;
  provider: string;
  game_id: number;
  game_code: string;
  service: number;
  currency: string;
  created_at: Generated<number>;
  expires_at: number;
}

/** A provider's round (migration 0280). */
export interface CasinoRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  user_id: number;
  session_id: number;
  game_code: string;
  stakes: Generated<number>;
  wins: Generated<number>;
  closed: Generated<number>;
  created_at: Generated<number>;
  closed_at: number | null;
}

/** Every provider transaction with the answer it got (migration 0280). */
export interface CasinoTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  kind: string;
  user_id: number;
  round_id: string;
  amount: number;
  original_transaction_id: string | null;
  payload_hash: string;
  status: string;
  answer: string;
  movement_id: number | null;
  pending: Generated<number>;
  rolled_back: Generated<number>;
  created_at: Generated<number>;
}

/** The built-in game provider's sessions (migration 0280). */
export interface HouseGameSessionsTable {
  id: Generated<number>;
  key: string;
  wallet_token: string | null;
  game: string;
  currency: string;
  demo_balance: number | null;
  server_seed: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: Generated<number>;
}

/** The built-in provider's rounds and how far their wallet calls got (migrations 0350, 0550). */
export interface HouseGameRoundsTable {
  id: Generated<number>;
  round_id: string;
  session_key: string;
  wallet_token: string;
  wallet_url: string;
  game_code: string;
  currency: string;
  stake: number;
  payout: number;
  state: 'betting' | 'staked' | 'paid' | 'done' | 'refused' | 'refunded';
  /** the drawn outcome (HouseOutcome as JSON); null for rounds played before it was kept */
  outcome: string | null;
  /** the wallet's refusal of the bet ({ status, code } as JSON) */
  refusal: string | null;
  created_at: Generated<number>;
  updated_at: number;
}
