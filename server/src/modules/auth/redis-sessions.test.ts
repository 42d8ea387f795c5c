import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_SESSION_MS } from '@bet/shared';
import { ApiClient, startTestServer, testConfig } from '../../testing/test-server.ts';
import { LOGIN_CAPTCHA_AFTER_NAME } from './login-throttle.ts';
import { redisKeyPrefix } from '../../infra/redis.ts';
import { loginDemo } from '../../testing/login-as.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('sessions and rate limits in Redis (REDIS_URL set)', () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let redis: Redis;
  let prefix: string;
  beforeAll(async () => {
    const config = testConfig({ redisUrl: REDIS_URL });
    a = await startTestServer(config);
    redis = new Redis(REDIS_URL);
    prefix = redisKeyPrefix(config);
  });
  afterAll(async () => {
    await a.close();
    redis.disconnect();
  });

  it('keeps the session in Redis, not in the database, and ends it on logout', async () => {
    const api = await loginDemo(a.url, 'player1');
    expect((await api.get('/me')).body.userName).toBe('player1');
    const rows = await a.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
    const keys = await redis.keys(`${prefix}sess:*`);
    expect(keys.length).toBeGreaterThan(0);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    const token = api.cookie.replace(/^sid=/, '');
    expect(keys.some((k) => k.includes(token))).toBe(false);
    // the index of the user's sessions lasts as long as the longest session the settings allow
    const [index] = await redis.keys(`${prefix}usess:*`);
    const indexTtl = await redis.pttl(index!);
    expect(indexTtl).toBeGreaterThan(LONGEST_SESSION_MS - 60_000);
    expect(indexTtl).toBeLessThanOrEqual(LONGEST_SESSION_MS);

    const copy = api.cookie;
    await api.post('/auth/logout');
    api.cookie = copy;
    expect((await api.get('/me')).status).toBe(401);
  });

  it('ends every session of a user whose account a dealer closes', async () => {
    const p1 = await loginDemo(a.url, 'player2');
    const p2 = await loginDemo(a.url, 'player2');
    const dealer = await loginDemo(a.url, 'dealer1');
    const me = await p1.get('/me');
    expect((await dealer.post(`/admin/users/${me.body.userId}/close`)).status).toBe(200);
    expect((await p1.get('/me')).status).toBe(401);
    expect((await p2.get('/me')).status).toBe(401);
  });

  it('counts login failures in Redis', async () => {
    const login = (password: string) =>
      new ApiClient(a.url).post('/auth/login', { userName: 'player3', password });
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_NAME; i++) expect((await login(`bad${i}pass`)).status).toBe(401);
    expect(await redis.keys(`${prefix}attempts:login:name:*`)).toHaveLength(1);
    expect(await a.database.db.selectFrom('rate_limit_counters').selectAll().execute()).toHaveLength(0);
    expect((await login('player1234')).body.error.code).toBe('captchaRequired');
  });
});
