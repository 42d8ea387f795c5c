import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON of the record before the write (null on creation) */
  before: string | null;
  after: string | null;
  ip: Generated<string>;
  created_at: Generated<number>;
  /** place in the hash chain (1, 2, ...); null only before migration 0310 chained old rows */
  seq: number | null;
  /** hash of the row before (seq - 1), or 64 zeros for the first */
  prev_hash: string | null;
  /** SHA-256 of the row's canonical form (shared canonicalAuditRow) */
  hash: string | null;
}

/** Audit rows past the retention period, moved with their chain fields so the chain still verifies. */
export interface AuditLogArchiveTable {
  id: number;
  seq: number;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  before: string | null;
  after: string | null;
  ip: string;
  created_at: number;
  prev_hash: string;
  hash: string;
  archived_at: number;
}

/** One row (id 1): the seq and hash of the last appended audit row; updating it serialises appends. */
export interface AuditChainHeadTable {
  id: Generated<number>;
  seq: number;
  hash: string;
}
