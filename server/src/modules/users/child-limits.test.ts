import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';

const limitSet = (maxStake: number, more: Record<string, number> = {}) => ({
  minTip: 1,
  minStake: 1,
  maxStake,
  maxPay: 50_000,
  status: 1,
  ...more,
});
let n = 0;

async function login(url: string, userName: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(url);
  expect((await api.post('/auth/login', { userName, password })).status).toBe(200);
  return api;
}

/** Issue 12.7: no user below a dealer gets limits or products beyond the dealer's own. */
describe(`child limits within the parent's (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer1: ApiClient;
  let sub: ApiClient;
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
    admin = await login(server.url, 'admin', 'admin1234');
    dealer1 = await login(server.url, 'dealer1', 'dealer1234');
    sub = await login(server.url, 'subdealer1', 'dealer1234');
  });
  afterAll(async () => {
    await server.close();
  });

  const open = (api: ApiClient, body: Record<string, unknown>) =>
    api.post('/admin/users', {
      userName: `kid${process.pid}x${n++}`,
      password: 'kasa-pass-77',
      role: 'player',
      ...body,
    });
  const refusal = (res: { status: number; body: any }) => [
    res.status,
    res.body.error?.code,
    res.body.error?.details?.field,
  ];

  it('refuses a dealer that asks for more than it has: the issue’s 1e9 stake, 1e11 pay, a product it lacks', async () => {
    // dealer1 has the default limits: 10,000 max stake, 100,000 max pay per kind
    const stake = await open(dealer1, { limits: { single: limitSet(10_000_000) } });
    expect(refusal(stake)).toEqual([422, 'limitAboveParent', 'limits.single.maxStake']);
    expect(stake.body.error.details.limit).toBe(10_000);
    expect(stake.body.error.message).toBeTruthy();
    const pay = await open(dealer1, {
      limits: { combine: limitSet(100, { maxPay: 1_000_000_000, minTip: 2 }) },
    });
    expect(refusal(pay)).toEqual([422, 'limitAboveParent', 'limits.combine.maxPay']);
    const low = await open(dealer1, { limits: { single: limitSet(100, { minStake: 0.5 }) } });
    expect(refusal(low)).toEqual([422, 'limitBelowParent', 'limits.single.minStake']);

    expect(
      (await admin.patch(`/admin/users/${ids['dealer1']}`, { products: { casinoUser: { status: 0 } } }))
        .status,
    ).toBe(200);
    const product = await open(dealer1, { products: { casinoUser: { status: 1 } } });
    expect(refusal(product)).toEqual([422, 'productNotAllowed', 'products.casinoUser']);
    const patch = await dealer1.patch(`/admin/users/${ids['player1']}`, {
      products: { casinoUser: { status: 1 } },
    });
    expect(refusal(patch)).toEqual([422, 'productNotAllowed', 'products.casinoUser']);
    // the same product as a default is simply off
    const plain = await open(dealer1, {});
    expect(plain.status).toBe(201);
    expect(plain.body.products.casinoUser).toEqual({ status: 0 });
    expect(plain.body.products.sportUser).toEqual({ status: 1 });
    // nothing was written by the refused requests
    const count = await server.database.db.selectFrom('users').select(['id']).execute();
    expect(count).toHaveLength(Object.keys(ids).length + 1);
  });

  it('binds a sub-dealer by its dealer’s limits, on create and on change, and takes what fits as asked', async () => {
    expect(
      (
        await admin.patch(`/admin/users/${ids['dealer1']}`, {
          limits: { single: limitSet(100) },
          maxOddsCoupon: 500,
        })
      ).status,
    ).toBe(200);
    // subdealer1 still stores 10,000 but is bound by dealer1's 100
    expect((await dealer1.get(`/admin/users/${ids['subdealer1']}`)).body.limits.single.maxStake).toBe(100);
    const raise = await dealer1.patch(`/admin/users/${ids['subdealer1']}`, {
      limits: { single: limitSet(200) },
    });
    expect(refusal(raise)).toEqual([422, 'limitAboveParent', 'limits.single.maxStake']);
    const noCap = await dealer1.patch(`/admin/users/${ids['subdealer1']}`, { maxOddsCoupon: 0 });
    expect(refusal(noCap)).toEqual([422, 'limitAboveParent', 'maxOddsCoupon']);

    expect(
      (await dealer1.patch(`/admin/users/${ids['subdealer1']}`, { permissions: { userLimit: 1 } })).status,
    ).toBe(200);
    const over = await open(sub, { limits: { single: limitSet(150) } });
    expect(refusal(over)).toEqual([422, 'limitAboveParent', 'limits.single.maxStake']);
    expect(over.body.error.details.limit).toBe(100);
    const fits = await open(sub, { limits: { single: limitSet(80, { maxPay: 4000 }) }, maxOddsCoupon: 300 });
    expect(fits.status).toBe(201);
    expect(fits.body.limits.single).toEqual(limitSet(80, { maxPay: 4000 }));
    expect(fits.body.maxOddsCoupon).toBe(300);
    const defaults = await open(sub, {});
    expect(defaults.status).toBe(201);
    expect(defaults.body.limits.single.maxStake).toBe(100);
    expect(defaults.body.limits.combine.maxStake).toBe(10_000);
    expect(defaults.body.maxOddsCoupon).toBe(500);
    expect(
      (await sub.patch(`/admin/users/${fits.body.userId}`, { limits: { single: limitSet(90) } })).status,
    ).toBe(200);
    const back = await sub.patch(`/admin/users/${fits.body.userId}`, { limits: { single: limitSet(101) } });
    expect(refusal(back)).toEqual([422, 'limitAboveParent', 'limits.single.maxStake']);
  });

  it('the house bounds nobody: an administrator may give a dealer any limit', async () => {
    const res = await admin.patch(`/admin/users/${ids['dealer2']}`, {
      limits: { single: limitSet(1_000_000) },
    });
    expect(res.status).toBe(200);
    expect(res.body.limits.single.maxStake).toBe(1_000_000);
  });
});
