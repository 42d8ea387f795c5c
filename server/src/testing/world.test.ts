import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server.ts';
import { pickOn } from './test-matches.ts';
import { limitSet, seedWorld, type World } from './world.ts';

let n = 0;
const key = () => `world-${process.pid}-${n++}`;

/** The test world is what it says: matches in the named states and users where they were hung. */
describe(`the test world (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('holds its matches in the named states', () => {
    const view = server.services.sports.view;
    const { pre, preMbs3, live, started, finished } = world.football;
    expect(view.get(pre.id)).toMatchObject({ ttype: 'N', minTip: 1, sportId: 1 });
    expect(Date.parse(view.get(pre.id)!.matchDate)).toBeGreaterThan(Date.now() + 3600_000);
    expect(view.get(preMbs3.id)).toMatchObject({ minTip: 3 });
    expect(view.get(live.id)).toMatchObject({ ttype: 'L', betStatus: 'started' });
    expect(Date.parse(view.get(started.id)!.matchDate)).toBeLessThan(Date.now());
    expect(view.get(started.id)!.result).toBeFalsy();
    expect(view.get(finished.id)!.result).toMatchObject({ status: 'ended', score: { home: 2, away: 1 } });
    expect(view.get(world.basketball.pre.id)).toMatchObject({ sportId: 3, ttype: 'N' });
    expect(view.get(world.basketball.live.id)).toMatchObject({ sportId: 3, ttype: 'L' });
  });

  it('opens a player with credit who can bet, and refuses a bet on a started match', async () => {
    const p = await world.newPlayer({ credit: 50 });
    const me = (await p.api.get('/me')).body;
    expect(me).toMatchObject({ userName: p.userName, credit: 50 });
    const ok = await p.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: [pickOn(world.football.pre, '1')],
    });
    expect(ok.status).toBe(201);
    const late = await p.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: [pickOn(world.football.started, '1')],
    });
    expect(late.status).not.toBe(201);
  });

  it('hangs users under a new dealer, which sees only its own subtree', async () => {
    const dealer = await world.newDealer();
    const other = await world.newDealer();
    const p = await world.newPlayer({ parent: dealer, limits: { single: limitSet(40) } });
    const mine = (await dealer.api.get('/admin/users')).body.results.map((u: any) => u.userName);
    expect(mine).toEqual([p.userName]);
    expect((await other.api.get(`/admin/users/${p.id}`)).status).toBe(404);
    expect((await p.api.get('/me')).body.limits.single.maxStake).toBe(40);
  });

  it('opens a shop user with the terminal role', async () => {
    const shop = await world.newShop({ credit: 20 });
    expect((await shop.api.get('/me')).body).toMatchObject({ role: 'terminal', credit: 20 });
  });

  it('a dealer opening a player gives the credit from its own balance', async () => {
    const dealer = await world.newDealer({ credit: 100 });
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 30 });
    expect((await p.api.get('/me')).body.credit).toBe(30);
    expect((await dealer.api.get('/me')).body.credit).toBe(70);
  });
});
