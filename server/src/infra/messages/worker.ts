import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import {
  HttpSmsChannel,
  PermanentDeliveryError,
  readDeliverySettings,
  SmtpChannel,
  type DeliveryChannel,
  type DeliverySettings,
} from './channels.ts';

export interface BackoffPolicy {
  /** the wait after the first failure */
  baseMs: number;
  /** the longest wait between two tries */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };

/** The wait before try `attempts + 1`: the base doubled per failure, never above the maximum. */
export function backoffMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  if (attempts <= 0) return 0;
  // 2^30 already passes any sensible maximum; the cap keeps the number finite.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempts - 1, 30));
}

export interface OutboxWorkerOptions {
  db: Kysely<DB>;
  logger: Logger;
  pollMs?: number;
  backoff?: BackoffPolicy;
  /** how long a claim holds a row; past it another worker may take the row again */
  leaseMs?: number;
  batch?: number;
  /** the channels for given settings (tests pass their own gateway timeouts) */
  channels?: (s: DeliverySettings) => Partial<Record<'email' | 'sms', DeliveryChannel>>;
}

/**
 * Delivers the outbox. Each server runs one; with several instances on one PostgreSQL a row is
 * taken by a conditional update that only one of them wins, and held by a lease. A row leaves
 * `pending` only when the mail server or gateway accepted it (sent) or refused it for good
 * (failed); every other failure (server down, timeout) waits its back-off and tries again,
 * for as long as it takes. Delivery is at least once: a worker stopped between the acceptance
 * and the row's update sends that message again after the lease.
 */
export class OutboxWorker {
  readonly id = randomUUID();
  private readonly db: Kysely<DB>;
  private readonly logger: Logger;
  private readonly pollMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly makeChannels: NonNullable<OutboxWorkerOptions['channels']>;
  private channels: { key: string; ch: Partial<Record<'email' | 'sms', DeliveryChannel>> } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(o: OutboxWorkerOptions) {
    this.db = o.db;
    this.logger = o.logger;
    this.pollMs = o.pollMs ?? 1_000;
    this.backoff = o.backoff ?? DEFAULT_BACKOFF;
    this.leaseMs = o.leaseMs ?? 120_000;
    this.batch = o.batch ?? 20;
    this.makeChannels =
      o.channels ??
      ((s) => ({
        ...(s.mail ? { email: new SmtpChannel(s.mail) } : {}),
        ...(s.sms ? { sms: new HttpSmsChannel(s.sms) } : {}),
      }));
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    for (const c of Object.values(this.channels?.ch ?? {})) c.close();
    this.channels = undefined;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.round()
        .then(() => undefined)
        .catch((err: unknown) => this.logger.error({ err }, 'outbox round failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One pass: claims what is due on the configured channels and tries each once. Returns how many it tried. */
  async round(): Promise<number> {
    const settings = await readDeliverySettings(this.db);
    const channels = this.channelsFor(settings);
    const open = Object.keys(channels) as Array<'email' | 'sms'>;
    if (open.length === 0) return 0;
    const now = Date.now();
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('channel', 'in', open)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('id')
      .limit(this.batch)
      .execute();
    let tried = 0;
    for (const { id } of due) {
      if (this.stopped) break;
      const row = await this.claim(Number(id), now);
      if (!row) continue;
      tried++;
      const channel = channels[row.channel];
      if (!channel) continue;
      await this.deliver(channel, row);
    }
    return tried;
  }

  private channelsFor(s: DeliverySettings): Partial<Record<'email' | 'sms', DeliveryChannel>> {
    const key = JSON.stringify(s);
    if (this.channels?.key !== key) {
      for (const c of Object.values(this.channels?.ch ?? {})) c.close();
      this.channels = { key, ch: this.makeChannels(s) };
    }
    return this.channels.ch;
  }

  private async claim(id: number, now: number) {
    const res = await this.db
      .updateTable('outbox')
      .set({ claimed_by: this.id, claimed_until: now + this.leaseMs })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return undefined;
    return this.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  private async deliver(
    channel: DeliveryChannel,
    row: { id: number; channel: string; recipient: string; subject: string; body: string; attempts: number },
  ): Promise<void> {
    const id = Number(row.id);
    const attempts = row.attempts + 1;
    const mine = this.db.updateTable('outbox').where('id', '=', id).where('claimed_by', '=', this.id);
    try {
      await channel.deliver({ id, to: row.recipient, subject: row.subject, text: row.body });
      await mine
        .set({ status: 'sent', sent_at: Date.now(), attempts, claimed_until: null, last_error: null })
        .execute();
      this.logger.info({ outboxId: id, channel: row.channel, attempts }, 'message delivered');
    } catch (err) {
      const reason = String((err as Error).message ?? err).slice(0, 500);
      if (err instanceof PermanentDeliveryError) {
        await mine.set({ status: 'failed', attempts, claimed_until: null, last_error: reason }).execute();
        this.logger.warn({ outboxId: id, channel: row.channel, reason }, 'message refused for good');
        return;
      }
      const wait = backoffMs(attempts, this.backoff);
      await mine
        .set({ attempts, next_attempt_at: Date.now() + wait, claimed_until: null, last_error: reason })
        .execute();
      this.logger.warn(
        { outboxId: id, channel: row.channel, attempts, wait, reason },
        'message not delivered; will retry',
      );
    }
  }
}
