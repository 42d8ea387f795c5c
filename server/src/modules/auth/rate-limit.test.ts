import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import {
  LOGIN_CAPTCHA_AFTER_ADDRESS,
  LOGIN_CAPTCHA_AFTER_NAME,
  LOGIN_PAIR_POLICY,
} from './login-throttle.ts';
import {
  DatabaseRateLimiter,
  RedisRateLimiter,
  delayAfter,
  type AttemptPolicy,
  type RateLimiter,
} from './rate-limiter.ts';
import { redisKeyPrefix } from '../../infra/redis.ts';
import { loginDemo } from '../../testing/login-as.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('attempt counters (take before the guarded work)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let redis: Redis;
  beforeAll(async () => {
    // The database store is the configured database: SQLite, or PostgreSQL with DATABASE_URL.
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
  const t0 = 1_000_000_000_000;

  for (const [store, make] of cases) {
    it(`${store}: a limit bucket refuses above its limit until its fixed window ends`, async () => {
      const limiter = make();
      const policy: AttemptPolicy = { windowMs: 1000, limit: 3 };
      const seen = [];
      for (let i = 0; i < 5; i++) seen.push(await limiter.take('b', policy, t0 + i * 100));
      expect(seen.map((a) => [a.count, a.allowed])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, false],
        [5, false],
      ]);
      expect(seen[3]!.retryAfterMs).toBe(700);
      expect((await limiter.take('other', policy, t0 + 400)).count).toBe(1);
      // The window started at t0: at t0 + 1000 the count starts again.
      expect(await limiter.take('b', policy, t0 + 1000)).toEqual({
        count: 1,
        allowed: true,
        retryAfterMs: 0,
      });
      await limiter.giveBack('b');
      expect((await limiter.take('b', policy, t0 + 1001)).count).toBe(1);
      await limiter.reset('other');
      expect((await limiter.take('other', policy, t0 + 500)).count).toBe(1);
    });

    it(`${store}: a delay bucket makes each attempt after the first few wait, doubling to a cap`, async () => {
      const limiter = make();
      const policy: AttemptPolicy = { windowMs: 60_000, delay: { after: 3, baseMs: 100, maxMs: 350 } };
      let now = t0;
      // Two free attempts; the third is let through and makes the next one wait 100 ms.
      for (let i = 1; i <= 3; i++) expect((await limiter.take('d', policy, now)).allowed).toBe(true);
      const waits = [];
      for (let i = 0; i < 4; i++) {
        const refused = await limiter.take('d', policy, now + 1);
        expect(refused.allowed).toBe(false);
        waits.push(refused.retryAfterMs + 1);
        now += refused.retryAfterMs + 1;
        // A refused attempt did not count: the one after the wait is let through.
        expect((await limiter.take('d', policy, now)).allowed).toBe(true);
      }
      expect(waits).toEqual([100, 200, 350, 350]);
      expect(waits).toEqual([3, 4, 5, 6].map((n) => delayAfter(n, policy)));
      // Quiet for the window: it forgets.
      expect((await limiter.take('d', policy, now + 60_000)).count).toBe(1);
      await limiter.reset('d');
      expect((await limiter.take('d', policy, now)).count).toBe(1);
    });

    it(`${store}: 100 parallel takes let exactly the limit through`, async () => {
      const limiter = make();
      const policy: AttemptPolicy = { windowMs: 60_000, limit: 5 };
      const all = await Promise.all(Array.from({ length: 100 }, () => limiter.take('p', policy)));
      expect(all.filter((a) => a.allowed)).toHaveLength(5);
      expect(all.map((a) => a.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
      const delayed: AttemptPolicy = { windowMs: 60_000, delay: { after: 4, baseMs: 60_000, maxMs: 60_000 } };
      const burst = await Promise.all(Array.from({ length: 100 }, () => limiter.take('q', delayed)));
      expect(burst.filter((a) => a.allowed)).toHaveLength(4);
    });
  }
});

describe('login throttling over HTTP', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let redis: Redis | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    if (server.context.config.redisUrl) redis = new Redis(server.context.config.redisUrl);
  });
  afterAll(async () => {
    await server.close();
    redis?.disconnect();
  });

  type Extra = { captchaId?: string; captcha?: string };
  const login = (userName: string, password: string, ip = '198.51.100.1', extra: Extra = {}) =>
    new ApiClient(server.url).request(
      'POST',
      '/auth/login',
      { userName, password, ...extra },
      { 'x-forwarded-for': ip },
    );
  const answerOf = async (captchaId: string) =>
    (
      await server.database.db
        .selectFrom('captchas')
        .select('answer')
        .where('id', '=', captchaId)
        .executeTakeFirstOrThrow()
    ).answer;
  /** Logs in answering the captcha the server asked for. */
  async function loginWithCaptcha(userName: string, password: string, ip: string) {
    const first = await login(userName, password, ip);
    if (first.status !== 403) return first;
    expect(first.body.error.code).toBe('captchaRequired');
    const captchaId = first.body.error.details.captcha.captchaId as string;
    return login(userName, password, ip, { captchaId, captcha: (await answerOf(captchaId)).toLowerCase() });
  }
  /** Lets the wait of the user name and address pass, in whichever store the server uses. */
  async function endWait(userName: string, ip: string) {
    const bucket = `login:pair:${userName}:${ip}`;
    if (redis) await redis.hset(`${redisKeyPrefix(server.context.config)}attempts:${bucket}`, 'blocked', '0');
    else
      await server.database.db
        .updateTable('rate_limit_counters')
        .set({ blocked_until: 0 })
        .where('bucket', '=', bucket)
        .execute();
  }

  it('100 parallel wrong guesses: only the few before the captcha are checked, and the real password sent in the burst does not get in', async () => {
    const ip = '198.51.100.10';
    const guesses = Array.from({ length: 100 }, (_, i) => login('player2', `guess${i}xx`, ip));
    // Once one guess has been told to bring a captcha, the limit is hit: send the real password now.
    const firstRefusal = await Promise.race(
      guesses.map((g) => g.then((r) => (r.status === 403 ? r : new Promise<never>(() => {})))),
    );
    expect(firstRefusal.body.error.code).toBe('captchaRequired');
    const real = await login('player2', 'player1234', ip);
    const answers = await Promise.all(guesses);
    const checked = answers.filter((r) => r.status === 401);
    expect(checked).toHaveLength(LOGIN_CAPTCHA_AFTER_NAME);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(100 - LOGIN_CAPTCHA_AFTER_NAME);
    for (const r of answers.filter((a) => a.status === 403)) {
      expect(r.body.error.code).toBe('captchaRequired');
      expect(r.body.error.details.captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(real.status).toBe(403);
    expect(real.body.error.code).toBe('captchaRequired');
    expect(real.headers.get('set-cookie')).toBeNull();
    // The owner still gets in, by answering the captcha; then no captcha is asked any more.
    expect((await loginWithCaptcha('player2', 'player1234', ip)).status).toBe(200);
    expect((await login('player2', 'player1234', ip)).status).toBe(200);
  });

  it('asks for a captcha after a few failures: a wrong answer gets a new one, and an answer works once', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_NAME; i++)
      expect((await login('player3', `wrong${i}xx`, ip)).status).toBe(401);
    // Another address is asked too: the failures belong to the name.
    const asked = await login('player3', 'player1234', '198.51.100.21');
    expect(asked.status).toBe(403);
    expect(asked.body.error).toMatchObject({ code: 'captchaRequired', message: expect.any(String) });
    const { captchaId } = asked.body.error.details.captcha;
    const wrong = await login('player3', 'player1234', ip, { captchaId, captcha: 'zzzzz' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('securityCode');
    const next = wrong.body.error.details.captcha.captchaId as string;
    expect(next).not.toBe(captchaId);
    // The first captcha was spent by the wrong answer.
    const answer = await answerOf(next);
    expect((await login('player3', 'player1234', ip, { captchaId, captcha: answer })).status).toBe(403);
    const ok = await login('player3', 'player1234', ip, { captchaId: next, captcha: answer });
    expect(ok.status).toBe(200);
    expect(ok.body.user.userName).toBe('player3');
  });

  it('makes one name at one address wait longer after each further failure, never for good, and not elsewhere', async () => {
    const ip = '198.51.100.30';
    const after = LOGIN_PAIR_POLICY.delay.after;
    for (let i = 0; i < after; i++)
      expect((await loginWithCaptcha('player4', `wrong${i}xx`, ip)).status).toBe(401);
    const waited = await loginWithCaptcha('player4', 'player1234', ip);
    expect(waited.status).toBe(429);
    expect(waited.body.error.code).toBe('loginDelayed');
    const first = LOGIN_PAIR_POLICY.delay.baseMs / 1000;
    expect(waited.body.error.details.retryAfter).toBeGreaterThan(first - 3);
    expect(waited.body.error.details.retryAfter).toBeLessThanOrEqual(first);
    expect(waited.headers.get('retry-after')).toBe(String(waited.body.error.details.retryAfter));
    expect(waited.body.error.message).toContain(String(waited.body.error.details.retryAfter));
    // Somebody else's guesses do not make the owner at another address wait.
    expect((await loginWithCaptcha('player4', 'player1234', '198.51.100.31')).status).toBe(200);
    // The next failure after the wait doubles it.
    await endWait('player4', ip);
    expect((await loginWithCaptcha('player4', 'wrongagain', ip)).status).toBe(401);
    const longer = await loginWithCaptcha('player4', 'player1234', ip);
    expect(longer.status).toBe(429);
    expect(longer.body.error.details.retryAfter).toBeGreaterThan(2 * first - 3);
    // Once the wait is over the right password gets in and clears the count.
    await endWait('player4', ip);
    expect((await loginWithCaptcha('player4', 'player1234', ip)).status).toBe(200);
    expect((await login('player4', 'wrong9xx', ip)).status).toBe(401);
    expect((await login('player4', 'player1234', ip)).status).toBe(200);
  });

  it('many names failing from one address make logins there need the captcha, never a block', async () => {
    const ip = '198.51.100.40';
    // A shop's successful logins do not count against its address.
    for (let i = 0; i < 5; i++) expect((await login('dealer2', 'dealer1234', ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_ADDRESS; i++)
      expect((await login(`nobody${i}x`, 'whatever', ip)).status).toBe(401);
    const asked = await login('subdealer1', 'dealer1234', ip);
    expect(asked.status).toBe(403);
    expect(asked.body.error.code).toBe('captchaRequired');
    expect((await loginWithCaptcha('subdealer1', 'dealer1234', ip)).status).toBe(200);
    expect((await login('subdealer1', 'dealer1234', '198.51.100.41')).status).toBe(200);
  });

  it('counts wrong current passwords on change-password like failed logins', async () => {
    const ip = '198.51.100.50';
    const api = await loginDemo(server.url, 'dealer1');
    const change = (currentPassword: string) =>
      api.request(
        'POST',
        '/auth/change-password',
        { currentPassword, newPassword: 'newpass99', repeatPassword: 'newpass99' },
        { 'x-forwarded-for': ip },
      );
    const after = LOGIN_PAIR_POLICY.delay.after;
    for (let i = 0; i < after; i++) {
      const res = await change(`wrong${i}xx`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('wrongCurrentPassword');
    }
    const waited = await change('dealer1234');
    expect(waited.status).toBe(429);
    expect(waited.body.error.code).toBe('loginDelayed');
    // Those guesses count for the login of the name too.
    expect((await login('dealer1', 'dealer1234', '198.51.100.51')).body.error.code).toBe('captchaRequired');
  });
});
