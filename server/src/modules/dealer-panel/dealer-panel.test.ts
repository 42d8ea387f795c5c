import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

const DB = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

/** A zone whose calendar day is not UTC's at this moment, whatever the hour: +14 from 11:00 UTC, else -11. */
const zoneAwayFromUtc = () => (new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The dealer panel's reads over HTTP: a dealer with a sub-dealer branch and players, a second
 * dealer beside it, coupons placed and credit moved through the real API.
 */
describe(`dealer panel reads (${DB})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: World;
  let admin: ApiClient;
  let dealer: TestUser;
  let sub: TestUser;
  let other: TestUser;
  let direct: TestUser;
  let deep: TestUser;
  let stranger: TestUser;
  let match: TestMatch;
  let n = 0;
  const bet = (user: TestUser, stake: number) =>
    user.api.post('/coupons', {
      idempotencyKey: `panel-${process.pid}-${n++}`,
      stake,
      picks: [pickOn(match, '1')],
    });

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    admin = world.admin;
    match = world.football.pre;
    dealer = await world.newDealer({ credit: 1000 });
    sub = await world.newDealer({ role: 'subDealer', parent: dealer, by: dealer.api, credit: 200 });
    direct = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 100 });
    deep = await world.newPlayer({ parent: sub, by: sub.api, credit: 50 });
    other = await world.newDealer({ credit: 500 });
    stranger = await world.newPlayer({ parent: other, by: other.api, credit: 80 });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('dashboard', () => {
    it("sums the whole subtree's stakes and open coupons, and nothing of another branch", async () => {
      const before = (await dealer.api.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
      expect(before.today).toEqual({ stakes: 0, wins: 0, bonuses: 0, ggr: 0, ngr: 0, activePlayers: 0 });
      expect(before.openCoupons).toEqual({ count: 0, maxPay: 0 });
      expect(before.terminals).toEqual({ online: 0, total: 0 });
      expect(before.days).toHaveLength(7);

      const a = await bet(direct, 10);
      const b = await bet(deep, 7.5);
      const c = await bet(stranger, 20);
      for (const r of [a, b, c]) expect(r.status).toBe(201);

      const after = (await dealer.api.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
      expect(after.currency).toBe('TRY');
      expect(after.today).toEqual({
        stakes: 17.5,
        wins: 0,
        bonuses: 0,
        ggr: 17.5,
        ngr: 17.5,
        activePlayers: 2,
      });
      expect(after.week.stakes).toBe(17.5);
      expect(after.week.activePlayers).toBe(2);
      expect(after.days[6]).toMatchObject({ stakes: 17.5, wins: 0, ggr: 17.5 });
      expect(after.openCoupons.count).toBe(2);
      expect(after.openCoupons.maxPay).toBeCloseTo(a.body.coupon.maxPay + b.body.coupon.maxPay, 2);

      // the sub-dealer sees its own branch only; the other dealer only its player
      const subView = (await sub.api.get('/admin/dashboard')).body;
      expect([subView.today.stakes, subView.today.activePlayers, subView.openCoupons.count]).toEqual([
        7.5, 1, 1,
      ]);
      expect((await other.api.get('/admin/dashboard')).body.today.stakes).toBe(20);
      // the administrator's tree holds all of them
      expect((await admin.get('/admin/dashboard')).body.today.stakes).toBeGreaterThanOrEqual(37.5);
    });

    it('counts a cancelled coupon as no stake', async () => {
      const placed = await bet(direct, 4);
      expect(placed.status).toBe(201);
      const before = (await dealer.api.get('/admin/dashboard')).body;
      const cancelled = await direct.api.post(`/coupons/${placed.body.ticketId}/cancel`);
      expect(cancelled.status).toBe(200);
      const after = (await dealer.api.get('/admin/dashboard')).body;
      expect(after.today.stakes).toBeCloseTo(before.today.stakes - 4, 2);
      expect(after.openCoupons.count).toBe(before.openCoupons.count - 1);
    });

    it('lets a partner in; refuses players, shop users, guests and unknown time zones', async () => {
      const partner = await world.newDealer({ role: 'partner' as never, parent: dealer });
      expect((await partner.api.get('/admin/dashboard')).status).toBe(200);
      expect((await direct.api.get('/admin/dashboard')).status).toBe(403);
      const shop = await world.newShop({ parent: dealer });
      expect((await shop.api.get('/admin/dashboard')).status).toBe(403);
      expect((await dealer.api.get('/admin/dashboard')).body.terminals).toEqual({ online: 0, total: 1 });
      const beat = await shop.api.post('/terminal/heartbeat', {
        version: '1.0.0',
        printer: 'ok',
        queueDepth: 0,
      });
      expect(beat.status).toBe(200);
      expect((await dealer.api.get('/admin/dashboard')).body.terminals).toEqual({ online: 1, total: 1 });
      expect((await other.api.get('/admin/dashboard')).body.terminals).toEqual({ online: 0, total: 0 });
      const guest = await fetch(`${server.url}/api/v1/admin/dashboard`);
      expect(guest.status).toBe(401);
      const bad = await dealer.api.get('/admin/dashboard?timezone=Mars/Olympus');
      expect([bad.status, bad.body.error.code]).toEqual([400, 'invalidRequest']);
    });

    it('tells the dealers above a player, live, that their figures moved when it bets', async () => {
      const sockets = [dealer, sub].map((u) =>
        connect(`${server.url}/user`, { transports: ['websocket'], extraHeaders: { cookie: u.api.cookie } }),
      );
      const otherSocket = connect(`${server.url}/user`, {
        transports: ['websocket'],
        extraHeaders: { cookie: other.api.cookie },
      });
      let otherTold = 0;
      otherSocket.on('dashboard', () => otherTold++);
      await Promise.all(
        [...sockets, otherSocket].map((s) => new Promise<void>((r) => s.on('connect', () => r()))),
      );
      const told = sockets.map((s) => new Promise<unknown>((r) => s.once('dashboard', r)));
      expect((await bet(deep, 1)).status).toBe(201);
      expect(await Promise.all(told)).toEqual([{}, {}]);
      // a player of the other dealer's branch bets: the other dealer hears of it, ours does not
      const ours = new Promise<unknown>((r) => otherSocket.once('dashboard', r));
      expect((await bet(stranger, 1)).status).toBe(201);
      await ours;
      expect(otherTold).toBe(1);
      for (const s of [...sockets, otherSocket]) s.close();
    });
  });

  describe('network', () => {
    it('lists one level with balances and child counts', async () => {
      const top = await dealer.api.get('/admin/network');
      expect(top.status).toBe(200);
      const byName = Object.fromEntries(top.body.results.map((r: { userName: string }) => [r.userName, r]));
      expect(byName[sub.userName]).toMatchObject({
        userId: sub.id,
        role: 'subDealer',
        childCount: 1,
        credit: 150,
      });
      expect(byName[direct.userName]).toMatchObject({ role: 'player', childCount: 0, ancestors: [] });
      expect(byName[deep.userName]).toBeUndefined();
      expect(byName[stranger.userName]).toBeUndefined();
      const below = await dealer.api.get(`/admin/network?parentId=${sub.id}`);
      expect(below.body.results.map((r: { userId: number }) => r.userId)).toEqual([deep.id]);
      expect(below.body.totalCount).toBe(1);
    });

    it('searches the whole subtree and shows the way down to each user found', async () => {
      const found = await dealer.api.get(`/admin/network?keyWord=${deep.userName}`);
      expect(found.body.totalCount).toBe(1);
      expect(found.body.results[0]).toMatchObject({
        userId: deep.id,
        ancestors: [{ userId: sub.id, userName: sub.userName }],
      });
      // the other branch's users are not found, however they are named
      expect((await dealer.api.get(`/admin/network?keyWord=${stranger.userName}`)).body.totalCount).toBe(0);
      expect((await dealer.api.get('/admin/network?keyWord=%25%25')).body.totalCount).toBe(0);
    });

    it('refuses another branch, players, and a search of one character', async () => {
      const foreign = await dealer.api.get(`/admin/network?parentId=${other.id}`);
      expect([foreign.status, foreign.body.error.code]).toEqual([404, 'userNotFound']);
      expect((await sub.api.get(`/admin/network?parentId=${dealer.id}`)).status).toBe(404);
      expect((await direct.api.get('/admin/network')).status).toBe(403);
      expect((await dealer.api.get('/admin/network?keyWord=a')).status).toBe(400);
      expect((await dealer.api.get('/admin/network?limit=500')).status).toBe(400);
    });
  });

  describe('finance and transactions', () => {
    it('lists the credit moved in the subtree, one row per transfer, with totals and filters', async () => {
      expect(
        (
          await dealer.api.post(`/admin/users/${direct.id}/credit`, {
            amount: 30,
            direction: 'in',
            note: 'top-up',
          })
        ).status,
      ).toBe(200);
      expect(
        (await dealer.api.post(`/admin/users/${direct.id}/credit`, { amount: 12.5, direction: 'out' }))
          .status,
      ).toBe(200);
      const all = (await dealer.api.get('/admin/finance')).body;
      // opening credit of sub (200), direct (100), deep (50, by the sub-dealer), then 30 in and 12.5 out
      expect(all.totalCount).toBe(5);
      expect(all.totals).toEqual({ in: 380, out: 12.5, net: 367.5 });
      expect(all.results[0]).toMatchObject({
        direction: 'out',
        userId: direct.id,
        actorId: dealer.id,
        actorName: dealer.userName,
        amount: 12.5,
      });
      expect(all.results[1]).toMatchObject({ direction: 'in', amount: 30, note: 'top-up' });
      expect(all.results.some((r: { userId: number }) => r.userId === stranger.id)).toBe(false);

      const outs = (await dealer.api.get('/admin/finance?direction=out')).body;
      expect([outs.totalCount, outs.totals]).toEqual([1, { in: 0, out: 12.5, net: -12.5 }]);
      const deepOnly = (await dealer.api.get(`/admin/finance?userId=${deep.id}`)).body;
      expect(deepOnly.results).toHaveLength(1);
      expect(deepOnly.results[0]).toMatchObject({ actorId: sub.id, amount: 50 });
      expect((await dealer.api.get(`/admin/finance?keyWord=${direct.userName}`)).body.totalCount).toBe(3);
      const page = (await dealer.api.get('/admin/finance?limit=2&offset=2')).body;
      expect([page.results.length, page.totalCount]).toEqual([2, 5]);
      expect((await dealer.api.get('/admin/finance?from=2000/01/01&to=2000/12/31')).body.totalCount).toBe(0);
      // a bare date is a day of the zone the panel shows dates in, not a UTC day
      const zone = encodeURIComponent(zoneAwayFromUtc());
      const day = todayIn(zoneAwayFromUtc());
      const utcDay = new Date().toISOString().slice(0, 10);
      const inZone = (d: string) => dealer.api.get(`/admin/finance?from=${d}&to=${d}&timezone=${zone}`);
      expect((await inZone(day)).body.totalCount).toBe(5);
      expect((await inZone(utcDay)).body.totalCount).toBe(0);
      // the sub-dealer sees its own branch only
      expect((await sub.api.get('/admin/finance')).body.totals).toEqual({ in: 50, out: 0, net: 50 });
    });

    it('refuses another branch, players and bad dates', async () => {
      const foreign = await dealer.api.get(`/admin/finance?userId=${stranger.id}`);
      expect([foreign.status, foreign.body.error.code]).toEqual([404, 'userNotFound']);
      expect((await direct.api.get('/admin/finance')).status).toBe(403);
      expect((await dealer.api.get('/admin/finance?from=yesterday')).status).toBe(400);
      expect((await dealer.api.get('/admin/finance?direction=sideways')).status).toBe(400);
      expect((await dealer.api.get('/admin/finance?from=2026-01-01&timezone=Mars%2FOlympus')).status).toBe(
        400,
      );
    });

    it("reads a subtree user's transactions, and no one else's", async () => {
      const tx = await dealer.api.get(`/admin/users/${deep.id}/transactions`);
      expect(tx.status).toBe(200);
      expect(tx.body.results.map((r: { type: string }) => r.type.split('->')[0])).toContain('creditIn');
      expect(tx.body.results.map((r: { type: string }) => r.type)).toContain('stake');
      expect((await dealer.api.get(`/admin/users/${stranger.id}/transactions`)).status).toBe(404);
      expect((await sub.api.get(`/admin/users/${direct.id}/transactions`)).status).toBe(404);
      expect((await direct.api.get(`/admin/users/${direct.id}/transactions`)).status).toBe(403);
    });
  });
});
