import type { Generated } from 'kysely';

/** Parts of the simulated world's past already written (migration 0075). */
export interface WorldHistoryTable {
  part: string;
  seed: number;
  matches: number;
  coupons: number;
  created_at: Generated<number>;
}
