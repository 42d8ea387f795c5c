import {
  SESSION_SETTING_KEYS,
  sessionPolicyFromSettings,
  type SessionPolicy,
  type UserInfo,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import type { DB } from '../../db/schema.ts';
import type { UserProfileColumns } from '../../db/tables/users.ts';
import { OutboxSender, type MessageSender } from '../../infra/outbox.ts';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { openRedis } from '../../infra/redis.ts';
import { DatabaseSessionStore, RedisSessionStore, type SessionStore } from './session-store.ts';

/** A player who signs up, as registration hands it to the users module to open the account. */
export interface NewPlayer {
  operatorId: number;
  parent: { id: number; path: string };
  role: 'player';
  userName: string;
  passwordHash: string;
  currency: string;
  activated: 0 | 1;
  onlineUser: 0 | 1;
  profile: UserProfileColumns;
}

/**
 * The users module's part in logins and sign-ups. The composition root passes it in: users
 * depends on auth (its routes are guarded by it), so auth never imports users.
 */
export interface UserAccounts {
  /** The user as answers show it (`/me`). */
  info(db: Kysely<DB>, userId: number): Promise<UserInfo>;
  /** Opens the user with its wallet account, in the caller's transaction. */
  createPlayer(trx: Kysely<DB>, player: NewPlayer): Promise<{ id: number }>;
  /**
   * Why the user may not log in now although the password is right (a running time-out or
   * self-exclusion: its message key and end), or null. Passed in from responsible gaming.
   */
  loginRefusal(db: Kysely<DB>, userId: number): Promise<{ code: string; until: string | null } | null>;
}

/** What the auth module runs on: where sessions and rate-limit counters live, and how messages go out. */
export interface AuthServices {
  sessions: SessionStore;
  limiter: RateLimiter;
  sender: MessageSender;
  accounts: UserAccounts;
  /** 'redis' when REDIS_URL is set, else 'database' */
  backend: 'redis' | 'database';
}

// Asked on every request: kept in memory and dropped when a write to `settings` commits.
const sessionPolicies = keptPerDatabase(
  (database) =>
    new KeptCopy<'policy', SessionPolicy>(
      database,
      async () => {
        const rows = await database.db
          .selectFrom('settings')
          .select(['key', 'value'])
          .where('key', 'in', Object.values(SESSION_SETTING_KEYS))
          .execute();
        return sessionPolicyFromSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
      },
      (change) => change.table === 'settings',
      1,
    ),
);

/** The site's session settings (`session_idle_minutes`, ...): a change applies to the next check. */
export async function readSessionPolicy(database: Database): Promise<SessionPolicy> {
  return sessionPolicies(database).get('policy');
}

const PRUNE_EVERY_MS = 60_000;

/** Builds the services of one server (Redis-backed when configured) and stops them on close. */
export function createAuthServices(ctx: AppContext, accounts: UserAccounts): AuthServices {
  const sender = new OutboxSender(ctx.logger);
  const redis = openRedis(ctx);
  // SESSION_MINUTE_MS shortens the idle times' minute for tests; the lifetimes stay in hours.
  const minute = ctx.config.sessionMinuteMs / 60_000;
  const policy = async () => {
    const read = await readSessionPolicy(ctx.database);
    return minute === 1
      ? read
      : {
          ...read,
          idleMinutes: read.idleMinutes * minute,
          terminalIdleMinutes: read.terminalIdleMinutes * minute,
        };
  };
  let services: AuthServices;
  if (redis) {
    services = {
      sessions: new RedisSessionStore(redis.redis, redis.prefix, policy, ctx.database),
      limiter: new RedisRateLimiter(redis.redis, redis.prefix),
      sender,
      accounts,
      backend: 'redis',
    };
  } else {
    const sessions = new DatabaseSessionStore(ctx.database, policy);
    const limiter = new DatabaseRateLimiter(ctx.database);
    const timer = setInterval(() => {
      Promise.all([sessions.prune(), limiter.prune()]).catch((err: unknown) =>
        ctx.logger.warn({ err }, 'pruning sessions failed'),
      );
    }, PRUNE_EVERY_MS);
    timer.unref();
    ctx.onClose(() => clearInterval(timer));
    services = { sessions, limiter, sender, accounts, backend: 'database' };
  }
  return services;
}
