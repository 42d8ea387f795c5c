import type { Generated } from 'kysely';

/** One change of one site setting (null: the default applied). */
export interface SettingsHistoryTable {
  id: Generated<number>;
  key: string;
  before: string | null;
  after: string | null;
  actor_id: number;
  changed_at: Generated<number>;
}
