import type { Generated } from 'kysely';

/** Announcement popups and notifications (migration 0040). */
export interface AnnouncementsTable {
  id: Generated<number>;
  kind: string;
  type: number;
  type2: number;
  title: string;
  content: string;
  auto_close: number;
  banner: string | null;
  link: string | null;
  lang: string | null;
  active: number;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}
