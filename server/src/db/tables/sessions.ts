import type { Generated } from 'kysely';

export interface SessionsTable {
  /** sha256 of the cookie token */
  id: string;
  user_id: number;
  created_at: Generated<number>;
  /** when a use was last written down (at most once a minute) */
  last_seen_at: Generated<number>;
  /** the user's type at login: shop terminals (F) have their own idle time */
  user_type: Generated<string>;
  /** when the session ends unless used again, under the policy of its last use (for pruning) */
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
