import { secureCodeFrom } from '@bet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

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
/** A well-formed payout code: a probe is refused for the ticket, not for the code's shape. */
const ANY_CODE = secureCodeFrom('payout', '12345678901234567890');

describe(`ids outside the subtree read as missing (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: World;
  /** dealer1 over sub1 and player1 (beside each other); dealer2 over player4 */
  let u: Record<'dealer1' | 'sub1' | 'player1' | 'dealer2' | 'player4', TestUser>;
  let ticketId: string;
  let missingTicket: string;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    const dealer1 = await world.newDealer();
    const dealer2 = await world.newDealer();
    u = {
      dealer1,
      sub1: await world.newDealer({ role: 'subDealer', parent: dealer1 }),
      player1: await world.newPlayer({ parent: dealer1, credit: 100 }),
      dealer2,
      player4: await world.newPlayer({ parent: dealer2 }),
    };
    const placed = await u.player1.api.post('/coupons', {
      idempotencyKey: `probe-${process.pid}-${Date.now()}`,
      stake: 5,
      picks: [pickOn(world.football.pre, '1')],
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
    for (const [caller, outside] of [
      ['dealer2', 'player1'],
      ['dealer2', 'sub1'],
      ['sub1', 'player1'],
      ['sub1', 'dealer1'],
    ] as const) {
      for (const call of userCalls)
        expect(await sameAnswer(u[caller].api, call, String(u[outside].id), missing)).toBe('userNotFound');
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
      raw('POST', (t) => `/terminal/tickets/${t}/payout`, { terminalNo: 'T-0001', payoutCode: ANY_CODE }),
      raw('POST', (t) => `/terminal/tickets/${t}/voucher`, { terminalNo: 'T-0001', payoutCode: ANY_CODE }),
      raw('POST', (t) => `/terminal/tickets/${t}/void`, {
        terminalNo: 'T-0001',
        payoutCode: ANY_CODE,
        reason: 'customerRequest',
      }),
    ];
    const shopOf2 = await world.newShop({ parent: u.dealer2, by: u.dealer2.api });
    for (const api of [u.dealer2.api, u.player4.api, shopOf2.api])
      for (const call of ticketCalls)
        expect(await sameAnswer(api, call, ticketId, missingTicket)).toBe('couponNotFound');
    // the coupon is untouched
    expect((await u.player1.api.get(`/coupons/${ticketId}`)).body.status).toBe(0);
  });
});
