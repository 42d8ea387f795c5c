import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The mail server and SMS gateway are site settings (the back office's "mail server" page), read
 * before every round so a change applies at once. They are private: the public settings answer
 * leaves them out.
 */
export const DELIVERY_SETTING_KEYS = [
  'mail_host',
  'mail_port',
  'mail_secure',
  'mail_user',
  'mail_password',
  'mail_from',
  'mail_from_name',
  'sms_gateway_url',
  'sms_gateway_token',
  'support_email',
] as const;

/** Settings whose values an answer never shows. */
export const SECRET_SETTING_KEYS = ['mail_password', 'sms_gateway_token'] as const;

export interface DeliverySettings {
  mail?: {
    host: string;
    port: number;
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
    secure: boolean;
    user: string;
    password: string;
    from: string;
    fromName: string;
  };
  sms?: { url: string; token: string };
}

export async function readDeliverySettings(db: Kysely<DB>): Promise<DeliverySettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...DELIVERY_SETTING_KEYS])
    .execute();
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value.trim()])) as Partial<
    Record<(typeof DELIVERY_SETTING_KEYS)[number], string>
  >;
  const out: DeliverySettings = {};
  if (s.mail_host) {
    const port = Number(s.mail_port || (s.mail_secure === '1' ? 465 : 587));
    out.mail = {
      host: s.mail_host,
      port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 587,
      secure: s.mail_secure === '1',
      user: s.mail_user ?? '',
      password: s.mail_password ?? '',
      from: s.mail_from || `no-reply@${s.mail_host}`,
      fromName: s.mail_from_name ?? '',
    };
  }
  if (s.sms_gateway_url) out.sms = { url: s.sms_gateway_url, token: s.sms_gateway_token ?? '' };
  return out;
}

/** A delivery that will never succeed however often it is tried (a refused recipient). */
export class PermanentDeliveryError extends Error {}

export interface Envelope {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** One way out: e-mail over SMTP, or SMS through an HTTP gateway. */
export interface DeliveryChannel {
  deliver(m: Envelope): Promise<void>;
  close(): void;
}

/** E-mail over SMTP with nodemailer (one pooled connection per mail server setting). */
export class SmtpChannel implements DeliveryChannel {
  private readonly transport: Transporter;
  constructor(private readonly mail: NonNullable<DeliverySettings['mail']>) {
    this.transport = nodemailer.createTransport({
      host: mail.host,
      port: mail.port,
      secure: mail.secure,
      ...(mail.user ? { auth: { user: mail.user, pass: mail.password } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(m: Envelope): Promise<void> {
    const domain = this.mail.from.split('@')[1] ?? 'localhost';
    try {
      await this.transport.sendMail({
        from: this.mail.fromName ? { name: this.mail.fromName, address: this.mail.from } : this.mail.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        // The same id on every try, so a message sent twice (a worker stopped between the mail
        // server's acceptance and the row's update) is recognisable as one.
        messageId: `<outbox-${m.id}@${domain}>`,
      });
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      // 550-553: the recipient or its address is refused; trying again changes nothing.
      if (code !== undefined && code >= 550 && code <= 553)
        throw new PermanentDeliveryError(`smtp ${code}: ${(err as Error).message}`);
      throw err;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * SMS through an HTTP gateway: `POST {url}` with `{ id, to, text }` as JSON and the token as a
 * bearer. 2xx is delivered; another 4xx (but 408 and 429) is a refusal for good; the rest is retried.
 */
export class HttpSmsChannel implements DeliveryChannel {
  constructor(private readonly sms: NonNullable<DeliverySettings['sms']>) {}

  async deliver(m: Envelope): Promise<void> {
    const res = await fetch(this.sms.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.sms.token ? { authorization: `Bearer ${this.sms.token}` } : {}),
      },
      body: JSON.stringify({ id: String(m.id), to: m.to, text: m.text }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    if (res.ok) return;
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new PermanentDeliveryError(`sms gateway ${res.status}`);
    throw new Error(`sms gateway ${res.status}`);
  }

  close(): void {}
}
