import type { Generated } from 'kysely';

/** Cash paid out for a ticket at a shop terminal: one row per ticket, ever (migration 0030). */
export interface TicketPayoutsTable {
  id: Generated<number>;
  ticket_id: string;
  amount: number;
  paid_by: number;
  terminal_no: string;
  paid_at: number;
  /** the paying user's idempotency key, when the counter sent one (migration 0560) */
  idempotency_key: string | null;
}
