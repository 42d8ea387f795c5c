import type { Generated } from 'kysely';

/**
 * Play per UTC day, user of the tree and product (migration 0115): a player's own row and one row
 * per dealer above it, so a dealer's row holds its whole subtree. Minor units.
 */
export interface ReportDailyTable {
  node_id: number;
  /** days since 1970-01-01 (UTC) */
  day: number;
  /** a shared REPORT_PRODUCTS entry: 'sport', 'live', or a casino product ('slots', 'livecasino', ...) */
  product: string;
  /** a node's day and product is split over shards (migration 0500): placements of different players write different rows; reports add them up */
  shard: Generated<number>;
  stakes: Generated<number>;
  wins: Generated<number>;
  bonuses: Generated<number>;
  coupons: Generated<number>;
}

/** The last heartbeat of each shop terminal user (migration 0115). */
export interface TerminalStatusTable {
  user_id: number;
  terminal_no: string;
  version: string;
  /** the printer state the terminal read: 'ok', 'paperOut', 'paperNearEnd', 'coverOpen', 'offline', 'unknown' */
  printer: string;
  queue_depth: number;
  seen_at: number;
  /** SHA-256 of the terminal's application files, as its last heartbeat reported it (migration 0431) */
  build_hash: Generated<string | null>;
  /** the terminal's own state from its last heartbeat: a TERMINAL_STATES word (migration 0470) */
  state: Generated<string>;
}

/** Terminal builds the operator approved (migration 0431); a revoked one keeps its row. */
export interface TerminalBuildsTable {
  hash: string;
  version: string;
  note: string;
  approved_by: number | null;
  approved_at: number;
  revoked_at: number | null;
}
