import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { AppContext } from '../../context.ts';
import { redisKeyPrefix } from '../../infra/redis.ts';
import type { FeedMessage } from '../feed/index.ts';
import type { SportsService } from '../sports/index.ts';

/**
 * With REDIS_URL, several instances serve one site: socket.io rooms span all of them (the Redis
 * adapter), and every applied feed batch is published so the instances that do not run the feed
 * keep their in-memory view in step. Returns the function that publishes a batch, or null.
 */
export async function attachRedisFanout(
  ctx: AppContext,
  service: SportsService,
): Promise<((batch: FeedMessage[]) => Promise<void>) | null> {
  if (!ctx.config.redisUrl) return null;
  const prefix = redisKeyPrefix(ctx.config);
  const pub = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  const feedPub = pub.duplicate();
  // socket.io's adapter publishes without waiting for the answer: a publish that fails (Redis gone,
  // or the server closing while a push is on its way) would be an unhandled rejection, which stops
  // the process. It is logged instead; the clients of this instance got the push anyway.
  const publish = pub.publish.bind(pub);
  pub.publish = ((...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch((err: unknown) => ctx.logger.warn({ err }, 'a socket.io broadcast did not reach Redis'));
    return sent;
  }) as typeof pub.publish;
  ctx.io.adapter(createAdapter(pub, sub, { key: `${prefix}socket.io` }));
  const feedSub = pub.duplicate();
  const channel = `${prefix}feed`;
  const instance = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  await feedSub.subscribe(channel);
  feedSub.on('message', (_channel: string, payload: string) => {
    const { from, batch, now } = JSON.parse(payload) as { from: string; batch: FeedMessage[]; now: number };
    if (from === instance) return;
    service
      .applyFollower(batch, now)
      .catch((err: unknown) => ctx.logger.warn({ err }, 'applying a published feed batch failed'));
  });
  let closing = false;
  ctx.onClose(async () => {
    closing = true;
    await Promise.all([pub, sub, feedPub, feedSub].map((r) => r.quit().catch(() => r.disconnect())));
  });
  return async (batch) => {
    // a feed tick may still finish while the server stops: its batch has no one left to tell
    if (closing) return;
    await feedPub.publish(channel, JSON.stringify({ from: instance, batch, now: Date.now() }));
  };
}
