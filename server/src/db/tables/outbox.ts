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
}

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
