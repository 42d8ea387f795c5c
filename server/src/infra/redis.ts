import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';

/**
 * The Redis connection of the server when REDIS_URL is set, and the key prefix its data lives
 * under: instances over the same database share it, separate sites (and test servers) do not.
 */
export function openRedis(ctx: AppContext): { redis: Redis; prefix: string } | null {
  if (!ctx.config.redisUrl) return null;
  const redis = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  const prefix = redisKeyPrefix(ctx.config);
  ctx.onClose(async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, prefix };
}

/** `bet:<hash of the database location>:` */
export function redisKeyPrefix(config: Pick<Config, 'databaseSchema' | 'databaseUrl' | 'dataDir'>): string {
  const site = config.databaseSchema ?? config.databaseUrl ?? config.dataDir;
  return `bet:${createHash('sha256').update(site).digest('hex').slice(0, 12)}:`;
}
