import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 20 part 5: the back office lists the players' limits and exclusions, and each one's history. */
describe(`the back office's responsible gaming list (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let other: TestUser;
  let limited: TestUser;
  let resting: TestUser;
  let plain: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 1_000 });
    other = await world.newDealer({ credit: 1_000 });
    limited = await world.newPlayer({ parent: dealer, by: dealer.api });
    resting = await world.newPlayer({ parent: dealer, by: dealer.api });
    plain = await world.newPlayer({ parent: dealer, by: dealer.api });
    expect(
      (
        await dealer.api.post(`/admin/responsible-gaming/${limited.id}/limits`, {
          kind: 'deposit',
          period: 'day',
          amount: 40,
          reason: 'asked by phone',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await limited.api.request('PUT', '/responsible-gaming/limits', {
          kind: 'deposit',
          period: 'day',
          amount: 90,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await resting.api.post('/responsible-gaming/exclusion', {
          type: 'timeOut',
          length: '1w',
          confirm: true,
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => server.close());

  it('lists the players of the subtree with limits, waiting changes and exclusion, and filters them', async () => {
    const all = await dealer.api.get('/admin/responsible-gaming');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    const row = (u: TestUser) => all.body.results.find((r: any) => r.userId === u.id);
    expect(row(limited)).toMatchObject({
      userName: limited.userName,
      limits: 1,
      pending: 1,
      exclusion: null,
    });
    expect(row(resting)).toMatchObject({ limits: 0, pending: 0, exclusion: { type: 'timeOut' } });
    expect(row(plain)).toMatchObject({ limits: 0, pending: 0, exclusion: null });
    const ids = async (q: string) =>
      ((await dealer.api.get(`/admin/responsible-gaming?${q}`)).body.results as any[]).map((r) => r.userId);
    expect(await ids('only=limits')).toEqual([limited.id]);
    expect(await ids('only=pending')).toEqual([limited.id]);
    expect(await ids('only=excluded')).toEqual([resting.id]);
    expect(await ids(`userName=${plain.userName}`)).toEqual([plain.id]);
    expect((await other.api.get('/admin/responsible-gaming')).body.totalCount).toBe(0);
    expect(
      (await world.admin.get('/admin/responsible-gaming?only=excluded')).body.results.map(
        (r: any) => r.userId,
      ),
    ).toContain(resting.id);
  });

  it("shows a player's history: who lowered which limit, to what and why", async () => {
    const res = await dealer.api.get(`/admin/responsible-gaming/${limited.id}/history`);
    expect(res.status).toBe(200);
    const lowered = res.body.results.find((e: any) => e.action === 'rg.limit.lowered');
    expect(lowered).toMatchObject({
      actorName: dealer.userName,
      reason: 'asked by phone',
      kind: 'deposit',
      period: 'day',
      amountBefore: null,
      amountAfter: 40,
    });
    expect(res.body.results[0].action).toBe('rg.limit.requested');
    const rest = await dealer.api.get(`/admin/responsible-gaming/${resting.id}/history`);
    expect(rest.body.results[0]).toMatchObject({
      action: 'rg.timeOut',
      length: '1w',
      actorName: resting.userName,
    });
  });

  it('refuses players, strangers and bad filters', async () => {
    expect((await plain.api.get('/admin/responsible-gaming')).status).toBe(403);
    expect((await other.api.get(`/admin/responsible-gaming/${limited.id}/history`)).status).toBe(404);
    expect((await dealer.api.get('/admin/responsible-gaming?only=everyone')).status).toBe(400);
    expect((await dealer.api.get('/admin/responsible-gaming?limit=0')).status).toBe(400);
  });
});
