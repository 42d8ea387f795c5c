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

export interface RateLimitCountersTable {
  bucket: string;
  count: number;
  window_ends: number;
  blocked_until: number;
  refused: number;
}
