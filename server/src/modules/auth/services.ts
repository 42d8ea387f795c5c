import { SESSION_SETTING_KEYS, sessionPolicyFromSettings, type SessionPolicy } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { OutboxSender, type MessageSender } from '../../infra/outbox.ts';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { openRedis } from '../../infra/redis.ts';
import { DatabaseSessionStore, RedisSessionStore, type SessionStore } from './session-store.ts';

/** What the auth module runs on: where sessions and rate-limit counters live, and how messages go out. */
export interface AuthServices {
  sessions: SessionStore;
  limiter: RateLimiter;
  sender: MessageSender;
  /** 'redis' when REDIS_URL is set, else 'database' */
  backend: 'redis' | 'database';
}

const byContext = new WeakMap<AppContext, AuthServices>();

/** The site's session settings (`session_idle_minutes`, ...), read on every check so changes apply at once. */
export async function readSessionPolicy(database: Database): Promise<SessionPolicy> {
  const rows = await database.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(SESSION_SETTING_KEYS))
    .execute();
  return sessionPolicyFromSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

const PRUNE_EVERY_MS = 60_000;

/** Builds the services of one server (Redis-backed when configured) and stops them on close. */
export function createAuthServices(ctx: AppContext): AuthServices {
  const sender = new OutboxSender(ctx.logger);
  const redis = openRedis(ctx);
  const policy = () => readSessionPolicy(ctx.database);
  let services: AuthServices;
  if (redis) {
    services = {
      sessions: new RedisSessionStore(redis.redis, redis.prefix, policy),
      limiter: new RedisRateLimiter(redis.redis, redis.prefix),
      sender,
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
    services = { sessions, limiter, sender, backend: 'database' };
  }
  byContext.set(ctx, services);
  return services;
}

/** The auth services of a server, for other modules (the realtime server reads sessions with them). */
export function authServices(ctx: AppContext): AuthServices {
  const s = byContext.get(ctx);
  if (!s) throw new Error('the auth module is not mounted');
  return s;
}
