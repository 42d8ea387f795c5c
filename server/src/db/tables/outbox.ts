import type { Generated } from 'kysely';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string;
  body: string;
  user_id: number | null;
  created_at: Generated<number>;
  /** the language the message was written in */
  lang: Generated<string>;
  /** pending until delivered (sent); failed when the mail server refused it for good */
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** epoch ms before which no worker tries it again (the back-off) */
  next_attempt_at: Generated<number>;
  /** a worker's lease on the row while it sends it */
  claimed_until: number | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: number | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'expired';

export interface AuthCodesTable {
  code_hash: string;
  kind: 'reset' | 'activation';
  user_id: number;
  created_at: Generated<number>;
  expires_at: number;
  used_at: number | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: number;
}
