import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { renderTemplate, templateLanguage, type TemplateName } from './messages/templates.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  template: TemplateName;
  /** the reader's language; the site's default when absent or unknown */
  lang?: string | null;
  /** the template's placeholders ({code}, ...) */
  params: Record<string, string | number>;
  userId?: number | null;
}

/**
 * Sends e-mail or SMS. `db` is the caller's transaction, so a message exists only if what caused it
 * commits; the outbox worker delivers it afterwards.
 */
export interface MessageSender {
  send(db: Kysely<DB>, message: OutgoingMessage): Promise<void>;
}

/** Writes the message, in its reader's language, to the outbox table; the delivery worker sends it. */
export class OutboxSender implements MessageSender {
  constructor(private readonly logger: Logger) {}

  async send(db: Kysely<DB>, m: OutgoingMessage): Promise<void> {
    // the operator's wording of this message in this language, where the back office set one
    const wording = await db
      .selectFrom('message_templates')
      .select(['subject', 'body as text'])
      .where('template', '=', m.template)
      .where('lang', '=', templateLanguage(m.lang))
      .executeTakeFirst();
    const { lang, subject, text } = renderTemplate(m.template, m.lang, m.params, wording);
    const row = await db
      .insertInto('outbox')
      .values({
        channel: m.channel,
        recipient: m.to,
        template: m.template,
        subject,
        body: text,
        lang,
        user_id: m.userId ?? null,
        next_attempt_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The body holds one-time codes: it stays out of the log.
    this.logger.info({ outboxId: row.id, channel: m.channel, template: m.template }, 'message queued');
  }
}

export interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  template: string;
  lang: string;
  subject: string;
  body: string;
  status: string;
  attempts: number;
}

/** The messages recorded for a recipient or user, newest first (tests and the admin read them). */
export async function readOutbox(
  db: Kysely<DB>,
  filter: { userId?: number; to?: string; template?: string } = {},
): Promise<OutboxRow[]> {
  let q = db.selectFrom('outbox').selectAll();
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.to !== undefined) q = q.where('recipient', '=', filter.to);
  if (filter.template !== undefined) q = q.where('template', '=', filter.template);
  const rows = await q.orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    to: r.recipient,
    template: r.template,
    lang: r.lang,
    subject: r.subject,
    body: r.body,
    status: r.status,
    attempts: r.attempts,
  }));
}
