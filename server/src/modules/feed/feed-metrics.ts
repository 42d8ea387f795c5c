import { Counter, Gauge, type Registry } from 'prom-client';
import { FEED_PRODUCER_STATES } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { amqpFeedOf, isFeedLeader } from './feed-registry.ts';
import { localFeedStatus } from './feed-status.ts';

/**
 * The feed on `/metrics`, read from the running feed at each scrape: whether this instance runs it
 * and, for a provider's feed, each producer's state, messages, last message time and stale
 * messages dropped. Only the instance that runs the feed reports producers.
 */
export function registerFeedMetrics(registry: Registry, ctx: AppContext): void {
  const registers = [registry];
  new Gauge({
    name: 'feed_running',
    help: 'Whether this instance runs the feed now (1) or another instance does (0)',
    registers,
    collect() {
      this.set(isFeedLeader(ctx) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'feed_producer_state',
    help: "A producer's state: 1 on the series of its current state (up, down, recovering)",
    labelNames: ['producer', 'state'] as const,
    registers,
    collect() {
      this.reset();
      for (const p of localFeedStatus(ctx).producers)
        for (const state of FEED_PRODUCER_STATES)
          this.set({ producer: p.producer, state }, p.state === state ? 1 : 0);
    },
  });
  new Gauge({
    name: 'feed_producer_last_message_timestamp_seconds',
    help: "When this instance received a producer's last message (Unix time)",
    labelNames: ['producer'] as const,
    registers,
    collect() {
      this.reset();
      for (const p of localFeedStatus(ctx).producers)
        if (p.lastMessageAt) this.set({ producer: p.producer }, Date.parse(p.lastMessageAt) / 1000);
    },
  });
  new Gauge({
    name: 'feed_producer_down_since_timestamp_seconds',
    help: 'When a producer that is not up went down (Unix time)',
    labelNames: ['producer'] as const,
    registers,
    collect() {
      this.reset();
      for (const p of localFeedStatus(ctx).producers)
        if (p.downSince) this.set({ producer: p.producer }, Date.parse(p.downSince) / 1000);
    },
  });
  new Gauge({
    name: 'feed_producer_messages_per_second',
    help: "A producer's messages per second over the last ten seconds",
    labelNames: ['producer'] as const,
    registers,
    collect() {
      this.reset();
      for (const p of localFeedStatus(ctx).producers) this.set({ producer: p.producer }, p.messagesPerSecond);
    },
  });
  counterOfFeed(registry, ctx, 'feed_producer_messages_total', "A producer's messages received", 'messages');
  counterOfFeed(
    registry,
    ctx,
    'feed_producer_stale_messages_total',
    "A producer's messages dropped because their match already had a newer one",
    'stale',
  );
}

/**
 * A counter that follows a count of the running feed. A feed started anew (a restart of the
 * consumer, a takeover) counts from zero again: the counter goes on from where it was.
 */
function counterOfFeed(
  registry: Registry,
  ctx: AppContext,
  name: string,
  help: string,
  field: 'messages' | 'stale',
): void {
  const seen = new Map<string, { feed: object; count: number }>();
  new Counter({
    name,
    help,
    labelNames: ['producer'] as const,
    registers: [registry],
    collect() {
      const feed = amqpFeedOf(ctx);
      if (!feed) return;
      for (const p of localFeedStatus(ctx).producers) {
        const before = seen.get(p.producer);
        const count = p[field];
        const delta = before && before.feed === feed ? count - before.count : count;
        // a producer never seen yet still shows, at zero
        this.inc({ producer: p.producer }, Math.max(0, delta));
        seen.set(p.producer, { feed, count });
      }
    },
  });
}
