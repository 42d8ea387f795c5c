import type { Generated } from 'kysely';

/** A cashier's shift at a shop terminal (migration 0250). Money in minor units. */
export interface ShiftsTable {
  id: Generated<number>;
  user_id: number;
  open_user_id: number | null;
  operator_id: number;
  terminal_no: string;
  state: string;
  float: number;
  opened_at: Generated<number>;
  closed_at: number | null;
  expected: number | null;
  counted: number | null;
  note: string | null;
  noted_at: number | null;
  signed_off_by: number | null;
  signed_off_at: number | null;
  /** the shop terminal's IANA zone (migration 0390) */
  time_zone: Generated<string>;
  /** the day (yyyy-mm-dd) the shift opened on in its shop's zone: its end-of-day report's day */
  shop_day: string | null;
}

/** One cash event of a shift, never changed afterwards (migration 0250). */
export interface ShiftMovementsTable {
  id: Generated<number>;
  shift_id: number;
  kind: string;
  delta: number;
  reference: string;
  reason: string | null;
  note: string | null;
  actor_id: number;
  created_at: Generated<number>;
}
