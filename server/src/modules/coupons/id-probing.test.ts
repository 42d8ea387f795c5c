import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { sportsService } from '../sports/index.ts';
import { pickOn, testMatch } from '../../testing/test-matches.ts';

async function login(url: string, userName: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(url);
  expect((await api.post('/auth/login', { userName, password })).status).toBe(200);
  return api;
}

type Call = (api: ApiClient, id: string) => Promise<Response>;

/** The raw answer, so bodies are compared byte for byte. */
const raw =
  (method: string, path: (id: string) => string, body?: unknown): Call =>
  (api, id) =>
    fetch(`${api.baseUrl}/api/v1${path(id)}`, {
      method,
      headers: {
        cookie: api.cookie,
        'x-requested-with': 'fetch',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

/**
 * Issue 12.8: an object outside the caller's subtree gets the very answer of one that does not
 * exist (status and body), so ids cannot be probed.
 */
describe(`ids outside the subtree read as missing (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ids: Record<string, number>;
  let ticketId: string;
  let missingTicket: string;

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
    const { match, messages } = testMatch({});
    await sportsService(server.context).apply(messages);
    const player1 = await login(server.url, 'player1', 'player1234');
    const placed = await player1.post('/coupons', {
      idempotencyKey: `probe-${process.pid}-${Date.now()}`,
      stake: 5,
      picks: [pickOn(match, '1')],
    });
    expect(placed.status).toBe(201);
    ticketId = placed.body.ticketId;
    // a well-formed ticket id that no coupon has
    missingTicket = ticketId === '999999999999' ? '999999999998' : '999999999999';
  });
  afterAll(async () => {
    await server.close();
  });

  async function sameAnswer(api: ApiClient, call: Call, existing: string, missing: string) {
    const [a, b] = [await call(api, existing), await call(api, missing)];
    const [textA, textB] = [await a.text(), await b.text()];
    expect(a.status, textA).toBe(404);
    expect([a.status, textA]).toEqual([b.status, textB]);
    return JSON.parse(textA).error.code as string;
  }

  it('users of another subtree, for every route that takes a user id', async () => {
    const userCalls: Call[] = [
      raw('GET', (id) => `/admin/users/${id}`),
      raw('PATCH', (id) => `/admin/users/${id}`, { onlineUser: 0 }),
      raw('POST', (id) => `/admin/users/${id}/close`),
      raw('POST', (id) => `/admin/users/${id}/reopen`),
      raw('POST', (id) => `/admin/users/${id}/password`, { password: 'probe-pass-91' }),
      raw('POST', (id) => `/admin/users/${id}/credit`, { amount: 1, direction: 'in' }),
      raw('GET', (id) => `/admin/users?parentId=${id}`),
      raw('GET', (id) => `/admin/coupons?userId=${id}`),
      // opening a user under a foreign parent: the parent id is the probed one
      (api, id) =>
        raw('POST', () => '/admin/users', {
          userName: `probe${id}`,
          password: 'probe-pass-91',
          role: 'player',
          parentId: Number(id),
        })(api, id),
    ];
    const missing = '99999999';
    const before = await server.database.db.selectFrom('users').selectAll().orderBy('id').execute();
    for (const [caller, password, outside] of [
      ['dealer2', 'dealer1234', 'player1'],
      ['dealer2', 'dealer1234', 'subdealer1'],
      ['subdealer1', 'dealer1234', 'player1'],
      ['subdealer1', 'dealer1234', 'dealer1'],
    ] as const) {
      const api = await login(server.url, caller, password);
      for (const call of userCalls)
        expect(await sameAnswer(api, call, String(ids[outside]), missing)).toBe('userNotFound');
    }
    // nothing was changed through the probes
    const after = await server.database.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(after.map(({ last_login_at: _a, updated_at: _b, ...u }) => u)).toEqual(
      before.map(({ last_login_at: _a, updated_at: _b, ...u }) => u),
    );
  });

  it("coupons and tickets of someone else, as another dealer, another player and another subtree's shop", async () => {
    const ticketCalls: Call[] = [
      raw('GET', (t) => `/coupons/${t}`),
      raw('POST', (t) => `/coupons/${t}/cancel`),
      raw('POST', (t) => `/coupons/${t}/sell`, { price: 1 }),
      raw('GET', (t) => `/coupons/${t}/print`),
      raw('GET', (t) => `/terminal/tickets/${t}`),
      raw('POST', (t) => `/terminal/tickets/${t}/payout`, { terminalNo: 'T-0001' }),
    ];
    const shopOf2 = await (
      await login(server.url, 'dealer2', 'dealer1234')
    ).post('/admin/users', {
      userName: `probeshop${process.pid}`,
      password: 'probe-pass-91',
      role: 'terminal',
    });
    expect(shopOf2.status).toBe(201);
    for (const [caller, password] of [
      ['dealer2', 'dealer1234'],
      ['player4', 'player1234'],
      [shopOf2.body.userName, 'probe-pass-91'],
    ] as const) {
      const api = await login(server.url, caller, password);
      for (const call of ticketCalls)
        expect(await sameAnswer(api, call, ticketId, missingTicket)).toBe('couponNotFound');
    }
    // the coupon is untouched
    const owner = await login(server.url, 'player1', 'player1234');
    expect((await owner.get(`/coupons/${ticketId}`)).body.status).toBe(0);
  });
});
