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
}
