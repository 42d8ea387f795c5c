import type { Generated } from 'kysely';

/**
 * A provider's settlement waiting to be tried again (migration 0525); the later ones of its match
 * wait behind it.
 */
export interface ParkedFeedSettlementsTable {
  id: Generated<number>;
  match_id: number;
  /** the FeedSettlement as JSON */
  settlement: string;
  /** how many times it was tried */
  attempts: number;
  last_error: string;
  created_at: Generated<number>;
  tried_at: number;
}
