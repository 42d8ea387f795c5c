import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from '../../../logger.ts';
import type { FeedMessage } from '../feed-types.ts';
import { PRODUCTS, PROVIDER_EXCHANGE, routingKey, type ProviderMessage, type Product } from './protocol.ts';
import { ProviderPublisherState } from './to-provider.ts';

/** One provider message as it travels: the topic exchange's routing key and the JSON body. */
export interface WireMessage {
  routingKey: string;
  body: string;
}

export interface PublisherOptions {
  url: string;
  exchange?: string;
  logger: Logger;
  /** how often each producer says it is alive (ms); UOF: 10 s */
  aliveMs?: number;
}

/**
 * A provider on the broker: publishes a feed's batches (the simulator's world) in the provider's
 * format onto the topic exchange, says every few seconds that each producer is alive, and answers
 * recovery requests with a snapshot closed by snapshot_complete. It is the other side of the wire
 * for demos and tests; a real provider takes its place in production.
 */
export class ProviderPublisher {
  private connection: ChannelModel | null = null;
  private channel: ConfirmChannel | null = null;
  readonly state = new ProviderPublisherState();
  private aliveTimer: NodeJS.Timeout | undefined;
  /** producers whose alives are held back (a test of a producer going silent) */
  private readonly silent = new Set<Product>();
  /** false until a client has recovered since this provider started: alives say subscribed=0 */
  private subscribed = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: PublisherOptions) {}

  private get exchange(): string {
    return this.options.exchange ?? PROVIDER_EXCHANGE;
  }

  async start(): Promise<void> {
    this.connection = await amqp.connect(this.options.url);
    this.connection.on('error', (err: Error) =>
      this.options.logger.warn({ err }, 'provider broker connection error'),
    );
    this.channel = await this.connection.createConfirmChannel();
    await this.channel.assertExchange(this.exchange, 'topic', { durable: true });
    await this.sendAlives();
    this.aliveTimer = setInterval(() => void this.sendAlives(), this.options.aliveMs ?? 10_000);
  }

  async stop(): Promise<void> {
    clearInterval(this.aliveTimer);
    await this.queue;
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
  }

  /** Holds back (or lets go again) a producer's alive messages. */
  setSilent(product: Product, silent: boolean): void {
    if (silent) this.silent.add(product);
    else this.silent.delete(product);
  }

  /** Publishes a batch of the feed's messages; resolves once the broker has them. */
  publishFeed(batch: readonly FeedMessage[]): Promise<void> {
    return this.publish(this.state.toMessages(batch, Date.now()));
  }

  /** The messages as they go on the wire: each one's routing key and body. */
  encode(messages: readonly ProviderMessage[]): WireMessage[] {
    return messages.map((m) => {
      const sport = 'event_id' in m ? this.state.sportOf(Number(m.event_id.split(':')[2])) : undefined;
      return { routingKey: routingKey(m, sport), body: JSON.stringify(m) };
    });
  }

  /** Publishes provider messages as they are (tests send out-of-order or stale ones this way). */
  publish(messages: readonly ProviderMessage[]): Promise<void> {
    const run = this.queue.then(async () => {
      const channel = this.channel;
      if (!channel) throw new Error('the provider is not started');
      await publishWire(channel, this.exchange, this.encode(messages));
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Answers a recovery request: the producer's whole current offer, then snapshot_complete. */
  async recover(product: Product, requestId: number): Promise<void> {
    const now = Date.now();
    this.subscribed = true;
    await this.publish([
      ...this.state.snapshot(product, requestId, now),
      { type: 'snapshot_complete', product, timestamp: now, request_id: requestId },
    ]);
    this.options.logger.info({ product, requestId }, 'provider recovery answered');
  }

  private async sendAlives(): Promise<void> {
    const now = Date.now();
    const alives: ProviderMessage[] = PRODUCTS.filter((p) => !this.silent.has(p)).map((product) => ({
      type: 'alive',
      product,
      timestamp: now,
      subscribed: this.subscribed ? 1 : 0,
    }));
    await this.publish(alives).catch((err: unknown) => this.options.logger.warn({ err }, 'alive not sent'));
  }
}

/**
 * Puts made messages on the broker as the provider does (persistent JSON), waiting when the
 * channel asks to and until the broker has confirmed them all.
 */
export async function publishWire(
  channel: ConfirmChannel,
  exchange: string,
  messages: Iterable<{ routingKey: string; body: string | Buffer }>,
): Promise<void> {
  for (const m of messages) {
    const body = typeof m.body === 'string' ? Buffer.from(m.body) : m.body;
    const ok = channel.publish(exchange, m.routingKey, body, {
      contentType: 'application/json',
      persistent: true,
      // AMQP's timestamp property counts seconds; the message body carries the milliseconds
      timestamp: Math.floor(Date.now() / 1000),
    });
    if (!ok) await new Promise<void>((resolve) => channel.once('drain', () => resolve()));
  }
  await channel.waitForConfirms();
}
