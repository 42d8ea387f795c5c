import { hash } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { Logger } from '../../../logger.ts';
import type { FeedAdapter, FeedMessage, FeedSettlement } from '../feed-types.ts';
import { ProviderConsumerState, type EventMark } from './from-provider.ts';
import {
  ProducerHealth,
  type HealthAction,
  type HealthTimings,
  type ProducerStatus,
} from './producer-health.ts';
import {
  PRODUCTS,
  PROVIDER_EXCHANGE,
  isHighPriority,
  matchIdOf,
  parseProviderMessage,
  type Product,
  type ProviderMessage,
} from './protocol.ts';
import { RateMeter } from './rate-meter.ts';

export interface AmqpFeedOptions {
  url: string;
  exchange?: string;
  /** the durable queue this site consumes from (one consumer at a time: the feed's lease) */
  queue: string;
  /** where the provider answers recovery requests, e.g. http://127.0.0.1:8080/provider */
  providerApiUrl: string;
  logger: Logger;
  /** catalogue versions already stored, per match: new messages go above them */
  knownVersions?: Iterable<[number, number]>;
  /** provider time of the last message applied per producer (stored), where recovery starts */
  lastMessages?: ReadonlyMap<Product, number>;
  /** where each event was left (stored): a message applied before is not applied again */
  eventMarks?: Iterable<[number, EventMark]>;
  /** settles what the provider settles by outcome, after the batch it came in is applied */
  settle?: (settlement: FeedSettlement) => Promise<void>;
  /** called after each applied batch (before it is acknowledged) with the producers and events it advanced */
  saveProgress?: (
    lastMessages: ReadonlyMap<Product, number>,
    events: ReadonlyMap<number, EventMark>,
  ) => Promise<void>;
  timings?: HealthTimings;
  /** how often health is checked (ms) */
  tickMs?: number;
  /** the most messages one batch applies */
  batchSize?: number;
}

/** One producer's health with what it sent. */
export interface ProducerReport extends ProducerStatus {
  /** messages of this producer received (alives included) */
  messages: number;
  /** messages per second over the last ten seconds */
  messagesPerSecond: number;
  /** messages dropped because their match already had a newer one */
  stale: number;
  /** local time its last message arrived (epoch ms) */
  lastReceivedAt: number | null;
}

export interface FeedStats {
  received: number;
  applied: number;
  stale: number;
  duplicate: number;
  /** messages of an event this consumer does not know (yet): a recovery's snapshot brings it */
  unknown: number;
  /** settlements, cancellations and their rollbacks passed on to settlement */
  settlements: number;
  invalid: number;
  /** local time of the last message (epoch ms) */
  lastMessageAt: number | null;
  producers: ProducerReport[];
}

interface ProducerCounts {
  messages: number;
  stale: number;
  lastReceivedAt: number | null;
  rate: RateMeter;
}

const isUrgent = (msg: ConsumeMessage) => isHighPriority(msg.fields.routingKey);

const RECOVERY_PATH: Record<Product, string> = { 1: 'liveodds', 3: 'pre' };

/**
 * The provider's feed over AMQP: consumes the provider's messages from RabbitMQ and applies them
 * to the catalogue in batches (acknowledged only once applied, so a crash loses nothing), watches
 * each producer's alive messages, holds a producer's markets suspended while it is down, and asks
 * the provider over HTTP for a recovery from its last message whenever it comes back.
 */
export class AmqpFeed implements FeedAdapter {
  readonly name = 'amqp';
  private connection: ChannelModel | null = null;
  private channel: Channel | null = null;
  private readonly state: ProviderConsumerState;
  private readonly health: ProducerHealth;
  private readonly pending: ConsumeMessage[] = [];
  /** the last batch's storing, settling, progress and acknowledgement */
  private committing: Promise<void> = Promise.resolve();
  /** batches handed to the catalogue and not yet written and acknowledged */
  private writing = 0;
  /** whether a pending message is of high priority */
  private urgentPending = false;
  private flushScheduled = false;
  /** the most messages one batch applies */
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private apply: (messages: FeedMessage[]) => Promise<void> = async () => {};
  private stopped = false;
  private readonly advanced = new Map<Product, number>();
  private readonly counts = {
    received: 0,
    applied: 0,
    stale: 0,
    duplicate: 0,
    unknown: 0,
    invalid: 0,
    settlements: 0,
  };
  private lastMessageAt: number | null = null;
  private readonly perProducer = new Map<Product, ProducerCounts>(
    PRODUCTS.map((p) => [p, { messages: 0, stale: 0, lastReceivedAt: null, rate: new RateMeter() }]),
  );

  constructor(private readonly options: AmqpFeedOptions) {
    this.batchSize = options.batchSize ?? 2_000;
    this.state = new ProviderConsumerState(options.knownVersions, options.eventMarks);
    this.health = new ProducerHealth(
      PRODUCTS,
      options.lastMessages ?? new Map(),
      Date.now(),
      options.timings,
    );
  }

  /** the broker queue this consumer reads */
  get queue(): string {
    return this.options.queue;
  }

  stats(now = Date.now()): FeedStats {
    const producers = this.health.status().map((status) => {
      const c = this.perProducer.get(status.product)!;
      return {
        ...status,
        messages: c.messages,
        messagesPerSecond: c.rate.perSecond(now),
        stale: c.stale,
        lastReceivedAt: c.lastReceivedAt,
      };
    });
    return { ...this.counts, lastMessageAt: this.lastMessageAt, producers };
  }

  /** Whether a producer's odds can be trusted now (up, not down or recovering). */
  isUp(product: Product): boolean {
    return this.health.isUp(product);
  }

  /** Starts consuming (again, after a stop: what the consumer knows of the events is kept). */
  async start(apply: (messages: FeedMessage[]) => Promise<void>): Promise<void> {
    this.apply = apply;
    this.stopped = false;
    await this.connect();
    this.timer = setInterval(() => {
      void this.runActions(this.health.tick(Date.now()));
    }, this.options.tickMs ?? 1_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.committing;
    const connection = this.connection;
    this.connection = null;
    this.channel = null;
    await connection?.close().catch(() => undefined);
  }

  /**
   * Connects and consumes. Nothing said before the connection can be trusted to be complete, so
   * each producer is held and recovered from its last message, as at a restart.
   */
  private async connect(): Promise<void> {
    const connection = await amqp.connect(this.options.url, {
      clientProperties: { connection_name: `feed ${this.options.queue}` },
    });
    connection.on('error', (err: Error) => this.options.logger.warn({ err }, 'feed broker connection error'));
    connection.on('close', () => {
      if (this.stopped || this.connection !== connection) return;
      // the broker went away: nothing from the provider can be trusted until it is back
      this.options.logger.error('feed broker connection closed; reconnecting');
      this.connection = null;
      this.channel = null;
      // what was received and not acknowledged comes again on the next connection
      this.pending.length = 0;
      this.urgentPending = false;
      void this.runActions(this.health.onDisconnected(Date.now()));
      void this.reconnect();
    });
    try {
      const channel = await connection.createChannel();
      const exchange = this.options.exchange ?? PROVIDER_EXCHANGE;
      await channel.assertExchange(exchange, 'topic', { durable: true });
      await channel.assertQueue(this.options.queue, { durable: true });
      await channel.bindQueue(this.options.queue, exchange, '#');
      // a batch being written, the next one in memory and a third arriving: none waits for an acknowledgement
      await channel.prefetch(3 * this.batchSize);
      // a channel the broker closes (or a consumer it cancels, as when the queue is deleted) is
      // started over through a new connection, as a lost connection is
      const restart = () => {
        if (!this.stopped && this.channel === channel) void connection.close().catch(() => undefined);
      };
      channel.on('error', (err: Error) => this.options.logger.warn({ err }, 'feed broker channel error'));
      channel.on('close', restart);
      this.connection = connection;
      this.channel = channel;
      await this.runActions(this.health.start(Date.now()));
      await channel.consume(this.options.queue, (msg) => {
        if (channel !== this.channel) return;
        if (!msg) return restart();
        this.pending.push(msg);
        if (isUrgent(msg)) this.urgentPending = true;
        this.scheduleFlush();
      });
    } catch (err) {
      this.connection = null;
      this.channel = null;
      await connection.close().catch(() => undefined);
      throw err;
    }
  }

  /** Tries the broker again, waiting longer each time (up to 10 s), until connected or stopped. */
  private async reconnect(): Promise<void> {
    for (let wait = 250; !this.stopped; wait = Math.min(wait * 2, 10_000)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.stopped || this.connection) return;
      try {
        await this.connect();
        this.options.logger.info('feed broker reconnected; recovering');
        return;
      } catch (err) {
        this.options.logger.warn({ err, retryInMs: wait * 2 }, 'feed broker still unreachable');
      }
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // the messages that arrived in this turn of the event loop go together
    setImmediate(() => {
      this.flushScheduled = false;
      // a stopped consumer takes nothing more: what it did not acknowledge comes again
      if (this.stopped || !this.readyToFlush()) return;
      try {
        this.flush();
      } catch (err) {
        this.options.logger.error({ err }, 'feed batch failed');
      }
    });
  }

  /**
   * Whether the pending messages go now. While a batch is being written, ordinary messages gather
   * (fewer, larger writes); a full batch goes, and so does a high-priority message (a bet_stop: the
   * provider's `hi` routing keys) with what gathered before it, to reach the catalogue's memory at once.
   */
  private readyToFlush(): boolean {
    if (!this.pending.length) return false;
    return this.writing === 0 || this.pending.length >= this.batchSize || this.urgentPending;
  }

  /** Reads a batch into the catalogue's memory now; its write, settling and acknowledgement follow in order. */
  private flush(): void {
    const channel = this.channel;
    const batch = this.pending.splice(0, this.batchSize);
    this.urgentPending = this.pending.some(isUrgent);
    if (!batch.length || !channel) return;
    const out: FeedMessage[] = [];
    const settlements: FeedSettlement[] = [];
    const actions: HealthAction[] = [];
    const touched = new Set<number>();
    const now = Date.now();
    for (const raw of batch) {
      this.counts.received++;
      this.lastMessageAt = now;
      let parsed: ProviderMessage;
      try {
        const result = parseProviderMessage(JSON.parse(raw.content.toString('utf8')));
        if (!result.success) throw result.error;
        parsed = result.data;
      } catch (err) {
        this.counts.invalid++;
        this.options.logger.warn(
          { err, routingKey: raw.fields.routingKey },
          'feed message not understood; dropped',
        );
        continue;
      }
      const counts = this.perProducer.get(parsed.product);
      if (counts) {
        counts.messages++;
        counts.lastReceivedAt = now;
        counts.rate.add(now);
      }
      if (parsed.type === 'alive') {
        actions.push(...this.health.onAlive(parsed.product, parsed.subscribed === 1, now));
        continue;
      }
      if (parsed.type === 'snapshot_complete') {
        actions.push(...this.health.onSnapshotComplete(parsed.product, parsed.request_id, now));
        continue;
      }
      // the body is the message's identity: a redelivery is byte for byte the same
      const {
        verdict,
        messages,
        settlements: settled,
      } = this.state.accept(parsed, hash('sha256', raw.content, 'base64url'));
      if (settled) settlements.push(...settled);
      if (verdict === 'stale') {
        this.counts.stale++;
        if (counts) counts.stale++;
      } else if (verdict === 'duplicate') this.counts.duplicate++;
      else if (verdict === 'applied') {
        this.counts.applied++;
        touched.add(matchIdOf(parsed.event_id));
        this.health.onMessage(parsed.product, parsed.timestamp);
        this.advanced.set(parsed.product, Math.max(this.advanced.get(parsed.product) ?? 0, parsed.timestamp));
      }
      out.push(...messages);
    }
    const stored = out.length ? this.apply(out) : Promise.resolve();
    // handled below once the batch before is done; marked now so a failure here is not reported as unhandled
    stored.catch(() => undefined);
    // the progress as of this batch: the next one may advance it before this one is stored
    let progress: [Map<Product, number>, Map<number, EventMark>] | null = null;
    if ((this.advanced.size || touched.size) && this.options.saveProgress) {
      const events = new Map<number, EventMark>();
      for (const matchId of touched) {
        const mark = this.state.markOf(matchId);
        if (mark) events.set(matchId, mark);
      }
      progress = [new Map(this.advanced), events];
      this.advanced.clear();
    }
    this.writing++;
    this.committing = this.committing
      .then(async () => {
        await stored;
        for (const s of settlements) {
          await this.options.settle?.(s);
          this.counts.settlements++;
        }
        if (progress) await this.options.saveProgress?.(...progress);
        // a batch of a connection that has closed since is delivered again on the next one (and then
        // found a duplicate): its delivery tags mean nothing to another channel
        if (channel === this.channel) channel.ack(batch[batch.length - 1]!, true);
        if (actions.length) await this.runActions(actions);
      })
      .catch((err: unknown) => {
        this.options.logger.error({ err }, 'feed batch failed; reconnecting to recover what it said');
        // never acknowledged with a later batch: the connection starts over, every producer is held
        // and recovers from its last saved message, which brings back what this batch said
        if (channel === this.channel) void this.connection?.close().catch(() => undefined);
      })
      .finally(() => {
        this.writing--;
        if (this.pending.length) this.scheduleFlush();
      });
    if (this.pending.length) this.scheduleFlush();
  }

  private async runActions(actions: readonly HealthAction[]): Promise<void> {
    for (const action of actions) {
      if (action.kind === 'hold') {
        this.options.logger.warn(
          { product: action.product },
          'feed producer down: its markets are suspended',
        );
        const messages = this.state.hold(action.product);
        if (messages.length) await this.apply(messages);
      } else if (action.kind === 'reopen') {
        this.options.logger.info({ product: action.product }, 'feed producer recovered: its markets reopen');
        const messages = this.state.reopen(action.product);
        if (messages.length) await this.apply(messages);
      } else {
        void this.requestRecovery(action.product, action.after, action.requestId);
      }
    }
  }

  private async requestRecovery(product: Product, after: number | null, requestId: number): Promise<void> {
    const query = new URLSearchParams({ request_id: String(requestId) });
    if (after !== null) query.set('after', String(after));
    const url = `${this.options.providerApiUrl}/v1/${RECOVERY_PATH[product]}/recovery/initiate_request?${query}`;
    let lastError: unknown;
    // a provider briefly out of reach (or this server still starting) is asked again soon
    for (const wait of [0, 500, 1_000, 2_000]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.stopped) return;
      try {
        const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`recovery request answered ${res.status}`);
        this.options.logger.info({ product, after, requestId }, 'feed recovery requested');
        return;
      } catch (err) {
        lastError = err;
      }
    }
    this.options.logger.warn(
      { err: lastError, product },
      'feed recovery request failed; asked again on the next alive',
    );
    this.health.onRecoveryFailed(product, requestId);
  }
}
