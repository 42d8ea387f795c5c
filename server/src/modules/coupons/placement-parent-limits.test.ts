import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { sportsService } from '../sports/index.ts';
import { pickOn, testMatch, type TestMatch } from '../../testing/test-matches.ts';

const limitSet = (maxStake: number, more: Record<string, number> = {}) => ({
  minTip: 1,
  minStake: 1,
  maxStake,
  maxPay: 50_000,
  status: 1,
  ...more,
});

async function login(url: string, userName: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(url);
  expect((await api.post('/auth/login', { userName, password })).status).toBe(200);
  return api;
}

/** Issue 12.7 at placement: a bet is bound by the user's limits narrowed by every dealer above it. */
describe(`placement within the dealers' limits (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer1: ApiClient;
  let match: TestMatch;
  let dealer1Id: number;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await login(server.url, 'admin', 'admin1234');
    dealer1 = await login(server.url, 'dealer1', 'dealer1234');
    const { match: m, messages } = testMatch({});
    await sportsService(server.context).apply(messages);
    match = m;
    const row = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'dealer1')
      .executeTakeFirstOrThrow();
    dealer1Id = Number(row.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('a dealer lowered later takes its whole subtree down at placement, and raising it back restores it', async () => {
    const subRow = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'subdealer1')
      .executeTakeFirstOrThrow();
    const userName = `bound${process.pid}`;
    const created = await dealer1.post('/admin/users', {
      userName,
      password: 'kasa-pass-77',
      role: 'player',
      parentId: Number(subRow.id),
      limits: { single: limitSet(90) },
    });
    expect(created.status).toBe(201);
    const id = created.body.userId as number;
    expect((await admin.post(`/admin/users/${id}/credit`, { amount: 500, direction: 'in' })).status).toBe(
      200,
    );
    const player = await login(server.url, userName, 'kasa-pass-77');
    const bet = (stake: number, outcome: '1' | 'X' | '2' = '1') =>
      player.post('/coupons', {
        idempotencyKey: `limits-${process.pid}-${n++}`,
        stake,
        picks: [pickOn(match, outcome)],
      });

    // dealer1 (two levels up) is lowered; the player's own 90 and subdealer1's 10,000 stay stored
    expect(
      (await admin.patch(`/admin/users/${dealer1Id}`, { limits: { single: limitSet(30) } })).status,
    ).toBe(200);
    expect((await player.get('/me')).body.limits.single.maxStake).toBe(30);
    expect((await dealer1.get(`/admin/users/${id}`)).body.limits.single.maxStake).toBe(30);
    const tooMuch = await bet(40);
    expect([tooMuch.status, tooMuch.body.error?.code]).toEqual([422, 'maxStakeError']);
    expect(tooMuch.body.error.details.stake).toBe(30);
    expect((await player.get('/me')).body.credit).toBe(500);
    expect((await bet(25)).status).toBe(201);

    await admin.patch(`/admin/users/${dealer1Id}`, { products: { sportUser: { status: 0 } } });
    expect((await player.get('/me')).body.products.sportUser).toEqual({ status: 0 });
    expect((await bet(10, 'X')).body.error?.code).toBe('productClosed');

    await admin.patch(`/admin/users/${dealer1Id}`, {
      limits: { single: limitSet(10_000, { maxPay: 100_000 }) },
      products: { sportUser: { status: 1 } },
    });
    expect((await player.get('/me')).body.limits.single.maxStake).toBe(90);
    expect((await bet(80, 'X')).status).toBe(201);
    expect((await player.get('/me')).body.credit).toBe(395);
  });
});
