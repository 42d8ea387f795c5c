import type { Generated } from 'kysely';

export interface SessionsTable {
  /** sha256 of the cookie token */
  id: string;
  user_id: number;
  created_at: Generated<number>;
  expires_at: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  at: number;
}
