import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from '@bet/shared';
import { loginDemo } from '../testing/login-as.ts';
import { recordingLogger, startTestServer, type ApiClient } from '../testing/test-server.ts';

/** pino's numeric levels */
const WARN = 40;
const ERROR = 50;

describe('malformed input is refused with a 4xx, never a 500', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const log = recordingLogger();
  let admin: ApiClient;
  let dealer: ApiClient;
  let player: ApiClient;
  let playerId: number;

  beforeAll(async () => {
    server = await startTestServer({}, log.logger);
    admin = await loginDemo(server.url, 'admin');
    dealer = await loginDemo(server.url, 'dealer1');
    player = await loginDemo(server.url, 'player1');
    const row = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'player1')
      .executeTakeFirstOrThrow();
    playerId = Number(row.id);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A request with exactly these headers and this body text (no JSON encoding on the way). */
  async function raw(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) {
    const res = await fetch(server.url + API_BASE + path, {
      method,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...init.headers },
      body: init.body,
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as { error?: { code: string } }) : undefined,
    };
  }

  function expectInvalid(res: { status: number; body?: unknown }) {
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string } }).error.code).toBe('invalidRequest');
  }

  it('treats a session cookie with a broken %-escape as no session', async () => {
    const me = await raw('GET', '/me', { headers: { cookie: 'sid=%E0%A4%A' } });
    expect(me.status).toBe(401);
    expect(me.body?.error?.code).toBe('notLoggedIn');
    expect((await raw('GET', '/sports', { headers: { cookie: 'sid=%zz; other=1' } })).status).toBe(200);
  });

  it('refuses a path parameter with a broken %-escape', async () => {
    expectInvalid(await raw('GET', '/matches/%E0%A4%A'));
    expectInvalid(await raw('GET', '/coupons/%ZZ', { headers: { cookie: player.cookie } }));
  });

  it('refuses a body that claims an encoding it does not have', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await raw('POST', '/auth/login', {
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: JSON.stringify({ userName: 'player1', password: 'player1234' }),
      });
      expectInvalid(res);
    }
  });

  it('refuses amounts past the largest amount (credit, stake, sell price, limits)', async () => {
    for (const amount of [9e13, 9.1e13, 1e20, -9.1e13]) {
      expectInvalid(await admin.post(`/admin/users/${playerId}/credit`, { amount, direction: 'in' }));
      expectInvalid(
        await player.post('/coupons', {
          idempotencyKey: `huge-stake-${amount}`,
          stake: amount,
          picks: [{ matchId: 1, marketId: 1, outcomeId: 1, odd: 1.5 }],
        }),
      );
      expectInvalid(await player.post('/coupons/1234567/sell', { price: amount }));
      const limit = { minTip: 1, minStake: 1, maxStake: amount, maxPay: amount, status: 1 };
      expectInvalid(await dealer.patch(`/admin/users/${playerId}`, { limits: { single: limit } }));
    }
    // The largest amount itself still passes validation (it is then refused by the dealer's credit).
    const atLimit = await dealer.post(`/admin/users/${playerId}/credit`, { amount: 1e11, direction: 'in' });
    expect(atLimit.status).toBe(422);
  });

  it('refuses ids beyond a 32-bit integer and odds past the largest odd', async () => {
    expectInvalid(await raw('GET', '/results?sportId=1e13'));
    expectInvalid(await raw('GET', '/matches?sportId=2147483648'));
    expectInvalid(await raw('GET', '/live/favorites?ids=1,99999999999'));
    expectInvalid(await raw('GET', '/matches/99999999999'));
    expectInvalid(await dealer.patch(`/admin/users/${playerId}`, { maxOdds: 1e12 }));
    expect((await raw('GET', '/results?sportId=2147483647')).status).toBe(200);
  });

  it('refuses a NUL character in a query, a body, a key or a path', async () => {
    expectInvalid(await raw('GET', '/matches?keyWord=ab%00cd'));
    expectInvalid(await raw('GET', '/short-codes/12%0034'));
    expectInvalid(await player.post('/auth/login', { userName: 'player1\u0000', password: 'x' }));
    expectInvalid(await admin.patch(`/admin/users/${playerId}`, { 'limits\u0000': {} }));
    expectInvalid(await player.patch('/me', { address: 'street\u0000 1' }));
  });

  it('logs the refusals at warn and none at error', () => {
    const warned = log.lines.filter((l) => l.level === WARN && l.msg === 'malformed request refused');
    expect(warned.length).toBeGreaterThanOrEqual(20);
    expect(log.lines.filter((l) => l.level >= ERROR)).toEqual([]);
  });
});
