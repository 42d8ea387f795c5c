import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { loginAs } from '../../testing/login-as.ts';
import { limitSet, seedWorld, type TestUser } from '../../testing/world.ts';

/** Issue 12.7 at placement: a bet is bound by the user's limits narrowed by every dealer above it. */
describe(`placement within the dealers' limits (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  /** a dealer over a sub-dealer over the player: two levels between the player and the dealer */
  let dealer: TestUser;
  let sub: TestUser;
  let match: TestMatch;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const world = await seedWorld(server);
    admin = world.admin;
    match = world.football.pre;
    dealer = await world.newDealer({ limits: { single: limitSet(10_000, { maxPay: 100_000 }) } });
    sub = await world.newDealer({ role: 'subDealer', parent: dealer, limits: { single: limitSet(10_000) } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a dealer lowered later takes its whole subtree down at placement, and raising it back restores it', async () => {
    const created = await dealer.api.post('/admin/users', {
      userName: `bound${process.pid}`,
      password: 'kasa-pass-77',
      role: 'player',
      parentId: sub.id,
      limits: { single: limitSet(90) },
    });
    expect(created.status).toBe(201);
    const id = created.body.userId as number;
    expect((await admin.post(`/admin/users/${id}/credit`, { amount: 500, direction: 'in' })).status).toBe(
      200,
    );
    const player = await loginAs(server.url, `bound${process.pid}`, 'kasa-pass-77');
    const bet = (stake: number, outcome: '1' | 'X' | '2' = '1') =>
      player.post('/coupons', {
        idempotencyKey: `limits-${process.pid}-${n++}`,
        stake,
        picks: [pickOn(match, outcome)],
      });

    // the dealer (two levels up) is lowered; the player's own 90 and the sub-dealer's 10,000 stay stored
    expect(
      (await admin.patch(`/admin/users/${dealer.id}`, { limits: { single: limitSet(30) } })).status,
    ).toBe(200);
    expect((await player.get('/me')).body.limits.single.maxStake).toBe(30);
    expect((await dealer.api.get(`/admin/users/${id}`)).body.limits.single.maxStake).toBe(30);
    const tooMuch = await bet(40);
    expect([tooMuch.status, tooMuch.body.error?.code]).toEqual([422, 'maxStakeError']);
    expect(tooMuch.body.error.details.stake).toBe(30);
    expect((await player.get('/me')).body.credit).toBe(500);
    expect((await bet(25)).status).toBe(201);

    await admin.patch(`/admin/users/${dealer.id}`, { products: { sportUser: { status: 0 } } });
    expect((await player.get('/me')).body.products.sportUser).toEqual({ status: 0 });
    expect((await bet(10, 'X')).body.error?.code).toBe('productClosed');

    await admin.patch(`/admin/users/${dealer.id}`, {
      limits: { single: limitSet(10_000, { maxPay: 100_000 }) },
      products: { sportUser: { status: 1 } },
    });
    expect((await player.get('/me')).body.limits.single.maxStake).toBe(90);
    expect((await bet(80, 'X')).status).toBe(201);
    expect((await player.get('/me')).body.credit).toBe(395);
  });
});
