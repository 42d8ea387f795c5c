import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  /** what kind of message, e.g. 'passwordReset', 'activation' */
  template: string;
  subject: string;
  body: string;
  userId?: number | null;
}

/**
 * Sends e-mail or SMS. A real provider is another implementation of this; `db` is the caller's
 * transaction, so a message is only recorded if what caused it commits.
 */
export interface MessageSender {
  send(db: Kysely<DB>, message: OutgoingMessage): Promise<void>;
}

/** The default adapter: it writes the message to the log and to the outbox table instead of sending it. */
export class OutboxSender implements MessageSender {
  constructor(private readonly logger: Logger) {}

  async send(db: Kysely<DB>, m: OutgoingMessage): Promise<void> {
    await db
      .insertInto('outbox')
      .values({
        channel: m.channel,
        recipient: m.to,
        template: m.template,
        subject: m.subject,
        body: m.body,
        user_id: m.userId ?? null,
      })
      .execute();
    this.logger.info(
      { channel: m.channel, to: m.to, template: m.template, body: m.body },
      'message queued in outbox',
    );
  }
}

/** The messages recorded for a recipient or user, newest first (tests and the admin read them). */
export async function readOutbox(
  db: Kysely<DB>,
  filter: { userId?: number; to?: string; template?: string } = {},
): Promise<Array<{ channel: string; to: string; template: string; subject: string; body: string }>> {
  let q = db.selectFrom('outbox').selectAll();
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.to !== undefined) q = q.where('recipient', '=', filter.to);
  if (filter.template !== undefined) q = q.where('template', '=', filter.template);
  const rows = await q.orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    channel: r.channel,
    to: r.recipient,
    template: r.template,
    subject: r.subject,
    body: r.body,
  }));
}
