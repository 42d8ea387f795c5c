import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 15 item 7: shop terminals report a heartbeat; their dealers see them online or last seen. */
describe(`shop terminals (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let other: TestUser;
  let shop: TestUser;
  let quiet: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer();
    other = await world.newDealer();
    shop = await world.newShop({ parent: dealer, by: dealer.api });
    quiet = await world.newShop({ parent: dealer, by: dealer.api });
  });
  afterAll(() => server.close());

  const beat = { version: '1.36.3', terminalNo: 'T-7', printer: 'paperNearEnd', queueDepth: 2 };

  it('keeps the last heartbeat of a shop terminal and shows it to its dealer', async () => {
    const res = await shop.api.post('/terminal/heartbeat', beat);
    expect(res.status).toBe(200);
    expect(res.body.intervalMs).toBeGreaterThan(0);
    expect(
      (await shop.api.post('/terminal/heartbeat', { ...beat, queueDepth: 0, printer: 'ok' })).status,
    ).toBe(200);
    const list = await dealer.api.get('/admin/terminals');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.online).toBe(1);
    const [first, second] = list.body.results;
    expect(first).toMatchObject({
      userId: shop.id,
      userName: shop.userName,
      online: 1,
      printer: 'ok',
      queueDepth: 0,
      version: '1.36.3',
      terminalNo: 'T-7',
      status: 1,
      // a beat without a state (a build before it was reported) is a working terminal
      state: 'ok',
    });
    expect(second).toMatchObject({
      userId: quiet.id,
      online: 0,
      lastSeenAt: null,
      printer: 'unknown',
      state: 'ok',
    });
    expect((await dealer.api.get(`/admin/terminals?keyWord=${quiet.userName}`)).body.totalCount).toBe(1);
    // another dealer sees none of them
    expect((await other.api.get('/admin/terminals')).body.totalCount).toBe(0);
  });

  it('shows the state a terminal reported: out of service after its page kept crashing, updating, back to ok', async () => {
    const stateOf = async () =>
      (await dealer.api.get('/admin/terminals')).body.results.find(
        (r: { userId: number }) => r.userId === shop.id,
      ).state;
    for (const state of ['outOfService', 'updating', 'printerProblem', 'ok']) {
      expect((await shop.api.post('/terminal/heartbeat', { ...beat, state })).status).toBe(200);
      expect(await stateOf()).toBe(state);
    }
    const bad = await shop.api.post('/terminal/heartbeat', { ...beat, state: 'onFire' });
    expect(bad.status).toBe(400);
    expect(await stateOf()).toBe('ok');
  });

  it('counts a terminal silent for longer than the window as offline, with when it was last seen', async () => {
    const long = Date.now() - ONLINE_WINDOW_MS - 1000;
    await server.database.db
      .updateTable('terminal_status')
      .set({ seen_at: long })
      .where('user_id', '=', shop.id)
      .execute();
    const row = (await dealer.api.get('/admin/terminals')).body.results.find(
      (r: { userId: number }) => r.userId === shop.id,
    );
    expect(row.online).toBe(0);
    expect(row.lastSeenAt).toBe(new Date(long).toISOString());
  });

  it('refuses a heartbeat from anyone but a shop terminal, and a malformed one', async () => {
    const player = await world.newPlayer({ parent: dealer, by: dealer.api });
    const refused = await player.api.post('/terminal/heartbeat', beat);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('notAShopTerminal');
    expect((await dealer.api.post('/terminal/heartbeat', beat)).status).toBe(403);
    expect((await shop.api.post('/terminal/heartbeat', { ...beat, printer: 'smoking' })).status).toBe(400);
    expect((await shop.api.post('/terminal/heartbeat', { ...beat, queueDepth: -1 })).status).toBe(400);
    expect((await shop.api.get('/admin/terminals')).status).toBe(403);
    expect((await player.api.get('/admin/terminals')).status).toBe(403);
  });
});
