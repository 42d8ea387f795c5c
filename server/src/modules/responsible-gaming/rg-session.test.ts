import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/login-as.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `rgs-${process.pid}-${Date.now()}-${n++}`;

/**
 * Issue 20 part 3 and the deposit limit question: the session a reality check shows (its start,
 * stakes, returns and net), the interval in force (the player's own, else the site's), and whether
 * the site still has to ask a new player for a deposit limit.
 */
describe(`reality checks and the deposit limit question (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  const newPlayer = () =>
    world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: { onlineUser: 1 } });

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 10_000 });
  });
  afterAll(() => server.close());

  it("shows the session's start, stakes and net, counted from this login only", async () => {
    const p = await newPlayer();
    const before = Date.now();
    const fresh = await loginAs(server.url, p.userName, p.password);
    const first = await fresh.get('/responsible-gaming/session');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ staked: 0, returned: 0, net: 0, currency: 'TRY' });
    expect(Date.parse(first.body.sessionStartedAt)).toBeGreaterThanOrEqual(before - 1000);
    const bet = await fresh.post('/coupons', {
      idempotencyKey: key(),
      stake: 12.5,
      picks: [pickOn(world.football.pre, '1')],
    });
    expect(bet.status).toBe(201);
    expect((await fresh.get('/responsible-gaming/session')).body).toMatchObject({
      staked: 12.5,
      returned: 0,
      net: -12.5,
    });
    // the stake was made before the next login: that session starts clean
    const later = await loginAs(server.url, p.userName, p.password);
    expect((await later.get('/responsible-gaming/session')).body).toMatchObject({ staked: 0, net: 0 });
  });

  it("takes the player's own interval over the site's, audited, and refuses one not offered", async () => {
    const p = await newPlayer();
    expect((await p.api.get('/responsible-gaming/session')).body).toMatchObject({
      minutes: 60,
      ownMinutes: null,
      siteMinutes: 60,
    });
    const set = await p.api.request('PUT', '/responsible-gaming/reality-check', { minutes: 15 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ minutes: 15, ownMinutes: 15 });
    const bad = await p.api.request('PUT', '/responsible-gaming/reality-check', { minutes: 7 });
    expect(bad.status).toBe(400);
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'actor_id'])
      .where('action', '=', 'rg.realityCheck')
      .where('target_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before!)).toEqual({ minutes: null });
    expect(JSON.parse(rows[0]!.after!)).toEqual({ minutes: 15 });
    expect(Number(rows[0]!.actor_id)).toBe(p.id);

    await writeSetting(server.database, 'rg_reality_check_minutes', '0');
    try {
      expect((await p.api.get('/responsible-gaming/session')).body).toMatchObject({
        minutes: 15,
        siteMinutes: 0,
      });
      const back = await p.api.request('PUT', '/responsible-gaming/reality-check', { minutes: null });
      expect(back.body).toMatchObject({ minutes: 0, ownMinutes: null });
    } finally {
      await writeSetting(server.database, 'rg_reality_check_minutes', '60');
    }
  });

  it('asks a new player for a deposit limit until one is set or the question is answered', async () => {
    const asked = await newPlayer();
    expect((await asked.api.get('/responsible-gaming/session')).body.askDepositLimit).toBe(true);
    const declined = await asked.api.post('/responsible-gaming/deposit-limit/decline', {});
    expect(declined.status).toBe(200);
    expect(declined.body.askDepositLimit).toBe(false);
    const again = await loginAs(server.url, asked.userName, asked.password);
    expect((await again.get('/responsible-gaming/session')).body.askDepositLimit).toBe(false);

    const setter = await newPlayer();
    await setter.api.request('PUT', '/responsible-gaming/limits', {
      kind: 'deposit',
      period: 'week',
      amount: 200,
    });
    expect((await setter.api.get('/responsible-gaming/session')).body.askDepositLimit).toBe(false);
    // a loss limit is not a deposit limit: still asked
    const other = await newPlayer();
    await other.api.request('PUT', '/responsible-gaming/limits', { kind: 'loss', period: 'day', amount: 50 });
    expect((await other.api.get('/responsible-gaming/session')).body.askDepositLimit).toBe(true);
    // dealers are not asked
    expect((await dealer.api.get('/responsible-gaming/session')).body.askDepositLimit).toBe(false);
  });
});
