import type { FeedStatus } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { AmqpFeed } from './provider/amqp-feed.ts';

/** The servers (by context) whose feed runs here. */
export const leaders = new WeakSet<object>();

/** Whether this server runs the feed now (one instance of a site does). */
export function isFeedLeader(ctx: AppContext): boolean {
  return leaders.has(ctx);
}

/** The provider feed each server consumes now (FEED=amqp, the feed's leader). */
export const amqpFeeds = new WeakMap<object, AmqpFeed>();

/** The provider feed this server consumes now: its producers' health and message counts. */
export function amqpFeedOf(ctx: AppContext): AmqpFeed | undefined {
  return amqpFeeds.get(ctx);
}

/** What the instance running the feed knows of it (and shares with the others). */
export type FeedRunStatus = Omit<FeedStatus, 'parkedSettlements'>;

/** How each server reads the status the feed's leader shares (several instances over Redis). */
export const sharedStatusReaders = new WeakMap<object, () => Promise<FeedRunStatus | null>>();

/** The status the instance leading the feed last shared, when there is one. */
export async function sharedFeedStatusOf(ctx: AppContext): Promise<FeedRunStatus | null> {
  return (
    (await sharedStatusReaders
      .get(ctx)?.()
      .catch(() => null)) ?? null
  );
}
