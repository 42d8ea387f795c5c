import { contract, type FeedProducer, type FeedStatus } from '@bet/shared';
import type { AppContext, Module } from '../../context.ts';
import { PRODUCT, type Product } from './provider/protocol.ts';
import { amqpFeedOf, isFeedLeader, sharedFeedStatusOf, type FeedRunStatus } from './feed-registry.ts';
import { PARKED_FAILED } from './feed-types.ts';

const PRODUCER_NAME: Record<Product, FeedProducer> = {
  [PRODUCT.live]: 'live',
  [PRODUCT.prematch]: 'prematch',
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The feed as this instance runs it: for a provider's feed, each producer's health and counts. */
export function localFeedStatus(ctx: AppContext, now = Date.now()): FeedRunStatus {
  const feed = amqpFeedOf(ctx);
  const stats = feed?.stats(now);
  return {
    source: ctx.config.feed,
    running: ctx.config.feed !== 'none' && isFeedLeader(ctx),
    producers: (stats?.producers ?? []).map((p) => ({
      producer: PRODUCER_NAME[p.product],
      state: p.state,
      downSince: iso(p.downSince),
      lastMessageAt: iso(p.lastReceivedAt),
      messages: p.messages,
      messagesPerSecond: p.messagesPerSecond,
      stale: p.stale,
    })),
    received: stats?.received ?? 0,
    stale: stats?.stale ?? 0,
    duplicate: stats?.duplicate ?? 0,
    invalid: stats?.invalid ?? 0,
  };
}

/**
 * The feed's status wherever it runs: this instance's own, or, when another instance of the site
 * leads the feed, what that leader last shared through Redis.
 */
export async function feedStatus(ctx: AppContext): Promise<FeedStatus> {
  const local = localFeedStatus(ctx);
  const run = local.running || local.source === 'none' ? local : ((await sharedFeedStatusOf(ctx)) ?? local);
  return { ...run, parkedSettlements: await parkedSettlements(ctx) };
}

/**
 * The provider's settlements kept to be tried again (settlement's feed-settlement.ts writes them):
 * in the database, so any instance tells the same. Those that can never apply are counted apart.
 */
async function parkedSettlements(ctx: AppContext): Promise<FeedStatus['parkedSettlements']> {
  const db = ctx.database.db;
  const counts = await db
    .selectFrom('parked_feed_settlements')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.case().when('attempts', '=', PARKED_FAILED).then(1).else(0).end()).as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const oldest = await db
    .selectFrom('parked_feed_settlements')
    .select(['created_at', 'last_error'])
    .where('attempts', '!=', PARKED_FAILED)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const failed = await db
    .selectFrom('parked_feed_settlements')
    .select('last_error')
    .where('attempts', '=', PARKED_FAILED)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const failedCount = Number(counts.failed ?? 0);
  return {
    count: Number(counts.count) - failedCount,
    since: oldest ? new Date(Number(oldest.created_at)).toISOString() : null,
    lastError: oldest?.last_error ?? null,
    failed: failedCount,
    failedReason: failed?.last_error ?? null,
  };
}

/** The back office's view of the feed (admin only). */
export const feedAdminModule: Module = {
  name: 'feed-admin',
  mount(api, ctx) {
    api.implement(contract.feedAdmin.status, () => feedStatus(ctx));
  },
};
