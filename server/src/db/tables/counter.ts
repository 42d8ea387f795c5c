import type { Generated } from 'kysely';

/** A ticket voided at a shop counter (migration 0260). */
export interface TicketVoidsTable {
  id: Generated<number>;
  ticket_id: string;
  /** one of shared COUNTER_VOID_REASONS */
  reason: string;
  amount: number;
  voided_by: number;
  terminal_no: string;
  voided_at: Generated<number>;
}

/** A payout above the site's limit, waiting for (or given) the shop manager's approval (migration 0260). */
export interface PayoutApprovalsTable {
  id: Generated<number>;
  ticket_id: string;
  user_id: number;
  amount: number;
  requested_by: number;
  terminal_no: string;
  requested_at: number;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: number | null;
  decided_at: number | null;
  /** why the manager refused it (migration 0391) */
  reason: Generated<string | null>;
}

/** A printed voucher of value (ticket in, ticket out), redeemed once (migration 0260). */
export interface VouchersTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  amount: number;
  currency: string;
  source: 'winnings' | 'change';
  reference: string | null;
  issued_by: number;
  terminal_no: string;
  issued_at: number;
  expires_at: number;
  redeemed_as: 'cash' | 'bet' | null;
  redeemed_at: number | null;
  redeemed_by: number | null;
  redeemed_terminal_no: string | null;
  redeemed_reference: string | null;
}
