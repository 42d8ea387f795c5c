import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';

/**
 * A sliding-window counter: it counts the hits of a bucket within the last `windowMs`. Old hits
 * fall out of the window by themselves, so a limit never locks anyone out for good.
 */
export interface RateLimiter {
  count(bucket: string, windowMs: number, now?: number): Promise<number>;
  hit(bucket: string, windowMs: number, now?: number): Promise<void>;
  clear(bucket: string): Promise<void>;
}

export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly database: Database) {}

  async count(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    const row = await this.database.db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket)
      .where('at', '>', now - windowMs)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hit(bucket: string, _windowMs: number, now = Date.now()): Promise<void> {
    await this.database.db.insertInto('rate_limit_hits').values({ bucket, at: now }).execute();
  }

  async clear(bucket: string): Promise<void> {
    await this.database.db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
  }

  /** Drops hits older than any window in use. */
  async prune(olderThanMs: number, now = Date.now()): Promise<void> {
    await this.database.db
      .deleteFrom('rate_limit_hits')
      .where('at', '<=', now - olderThanMs)
      .execute();
  }
}

export class RedisRateLimiter implements RateLimiter {
  private seq = 0;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(bucket: string) {
    return `${this.prefix}rl:${bucket}`;
  }

  async count(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.redis.zcount(this.key(bucket), `(${now - windowMs}`, '+inf');
  }

  async hit(bucket: string, windowMs: number, now = Date.now()): Promise<void> {
    const key = this.key(bucket);
    await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now - windowMs)
      .zadd(key, now, `${now}:${process.pid}:${++this.seq}:${Math.random()}`)
      .pexpire(key, windowMs)
      .exec();
  }

  async clear(bucket: string): Promise<void> {
    await this.redis.del(this.key(bucket));
  }
}
