import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';

/** Sessions end after this long without use; each use pushes the end back. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

/** Server-side sessions. The cookie holds a random token; stores keep only its hash. */
export interface SessionStore {
  create(userId: number, meta: SessionMeta): Promise<string>;
  /** The user of a live session (and extends it), or null. */
  resolve(token: string): Promise<number | null>;
  destroy(token: string): Promise<void>;
  destroyAllOf(userId: number): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly database: Database,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {}

  async create(userId: number, meta: SessionMeta): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.database.db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: now + this.idleMs,
        ip: meta.ip.slice(0, 64),
        user_agent: meta.userAgent.slice(0, 256),
      })
      .execute();
    return token;
  }

  async resolve(token: string): Promise<number | null> {
    const id = hashToken(token);
    const now = Date.now();
    const row = await this.database.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= now) return null;
    // Extend only once half the idle time has passed: one write per half-period, not per request.
    if (Number(row.expires_at) - now < this.idleMs / 2)
      await this.database.db
        .updateTable('sessions')
        .set({ expires_at: now + this.idleMs })
        .where('id', '=', id)
        .execute();
    return Number(row.user_id);
  }

  async destroy(token: string): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  async destroyAllOf(userId: number): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Removes expired rows; run from time to time. */
  async prune(): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('expires_at', '<=', Date.now()).execute();
  }
}

export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {}

  private key(hash: string) {
    return `${this.prefix}sess:${hash}`;
  }
  private userKey(userId: number) {
    return `${this.prefix}usess:${userId}`;
  }

  async create(userId: number, _meta: SessionMeta): Promise<string> {
    const token = newToken();
    const hash = hashToken(token);
    await this.redis
      .multi()
      .set(this.key(hash), String(userId), 'PX', this.idleMs)
      .sadd(this.userKey(userId), hash)
      .pexpire(this.userKey(userId), this.idleMs * 2)
      .exec();
    return token;
  }

  async resolve(token: string): Promise<number | null> {
    const key = this.key(hashToken(token));
    const [value, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    if (value === null) return null;
    if (ttl >= 0 && ttl < this.idleMs / 2) await this.redis.pexpire(key, this.idleMs);
    return Number(value);
  }

  async destroy(token: string): Promise<void> {
    const hash = hashToken(token);
    const value = await this.redis.get(this.key(hash));
    await this.redis.del(this.key(hash));
    if (value !== null) await this.redis.srem(this.userKey(Number(value)), hash);
  }

  async destroyAllOf(userId: number): Promise<void> {
    const hashes = await this.redis.smembers(this.userKey(userId));
    await this.redis.del(...hashes.map((h) => this.key(h)), this.userKey(userId));
  }
}
