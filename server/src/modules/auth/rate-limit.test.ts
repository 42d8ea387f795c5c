import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_NAME,
  LOGIN_WINDOW_MS,
} from './login.service.ts';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('sliding-window limiter', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let redis: Redis;
  beforeAll(async () => {
    // These tests move time by editing the database store, so they run on it even where Redis is configured.
    server = await startTestServer({ redisUrl: undefined });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await server.close();
    redis.disconnect();
  });

  const cases: Array<[string, () => RateLimiter]> = [
    ['database', () => new DatabaseRateLimiter(server.database)],
    ['redis', () => new RedisRateLimiter(redis, `test:${process.pid}:${Math.random()}:`)],
  ];
  for (const [name, make] of cases) {
    it(`${name}: counts hits inside the window only, so they expire by themselves`, async () => {
      const limiter = make();
      const t0 = 1_000_000_000_000;
      for (let i = 0; i < 3; i++) await limiter.hit('b', 1000, t0 + i * 100);
      await limiter.hit('other', 1000, t0);
      expect(await limiter.count('b', 1000, t0 + 250)).toBe(3);
      // 1000 ms after the first hit it has left the window; the others follow.
      expect(await limiter.count('b', 1000, t0 + 1000)).toBe(2);
      expect(await limiter.count('b', 1000, t0 + 1250)).toBe(0);
      expect(await limiter.count('other', 1000, t0 + 500)).toBe(1);
      await limiter.clear('other');
      expect(await limiter.count('other', 1000, t0 + 500)).toBe(0);
    });
  }
});

describe('login throttling (429 tooManyRequests)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    // These tests move time by editing the database store, so they run on it even where Redis is configured.
    server = await startTestServer({ redisUrl: undefined });
  });
  afterAll(async () => {
    await server.close();
  });
  const login = (userName: string, password: string, ip?: string) =>
    new ApiClient(server.url).request(
      'POST',
      '/auth/login',
      { userName, password },
      ip ? { 'x-forwarded-for': ip } : {},
    );

  it('stops guessing one user name, leaves other names alone, and lets the user back in once the window slides', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_NAME; i++)
      expect((await login('player2', `guess${i}x`)).status).toBe(401);
    const blocked = await login('player2', 'player1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('tooManyRequests');
    expect((await login('player3', 'player1234')).status).toBe(200);
    // The failures age out of the window: no permanent lock-out.
    await server.database.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ at: eb('at', '-', LOGIN_WINDOW_MS) }))
      .execute();
    expect((await login('player2', 'player1234')).status).toBe(200);
  });

  it('a successful login clears the failures of its name', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_NAME - 1; i++) await login('player4', `guess${i}x`);
    expect((await login('player4', 'player1234')).status).toBe(200);
    expect((await login('player4', 'wrongagain')).status).toBe(401);
    expect((await login('player4', 'player1234')).status).toBe(200);
  });

  it('successful logins from one address never count against it (a shop shares one address)', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 5; i++)
      expect((await login('player2', 'player1234', ip)).status).toBe(200);
  });

  it('limits failed attempts per address across many names', async () => {
    // Only loopback proxies are trusted, so X-Forwarded-For names the client address here.
    const ip = '203.0.113.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++)
      expect((await login(`name${i}x`, 'whatever', ip)).status).toBe(401);
    expect((await login('player1', 'player1234', ip)).status).toBe(429);
    expect((await login('player1', 'player1234', '203.0.113.8')).status).toBe(200);
  });
});
