import type { Redis } from 'ioredis';

/**
 * Leadership of the feed among instances: a Redis key held with a time-to-live and renewed while
 * the leader lives. When the leader dies its key expires and another instance takes it.
 */
export class FeedLease {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly holder: string,
    private readonly ttlMs = 10_000,
  ) {}

  /** Takes the lease if it is free, or renews it if this instance holds it; true when held. */
  async acquire(): Promise<boolean> {
    const taken = await this.redis.set(this.key, this.holder, 'PX', this.ttlMs, 'NX');
    if (taken === 'OK') return true;
    // Renew only our own lease: compare and extend in one step.
    const renewed = await this.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
      1,
      this.key,
      this.holder,
      String(this.ttlMs),
    );
    return renewed === 1;
  }

  async release(): Promise<void> {
    await this.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
      1,
      this.key,
      this.holder,
    );
  }
}
