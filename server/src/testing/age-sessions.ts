import { Redis } from 'ioredis';
import type { RunningServer } from '../app.ts';
import { redisKeyPrefix } from '../infra/redis.ts';

/**
 * Moves every session of a user back in time, as if its last use (and its login) had been that
 * long ago: tests of the idle and absolute ends need no waiting. Works on both session stores.
 */
export async function ageSessions(
  server: Pick<RunningServer, 'context' | 'database'>,
  userId: number,
  by: { sinceUseMs?: number; sinceLoginMs?: number },
): Promise<void> {
  const use = by.sinceUseMs ?? 0;
  const login = by.sinceLoginMs ?? 0;
  const config = server.context.config;
  if (!config.redisUrl) {
    const rows = await server.database.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .execute();
    for (const r of rows)
      await server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: Number(r.last_seen_at) - use, created_at: Number(r.created_at) - login })
        .where('id', '=', r.id)
        .execute();
    // written behind the store's back: told as the store tells its own writes, so kept copies drop
    server.database.changes.emit({ table: 'sessions', rows: rows.map((r) => r.id) });
    return;
  }
  const redis = new Redis(config.redisUrl);
  try {
    const prefix = redisKeyPrefix(config);
    for (const id of await redis.smembers(`${prefix}usess:${userId}`)) {
      const key = `${prefix}sess:${id}`;
      const value = await redis.get(key);
      if (value === null) continue;
      const s = JSON.parse(value) as { createdAt: number; lastSeenAt: number };
      const aged = { ...s, lastSeenAt: s.lastSeenAt - use, createdAt: s.createdAt - login };
      await redis.set(key, JSON.stringify(aged), 'KEEPTTL');
    }
    // written behind the store's back: told as the store tells its own writes, so kept copies drop
    server.database.changes.emit({ table: 'sessions', rows: 'all' });
  } finally {
    redis.disconnect();
  }
}
