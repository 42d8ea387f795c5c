import type { Router } from 'express';
import { Redis } from 'ioredis';
import { LIVE_WINDOW_MS, isEndedStatus } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { inChunks } from '../../db/bulk.ts';
import { redisKeyPrefix } from '../../infra/redis.ts';
import type { FeedAdapter, FeedMessage, FeedSettlement, MatchResult, Score } from './feed-types.ts';
import { FeedLease } from './feed-lease.ts';
import { amqpFeeds, leaders, sharedStatusReaders, type FeedRunStatus } from './feed-registry.ts';
import { localFeedStatus } from './feed-status.ts';
import { AmqpFeed } from './provider/amqp-feed.ts';
import { ProviderPublisher } from './provider/amqp-publisher.ts';
import type { EventMark } from './provider/from-provider.ts';
import type { Product } from './provider/protocol.ts';
import { mountProviderApi } from './provider/provider-api.ts';
import { isSimulated } from './simulator/catalogue.ts';
import { Simulator, type ResumableMatch } from './simulator/simulator.ts';

// a leader that dies without a word is replaced within the lease's life and one check: under 10 s
const LEASE_TTL_MS = 6_000;
const LEASE_CHECK_MS = 2_000;
const STATUS_SHARE_MS = 1_000;
const STATUS_TTL_MS = 5_000;

/** A match the feed finds in the catalogue when it starts. */
export interface KnownMatch extends ResumableMatch {
  result: MatchResult | null;
  score: Score | null;
}

/** Where the feed's messages go: the sports service, handed over by the composition root. */
export interface FeedTarget {
  readonly view: { all(): Iterable<KnownMatch> };
  apply(messages: readonly FeedMessage[]): Promise<unknown>;
}

export { amqpFeedOf, isFeedLeader } from './feed-registry.ts';

/**
 * Starts the configured feed. With REDIS_URL only the instance holding the feed lease runs it;
 * the others check every few seconds and take over when the leader's lease expires.
 */
export async function startFeed(
  ctx: AppContext,
  service: FeedTarget,
  settle?: (settlement: FeedSettlement) => Promise<void>,
): Promise<void> {
  if (ctx.config.feed === 'none') return;
  if (!ctx.config.redisUrl) {
    const feed = await runFeed(ctx, service, settle);
    leaders.add(ctx);
    ctx.onClose(() => feed.stop());
    return;
  }
  const redis = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 3 });
  const leaseKey = `${redisKeyPrefix(ctx.config)}feed-leader`;
  const lease = new FeedLease(
    redis,
    leaseKey,
    `${process.pid}:${Math.random().toString(36).slice(2)}`,
    LEASE_TTL_MS,
  );
  // A leader that stops says so, and the others check at once instead of at their next tick;
  // a leader that dies is still replaced when its lease expires.
  const released = `${leaseKey}:released`;
  const listener = redis.duplicate();
  let feed: FeedAdapter | null = null;
  let stopped = false;
  // One check at a time: a tick and a release message arriving together must not start two feeds.
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = checking.then(checkOnce, checkOnce);
    return checking;
  };
  const checkOnce = async () => {
    const held = await lease.acquire().catch(() => false);
    if (held && !feed && !stopped) {
      feed = await runFeed(ctx, service, settle);
      leaders.add(ctx);
    } else if (!held && feed) {
      ctx.logger.warn('feed lease lost; stopping the feed');
      leaders.delete(ctx);
      await feed.stop();
      feed = null;
    }
  };
  await check();
  listener.on('message', () => {
    void check().catch((err: unknown) => ctx.logger.warn({ err }, 'feed lease check failed'));
  });
  await listener
    .subscribe(released)
    .catch((err: unknown) => ctx.logger.warn({ err }, 'feed lease channel unavailable'));
  const timer = setInterval(
    () => void check().catch((err: unknown) => ctx.logger.warn({ err }, 'feed lease check failed')),
    LEASE_CHECK_MS,
  );
  // the leader shares its feed's status, so the back office reads it on whichever instance answers
  const statusKey = `${leaseKey}:status`;
  sharedStatusReaders.set(ctx, async () => {
    const text = await redis.get(statusKey);
    return text === null ? null : (JSON.parse(text) as FeedRunStatus);
  });
  const sharing = setInterval(() => {
    if (!feed || stopped) return;
    void redis
      .set(statusKey, JSON.stringify(localFeedStatus(ctx)), 'PX', STATUS_TTL_MS)
      .catch(() => undefined);
  }, STATUS_SHARE_MS);
  ctx.onClose(async () => {
    stopped = true;
    leaders.delete(ctx);
    sharedStatusReaders.delete(ctx);
    clearInterval(timer);
    clearInterval(sharing);
    await listener.quit().catch(() => listener.disconnect());
    const led = feed !== null;
    await feed?.stop();
    await lease.release().catch(() => undefined);
    if (led) await redis.publish(released, '1').catch(() => undefined);
    await redis.quit().catch(() => redis.disconnect());
  });
}

/** The demo provider each server runs when it publishes the simulator's world (SIM_PUBLISH=amqp). */
const providers = new WeakMap<object, ProviderPublisher>();

/** This server's demo provider, when it runs one now (it answers recovery requests). */
export function demoProviderOf(ctx: AppContext): ProviderPublisher | undefined {
  return providers.get(ctx);
}

/** The demo provider's recovery API beside the site, when this server may play the provider. */
export function mountFeedSite(site: Router, ctx: AppContext): void {
  if (ctx.config.simPublish) mountProviderApi(site, ctx.logger, () => demoProviderOf(ctx));
}

/**
 * Starts what the configuration asks for: the simulator feeding the catalogue directly (the
 * embedded default), or the provider's feed over the broker (FEED=amqp); with SIM_PUBLISH=amqp the
 * simulator plays the provider and publishes its world onto the broker instead.
 */
async function runFeed(
  ctx: AppContext,
  service: FeedTarget,
  settle: ((settlement: FeedSettlement) => Promise<void>) | undefined,
): Promise<FeedAdapter> {
  const parts: FeedAdapter[] = [];
  const stopAll = async () => {
    for (const part of parts.reverse()) await part.stop().catch(() => undefined);
  };
  try {
    // the consumer first: its queue must exist before the provider publishes
    if (ctx.config.feed === 'amqp') {
      const feed = await runAmqpFeed(ctx, service, settle);
      amqpFeeds.set(ctx, feed);
      parts.push({
        name: feed.name,
        start: async () => {},
        stop: async () => {
          amqpFeeds.delete(ctx);
          await feed.stop();
        },
      });
    }
    if (ctx.config.simPublish) {
      const publisher = new ProviderPublisher({
        url: ctx.config.amqpUrl,
        exchange: ctx.config.amqpExchange,
        logger: ctx.logger,
      });
      await publisher.start();
      providers.set(ctx, publisher);
      parts.push({
        name: 'provider',
        start: async () => {},
        stop: async () => {
          providers.delete(ctx);
          await publisher.stop();
        },
      });
      parts.push(await runSimulator(ctx, service, (batch) => publisher.publishFeed(batch), true));
    } else if (ctx.config.feed === 'simulator') {
      parts.push(
        await runSimulator(ctx, service, (batch) => service.apply(batch).then(() => undefined), false),
      );
    }
  } catch (err) {
    await stopAll();
    throw err;
  }
  return { name: parts.map((p) => p.name).join('+'), start: async () => {}, stop: stopAll };
}

/**
 * The provider's feed over the broker. Until each producer has recovered, nothing it said before
 * can be trusted: the matches the catalogue holds are suspended at once and reopen with the
 * recovery's snapshot.
 */
async function runAmqpFeed(
  ctx: AppContext,
  service: FeedTarget,
  settle: ((settlement: FeedSettlement) => Promise<void>) | undefined,
): Promise<AmqpFeed> {
  const hold: FeedMessage[] = [];
  const versions: Array<[number, number]> = [];
  for (const m of service.view.all()) {
    const open = m.result === null && !isEndedStatus(m.status);
    versions.push([m.id, open ? m.version + 1 : m.version]);
    if (open) hold.push({ kind: 'suspend', matchId: m.id, version: m.version + 1, suspended: true });
  }
  if (hold.length) await service.apply(hold);
  const rows = await ctx.database.db.selectFrom('feed_producers').selectAll().execute();
  const marks = await ctx.database.db.selectFrom('feed_events').selectAll().execute();
  const feed = new AmqpFeed({
    url: ctx.config.amqpUrl,
    exchange: ctx.config.amqpExchange,
    queue: `${redisKeyPrefix(ctx.config)}feed`,
    providerApiUrl: ctx.config.providerApiUrl ?? `http://127.0.0.1:${ctx.config.port}/provider`,
    logger: ctx.logger,
    knownVersions: versions,
    lastMessages: new Map(rows.map((r) => [r.product as Product, Number(r.last_message_at)])),
    eventMarks: marks.map((r) => [
      Number(r.match_id),
      { timestamp: Number(r.last_timestamp), seen: JSON.parse(r.seen) as string[] },
    ]),
    saveProgress: (last, events) => saveProducerProgress(ctx, last, events),
    ...(settle ? { settle } : {}),
    timings: { aliveTimeoutMs: ctx.config.feedAliveTimeoutMs, recoveryTimeoutMs: 60_000 },
    tickMs: Math.min(1_000, Math.ceil(ctx.config.feedAliveTimeoutMs / 4)),
  });
  await feed.start((messages) => service.apply(messages).then(() => undefined));
  ctx.logger.info({ feed: feed.name, url: redactUrl(ctx.config.amqpUrl) }, 'feed started');
  return feed;
}

async function saveProducerProgress(
  ctx: AppContext,
  last: ReadonlyMap<Product, number>,
  events: ReadonlyMap<number, EventMark>,
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    for (const [product, at] of last)
      await trx
        .insertInto('feed_producers')
        .values({ product, last_message_at: at })
        .onConflict((oc) => oc.column('product').doUpdateSet({ last_message_at: at }))
        .execute();
    const rows = [...events].map(([matchId, mark]) => ({
      match_id: matchId,
      last_timestamp: mark.timestamp,
      seen: JSON.stringify(mark.seen),
    }));
    // the batch's events in bulk statements, not one per event
    for (const chunk of inChunks(rows))
      await trx
        .insertInto('feed_events')
        .values(chunk)
        .onConflict((oc) =>
          oc.column('match_id').doUpdateSet((eb) => ({
            last_timestamp: eb.ref('excluded.last_timestamp'),
            seen: eb.ref('excluded.seen'),
          })),
        )
        .execute();
  });
}

function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}

/**
 * Starts the simulator over what the database holds: matches of its own world still within reach
 * (not started yet, or started within the live window) are played on from their stored state, so
 * a restart or a takeover by another instance voids no bet. Matches it cannot carry on (another
 * feed's, or left for longer than the live window) are cancelled rather than left hanging; a
 * simulator that publishes as a provider leaves them to the consumer.
 */
async function runSimulator(
  ctx: AppContext,
  service: FeedTarget,
  deliver: (messages: FeedMessage[]) => Promise<void>,
  publishing: boolean,
): Promise<FeedAdapter> {
  const now = Date.now();
  const orphans: FeedMessage[] = [];
  const resume: ResumableMatch[] = [];
  let maxId = 0;
  for (const m of service.view.all()) {
    maxId = Math.max(maxId, m.id);
    const over = m.result !== null || isEndedStatus(m.status);
    const reachable = over || Date.parse(m.matchDate) > now - LIVE_WINDOW_MS;
    if (reachable && isSimulated(m.sportId, m.tournamentName)) {
      resume.push(m);
      continue;
    }
    if (publishing) continue;
    if (m.result) {
      orphans.push({ kind: 'remove', matchId: m.id, version: m.version + 1 });
      continue;
    }
    orphans.push(
      {
        kind: 'result',
        matchId: m.id,
        version: m.version + 1,
        result: { status: 'cancelled', score: m.score ?? { home: 0, away: 0 }, halftime: null, periods: [] },
      },
      { kind: 'remove', matchId: m.id, version: m.version + 2 },
    );
  }
  if (orphans.length) await service.apply(orphans);
  const feed = new Simulator({
    seed: ctx.config.simSeed,
    speed: ctx.config.simSpeed,
    firstMatchId: maxId + 1,
    resume,
    announceResumed: publishing,
  });
  await feed.start(deliver);
  ctx.logger.info(
    {
      feed: feed.name,
      seed: ctx.config.simSeed,
      speed: ctx.config.simSpeed,
      resumed: resume.length,
      publishing,
    },
    'feed started',
  );
  return feed;
}
