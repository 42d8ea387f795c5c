import { createHash, randomBytes } from 'node:crypto';
import {
  LONGEST_SESSION_MS,
  isSessionLive,
  sessionEnds,
  sessionLimits,
  sessionNeedsTouch,
  type SessionPolicy,
  type SessionTimes,
} from '@bet/shared';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import { KeptCopy } from '../../db/kept-copy.ts';

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

/** Who a session is for: shop terminals (user type F) have their own idle time. */
export interface SessionOwner {
  id: number;
  userType: string;
}

/** A live session as a request sees it. */
export interface LiveSession {
  /** the hash of the token: names the session (a socket.io room) without revealing the token */
  sessionId: string;
  userId: number;
  /** when the player logged in: the reality check counts the session from here */
  startedAt: number;
  idleEndsAt: number;
  absoluteEndsAt: number;
}

/** Sessions end; the realtime server closes their sockets when told. */
export type SessionsEnded = { sessionId: string } | { userId: number };

/** Server-side sessions. The cookie holds a random token; stores keep only its hash. */
export interface SessionStore {
  create(owner: SessionOwner, meta: SessionMeta): Promise<string>;
  /**
   * The live session of a token, or null. A use is written down (the idle end moves) unless
   * `touch` is false: a check made on the user's behalf (a socket, a sweep) is not a use.
   */
  resolve(token: string, options?: { touch?: boolean }): Promise<LiveSession | null>;
  destroy(token: string): Promise<void>;
  /** Ends the session of this id (a revoked handheld's), where only its hash is known. */
  end(sessionId: string): Promise<void>;
  destroyAllOf(userId: number): Promise<void>;
  /** When the session of this id was last used, or null when it is over; not a use itself. */
  lastUsedAt(sessionId: string): Promise<number | null>;
  /** Called after sessions end by logout, password change or closure. */
  onEnded(listener: (ended: SessionsEnded) => void): void;
}

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** The site's session policy, read on every use so a settings change applies at once. */
export type PolicySource = () => Promise<SessionPolicy>;

interface StoredSession extends SessionTimes {
  userId: number;
  userType: string;
}

/** The shared part of both stores: the rules, and telling listeners when sessions end. */
abstract class PolicySessionStore implements SessionStore {
  private readonly listeners: Array<(ended: SessionsEnded) => void> = [];
  /**
   * Sessions as last read, for the requests that use them. Every write to sessions is made here
   * and names its sessions (`told`), relayed to the other instances too: a logout, a revocation or
   * a touch drops those sessions for the next request, and a login or a touch of one session no
   * longer empties the copy for everyone (a touch a minute per active player kept it empty).
   */
  private readonly kept: KeptCopy<string, StoredSession | null>;

  constructor(
    protected readonly policy: PolicySource,
    protected readonly database: Database,
  ) {
    this.kept = new KeptCopy(
      database,
      (sessionId) => this.load(sessionId),
      // the driver's own change of the table (no rows named) is told again here, with its rows
      (change) =>
        change.table === 'sessions' && change.rows !== undefined && (change.rows === 'all' || change.rows),
    );
  }

  abstract create(owner: SessionOwner, meta: SessionMeta): Promise<string>;
  protected abstract load(sessionId: string): Promise<StoredSession | null>;
  protected abstract touch(sessionId: string, stored: StoredSession, endsAt: number): Promise<void>;
  protected abstract remove(sessionId: string, stored: StoredSession | null): Promise<void>;
  protected abstract removeAllOf(userId: number): Promise<void>;

  async resolve(token: string, options: { touch?: boolean } = {}): Promise<LiveSession | null> {
    const sessionId = sessionIdOf(token);
    const stored = await this.kept.get(sessionId);
    if (!stored) return null;
    const limits = sessionLimits(stored.userType, await this.policy());
    const now = Date.now();
    if (!isSessionLive(stored, limits, now)) {
      await this.remove(sessionId, stored);
      return null;
    }
    let times: SessionTimes = stored;
    if (options.touch !== false && sessionNeedsTouch(stored, limits, now)) {
      times = { createdAt: stored.createdAt, lastSeenAt: now };
      await this.touch(sessionId, { ...stored, lastSeenAt: now }, sessionEnds(times, limits).endsAt);
    }
    const ends = sessionEnds(times, limits);
    return {
      sessionId,
      userId: stored.userId,
      startedAt: stored.createdAt,
      idleEndsAt: ends.idleEndsAt,
      absoluteEndsAt: ends.absoluteEndsAt,
    };
  }

  async destroy(token: string): Promise<void> {
    await this.end(sessionIdOf(token));
  }

  async end(sessionId: string): Promise<void> {
    await this.remove(sessionId, await this.load(sessionId));
    this.tell({ sessionId });
  }

  async lastUsedAt(sessionId: string): Promise<number | null> {
    const stored = await this.load(sessionId);
    if (!stored) return null;
    const limits = sessionLimits(stored.userType, await this.policy());
    return isSessionLive(stored, limits, Date.now()) ? stored.lastSeenAt : null;
  }

  async destroyAllOf(userId: number): Promise<void> {
    await this.removeAllOf(userId);
    this.tell({ userId });
  }

  onEnded(listener: (ended: SessionsEnded) => void): void {
    this.listeners.push(listener);
  }

  private tell(ended: SessionsEnded): void {
    for (const listener of this.listeners) listener(ended);
  }

  /** Tells the kept copies of every instance that these sessions (or all) were written. */
  protected told(rows: readonly string[] | 'all'): void {
    this.database.changes.emit({ table: 'sessions', rows });
  }

  /** When a new session ends at the latest, under the current policy. */
  protected async endsAtFirst(owner: SessionOwner, now: number): Promise<number> {
    return sessionEnds(
      { createdAt: now, lastSeenAt: now },
      sessionLimits(owner.userType, await this.policy()),
    ).endsAt;
  }
}

export class DatabaseSessionStore extends PolicySessionStore {
  constructor(database: Database, policy: PolicySource) {
    super(policy, database);
  }

  async create(owner: SessionOwner, meta: SessionMeta): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.database.db
      .insertInto('sessions')
      .values({
        id: sessionIdOf(token),
        user_id: owner.id,
        user_type: owner.userType,
        created_at: now,
        last_seen_at: now,
        expires_at: await this.endsAtFirst(owner, now),
        ip: meta.ip.slice(0, 64),
        user_agent: meta.userAgent.slice(0, 256),
      })
      .execute();
    // a new id: only a probe of this very token before could have kept it (as no session)
    this.told([sessionIdOf(token)]);
    return token;
  }

  protected async load(sessionId: string): Promise<StoredSession | null> {
    const row = await this.database.db
      .selectFrom('sessions')
      .select(['user_id', 'user_type', 'created_at', 'last_seen_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: Number(row.user_id),
      userType: row.user_type,
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at),
    };
  }

  protected async touch(sessionId: string, stored: StoredSession, endsAt: number): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ last_seen_at: stored.lastSeenAt, expires_at: endsAt })
      .where('id', '=', sessionId)
      .execute();
    this.told([sessionId]);
  }

  protected async remove(sessionId: string): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    this.told([sessionId]);
  }

  protected async removeAllOf(userId: number): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    this.told('all');
  }

  /**
   * Removes rows past their recorded end; run from time to time. Each check also applies the
   * current policy, so a shorter setting ends sessions at once and a longer one from their next use.
   */
  async prune(): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('expires_at', '<=', Date.now()).execute();
    this.told('all');
  }
}

/**
 * Redis keeps each session as JSON under its hash, expiring when the session would end. Its writes
 * are told as changes of `sessions`, as the database's are, so the kept copies of every instance
 * drop them.
 */
export class RedisSessionStore extends PolicySessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    policy: PolicySource,
    database: Database,
  ) {
    super(policy, database);
  }

  key(sessionId: string) {
    return `${this.prefix}sess:${sessionId}`;
  }
  userKey(userId: number) {
    return `${this.prefix}usess:${userId}`;
  }

  async create(owner: SessionOwner, _meta: SessionMeta): Promise<string> {
    const token = newToken();
    const sessionId = sessionIdOf(token);
    const now = Date.now();
    const stored: StoredSession = {
      userId: owner.id,
      userType: owner.userType,
      createdAt: now,
      lastSeenAt: now,
    };
    const ttl = Math.max(1, (await this.endsAtFirst(owner, now)) - now);
    await this.redis
      .multi()
      .set(this.key(sessionId), JSON.stringify(stored), 'PX', ttl)
      .sadd(this.userKey(owner.id), sessionId)
      // The index of a user's sessions lives as long as the longest session could.
      .pexpire(this.userKey(owner.id), LONGEST_SESSION_MS)
      .exec();
    this.told([sessionId]);
    return token;
  }

  protected async load(sessionId: string): Promise<StoredSession | null> {
    const value = await this.redis.get(this.key(sessionId));
    if (value === null) return null;
    try {
      const s = JSON.parse(value) as Partial<StoredSession>;
      if (typeof s.userId !== 'number' || typeof s.createdAt !== 'number' || typeof s.lastSeenAt !== 'number')
        return null;
      return {
        userId: s.userId,
        userType: String(s.userType ?? 'N'),
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
      };
    } catch {
      // A value of an older format is no session: its user logs in again.
      return null;
    }
  }

  protected async touch(sessionId: string, stored: StoredSession, endsAt: number): Promise<void> {
    const ttl = Math.max(1, endsAt - Date.now());
    // XX: a session removed meanwhile (logout) is not brought back by a late touch.
    await this.redis.set(this.key(sessionId), JSON.stringify(stored), 'PX', ttl, 'XX');
    this.told([sessionId]);
  }

  protected async remove(sessionId: string, stored: StoredSession | null): Promise<void> {
    await this.redis.del(this.key(sessionId));
    if (stored) await this.redis.srem(this.userKey(stored.userId), sessionId);
    this.told([sessionId]);
  }

  protected async removeAllOf(userId: number): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    await this.redis.del(...ids.map((h) => this.key(h)), this.userKey(userId));
    this.told(ids);
  }
}
