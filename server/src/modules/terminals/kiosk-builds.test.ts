import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `kiosk-${process.pid}-${Date.now()}-${n++}`;

/**
 * Issue 20 part 7 (GLI-20): a kiosk reports the hash of its build; only approved builds whose
 * printer reports no fault take bets, and the dealer sees each terminal's build state.
 */
describe(`verified kiosks (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let shop: TestUser;
  const BUILD = 'c'.repeat(64);
  const OTHER = 'd'.repeat(64);
  const beat = (over: Record<string, unknown> = {}) =>
    shop.api.post('/terminal/heartbeat', {
      version: '2.0.0',
      terminalNo: 'K-1',
      printer: 'ok',
      queueDepth: 0,
      buildHash: BUILD,
      ...over,
    });
  const bet = async () => {
    const m = await world.newMatch();
    return shop.api.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [pickOn(m, '1')] });
  };
  const auditActions = async () =>
    (
      await server.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'terminalBuild')
        .execute()
    ).map((r) => r.action);

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 1_000 });
    shop = await world.newShop({ parent: dealer, by: dealer.api, credit: 100 });
  });
  afterAll(() => server.close());

  it('refuses bets from a kiosk whose build is not approved, in the request language, and says so in the heartbeat', async () => {
    const hb = await beat();
    expect(hb.status).toBe(200);
    expect(hb.body.betBlock).toBe('terminalBuildNotApproved');
    const refused = await bet();
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('terminalBuildNotApproved');
    // the counter asks why before any slip: the same rule's answer
    expect((await shop.api.get('/terminal/bet-block')).body).toEqual({
      betBlock: 'terminalBuildNotApproved',
    });
    const player = await world.newPlayer({ credit: 1 });
    const notShop = await player.api.get('/terminal/bet-block');
    expect([notShop.status, notShop.body.error.code]).toEqual([403, 'notAShopTerminal']);
    expect(refused.body.error.message).toMatch(/onaylı değil/);
    const m = await world.newMatch();
    const en = await shop.api.post('/coupons?lang=en', {
      idempotencyKey: key(),
      stake: 5,
      picks: [pickOn(m, '1')],
    });
    expect(en.body.error.message).toMatch(/not an approved build/);
    const list = await dealer.api.get('/admin/terminals');
    expect(list.body.results[0]).toMatchObject({ userId: shop.id, build: 'unknown', buildHash: BUILD });
  });

  it('takes bets once an administrator approves the build, audited; dealers may not approve', async () => {
    expect((await dealer.api.post('/admin/terminal-builds', { hash: BUILD })).status).toBe(403);
    expect((await world.admin.post('/admin/terminal-builds', { hash: 'XYZ' })).status).toBe(400);
    const ok = await world.admin.post('/admin/terminal-builds', {
      hash: BUILD,
      version: '2.0.0',
      note: 'release',
    });
    expect(ok.body).toEqual({ approved: true });
    expect((await world.admin.post('/admin/terminal-builds', { hash: BUILD })).body).toEqual({
      approved: false,
    });
    const builds = await world.admin.get('/admin/terminal-builds');
    expect(builds.body.results).toEqual([
      expect.objectContaining({ hash: BUILD, version: '2.0.0', note: 'release', approvedBy: 'admin' }),
    ]);
    expect((await beat()).body.betBlock).toBeNull();
    expect((await bet()).status).toBe(201);
    expect((await dealer.api.get('/admin/terminals')).body.results[0].build).toBe('approved');
    expect(await auditActions()).toEqual(['terminalBuild.approve']);
  });

  it('refuses bets while the printer reports a fault, and again after it is fixed takes them', async () => {
    for (const printer of ['paperOut', 'coverOpen', 'offline']) {
      expect((await beat({ printer })).body.betBlock).toBe('terminalPrinterFault');
      const res = await bet();
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('terminalPrinterFault');
    }
    await beat({ printer: 'paperNearEnd' });
    expect((await bet()).status).toBe(201);
  });

  it('refuses a build reported after an update until it too is approved, and a revoked one at once', async () => {
    await beat({ buildHash: OTHER });
    expect((await bet()).body.error.code).toBe('terminalBuildNotApproved');
    await beat();
    expect((await bet()).status).toBe(201);
    expect((await world.admin.post(`/admin/terminal-builds/${BUILD}/revoke`)).body).toEqual({
      revoked: true,
    });
    expect((await world.admin.post(`/admin/terminal-builds/${BUILD}/revoke`)).body).toEqual({
      revoked: false,
    });
    expect((await bet()).body.error.code).toBe('terminalBuildNotApproved');
    expect((await world.admin.get('/admin/terminal-builds')).body.results).toEqual([]);
    expect(await auditActions()).toEqual(['terminalBuild.approve', 'terminalBuild.revoke']);
    // a beat without a hash (software from before verification) leaves the terminal unverified
    await world.admin.post('/admin/terminal-builds', { hash: BUILD });
    await beat({ buildHash: undefined });
    expect((await bet()).body.error.code).toBe('terminalBuildNotApproved');
    expect((await dealer.api.get('/admin/terminals')).body.results[0].build).toBe('none');
  });

  it('where the site requires verified kiosks, a counter that never reported or went quiet takes no bets', async () => {
    const counter = await world.newShop({ parent: dealer, by: dealer.api, credit: 100 });
    const betAt = async (who: TestUser) => {
      const m = await world.newMatch();
      return who.api.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [pickOn(m, '1')] });
    };
    // the default: a counter without the kiosk software (no heartbeat ever) takes bets
    expect((await betAt(counter)).status).toBe(201);
    const setting = (value: string) =>
      world.admin.patch('/admin/settings', { settings: { kiosk_heartbeat_required: value } });
    expect((await setting('1')).status).toBe(200);
    try {
      const refused = await betAt(counter);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'terminalNotVerified']);
      expect((await counter.api.get('/terminal/bet-block')).body).toEqual({
        betBlock: 'terminalNotVerified',
      });
      // the shop above reports an approved build with a working printer: it still bets
      expect((await beat({ printer: 'ok' })).body.betBlock).toBeNull();
      expect((await bet()).status).toBe(201);
      // ... until its last heartbeat is older than the online window
      await server.database.db
        .updateTable('terminal_status')
        .set({ seen_at: Date.now() - 10 * 60_000 })
        .where('user_id', '=', shop.id)
        .execute();
      expect((await bet()).body.error?.code).toBe('terminalNotVerified');
      expect((await beat({ printer: 'ok' })).status).toBe(200);
      expect((await bet()).status).toBe(201);
      expect((await setting('yes')).status).toBe(400);
    } finally {
      await setting('');
    }
    expect((await betAt(counter)).status).toBe(201);
  });
});
