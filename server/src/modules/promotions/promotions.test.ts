import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import { maskName, weekStart } from './promotions.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 16 item 4: promotions, bonus requests and the statuses the back office sets, top winners. */
describe(`promotions and bonus requests (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: TestUser;
  let guest: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    player = await world.newPlayer({ settings: { onlineUser: 1 } });
    guest = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const credit = async (u: TestUser) => (await u.api.get('/me')).body.credit as number;
  const requestOf = async (userId: number, bonusId: number) =>
    (await world.admin.get('/admin/bonus-requests?limit=200')).body.results.find(
      (r: any) => r.userId === userId && r.bonusId === bonusId,
    );

  it('lists the demo promotions in the page language, or those for every language, and opens one', async () => {
    const tr = await guest.get('/promotions?lang=tr');
    expect(tr.status).toBe(200);
    expect(tr.body.totalCount).toBe(3);
    expect(tr.body.results[0]).toMatchObject({
      bannerTitle: '%100 Hoş Geldin Bonusu',
      bonusImage: '/promo/welcome.svg',
    });
    const aa = await guest.get('/promotions?lang=aa');
    expect(aa.body.results[0].bannerTitle).toBe('مكافأة ترحيب 100%');
    // German has no texts of its own: the ones for every language
    const de = await guest.get('/promotions?lang=de');
    expect(de.body.results.map((p: any) => p.bannerTitle)).toEqual([
      '100% Welcome Bonus',
      'Weekly 10% Cashback',
      '25% Extra on Combos',
    ]);
    const id = tr.body.results[1].bonusId;
    const detail = await guest.get(`/promotions/${id}?lang=tr`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(tr.body.results[1]);
    expect(detail.body.content).toContain('<strong>%10</strong>');
  });

  it('refuses a promotion that is not there, not active or of another language, and a malformed id', async () => {
    expect((await guest.get('/promotions/987654321')).body.error.code).toBe('promotionNotFound');
    const hidden = await world.admin.post('/admin/promotions', {
      title: 'Hidden',
      image: '/promo/combo.svg',
      lang: 'tr',
      active: 0,
    });
    expect(hidden.status).toBe(201);
    expect((await guest.get(`/promotions/${hidden.body.id}?lang=tr`)).status).toBe(404);
    const de = (await guest.get('/promotions?lang=de')).body.results[0].bonusId;
    expect((await guest.get(`/promotions/${de}?lang=tr`)).status).toBe(404);
    for (const bad of ['0', '-1', 'abc', '1.5'])
      expect((await guest.get(`/promotions/${bad}`)).status).toBe(400);
  });

  it('only the admin creates promotions, with valid fields', async () => {
    const dealer = await world.newDealer();
    const body = { title: 'X', image: '/promo/combo.svg' };
    expect((await dealer.api.post('/admin/promotions', body)).status).toBe(403);
    expect((await player.api.post('/admin/promotions', body)).status).toBe(403);
    expect((await guest.post('/admin/promotions', body)).status).toBe(401);
    for (const bad of [
      { title: '', image: '/promo/combo.svg' },
      { title: 'X', image: 'javascript:alert(1)' },
      { title: 'X', image: '//evil.example/x.svg' },
      { title: 'X', image: '/promo/combo.svg', lang: 'xx' },
      { title: 'X', image: '/promo/combo.svg', amount: -1 },
      { title: 'X', image: '/promo/combo.svg', amount: 1.005 },
      { title: 'X', image: '/promo/combo.svg', translationOf: 1 },
    ])
      expect((await world.admin.post('/admin/promotions', bad)).status, JSON.stringify(bad)).toBe(400);
    const tr = (await guest.get('/promotions?lang=tr')).body.results[0].bonusId;
    const ofTranslation = await world.admin.post('/admin/promotions', {
      ...body,
      lang: 'de',
      translationOf: tr,
    });
    expect(ofTranslation.status).toBe(422);
    expect(ofTranslation.body.error.code).toBe('promotionNotTranslatable');
    const ofNothing = await world.admin.post('/admin/promotions', {
      ...body,
      lang: 'de',
      translationOf: 987654321,
    });
    expect(ofNothing.status).toBe(404);
  });

  it('a player requests a bonus once: waiting, and the same answer when sent again', async () => {
    const list = await player.api.get('/bonuses?lang=tr');
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThanOrEqual(3);
    const welcome = list.body.results.find((b: any) => b.title === '%100 Hoş Geldin Bonusu');
    expect(welcome).toMatchObject({ status: null, requestedExists: 0 });

    const first = await player.api.post(`/bonuses/${welcome.id}/request`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: welcome.id, title: welcome.title, status: 0, requestedExists: 1 });
    const again = await player.api.post(`/bonuses/${welcome.id}/request`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const after = (await player.api.get('/bonuses?lang=tr')).body.results.find(
      (b: any) => b.id === welcome.id,
    );
    expect(after).toMatchObject({ status: 0, requestedExists: 1 });
    const count = (await world.admin.get('/admin/bonus-requests?limit=200')).body.results.filter(
      (r: any) => r.userId === player.id,
    );
    expect(count).toHaveLength(1);
    // the same bonus asked from a page in German (its text for every language) is the same request
    const de = (await player.api.get('/bonuses?lang=de')).body.results.find(
      (b: any) => b.title === '100% Welcome Bonus',
    );
    expect(de).toMatchObject({ status: 0, requestedExists: 1 });
    expect((await player.api.post(`/bonuses/${de.id}/request`)).status).toBe(200);
  });

  it('refuses guests, unknown and non-requestable bonuses, malformed ids, and users who may not use payments', async () => {
    expect((await guest.get('/bonuses')).status).toBe(401);
    expect((await guest.post('/bonuses/1/request')).status).toBe(401);
    const unknown = await player.api.post('/bonuses/987654321/request');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('bonusNotFound');
    const info = await world.admin.post('/admin/promotions', {
      title: 'Info only',
      image: '/promo/combo.svg',
      requestable: 0,
    });
    expect((await player.api.post(`/bonuses/${info.body.id}/request`)).status).toBe(404);
    expect((await player.api.get('/bonuses')).body.results.map((b: any) => b.id)).not.toContain(info.body.id);
    expect((await player.api.post('/bonuses/x/request')).status).toBe(400);

    const bonusId = (await player.api.get('/bonuses?lang=tr')).body.results[1].id;
    // a shop terminal is no online user
    const shop = await world.newShop();
    const refusedShop = await shop.api.post(`/bonuses/${bonusId}/request`);
    expect(refusedShop.status).toBe(403);
    expect(refusedShop.body.error.code).toBe('paymentsNotAllowed');
    // nor anyone while registration is switched off
    await writeSetting(server.database, 'register_disabled', '1');
    try {
      expect((await player.api.post(`/bonuses/${bonusId}/request`)).status).toBe(403);
    } finally {
      await writeSetting(server.database, 'register_disabled', '0');
    }
    expect(await requestOf(player.id, bonusId)).toBeUndefined();
  });

  it('the admin accepts a request once, crediting its amount through the ledger; the decision is final', async () => {
    const p = await world.newPlayer({ settings: { onlineUser: 1 } });
    const bonus = await world.admin.post('/admin/promotions', {
      title: 'Twenty',
      image: '/promo/welcome.svg',
      amount: 20.5,
    });
    await p.api.post(`/bonuses/${bonus.body.id}/request`);
    const req = await requestOf(p.id, bonus.body.id);
    expect(req).toMatchObject({ status: 0, amount: 20.5, decidedAt: null });
    const before = await credit(p);

    const accepted = await world.admin.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: req.id, status: 1, userName: p.userName });
    expect(accepted.body.decidedAt).not.toBeNull();
    expect(await credit(p)).toBeCloseTo(before + 20.5, 2);
    const tx = (await p.api.get('/transactions')).body.results[0];
    expect(tx).toMatchObject({ amount: 20.5, transType: 1 });

    // the same decision again (a retry) pays nothing more
    const again = await world.admin.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 });
    expect(again.status).toBe(200);
    expect(await credit(p)).toBeCloseTo(before + 20.5, 2);
    // the other decision is refused
    const deny = await world.admin.post(`/admin/bonus-requests/${req.id}/status`, { status: 2 });
    expect(deny.status).toBe(409);
    expect(deny.body.error.code).toBe('bonusRequestDecided');
    const mine = (await p.api.get('/bonuses')).body.results.find((b: any) => b.id === bonus.body.id);
    expect(mine).toMatchObject({ status: 1, requestedExists: 1 });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('a denied request moves no money; refusals of the decision route', async () => {
    const p = await world.newPlayer({ settings: { onlineUser: 1 } });
    const bonus = await world.admin.post('/admin/promotions', {
      title: 'Ten',
      image: '/promo/welcome.svg',
      amount: 10,
    });
    await p.api.post(`/bonuses/${bonus.body.id}/request`);
    const req = await requestOf(p.id, bonus.body.id);
    const before = await credit(p);
    const denied = await world.admin.post(`/admin/bonus-requests/${req.id}/status`, { status: 2 });
    expect(denied.body.status).toBe(2);
    expect(await credit(p)).toBe(before);
    expect((await world.admin.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 })).status).toBe(
      409,
    );
    expect(
      (await world.admin.get('/admin/bonus-requests?status=2')).body.results.map((r: any) => r.id),
    ).toContain(req.id);

    const dealer = await world.newDealer();
    expect((await dealer.api.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 })).status).toBe(403);
    expect((await p.api.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 })).status).toBe(403);
    expect((await p.api.get('/admin/bonus-requests')).status).toBe(403);
    expect((await guest.post(`/admin/bonus-requests/${req.id}/status`, { status: 1 })).status).toBe(401);
    for (const bad of [{ status: 0 }, { status: 3 }, { status: '1' }, {}])
      expect((await world.admin.post(`/admin/bonus-requests/${req.id}/status`, bad)).status).toBe(400);
    const missing = await world.admin.post('/admin/bonus-requests/987654321/status', { status: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('bonusRequestNotFound');
    expect((await world.admin.get('/admin/bonus-requests?status=7')).status).toBe(400);
  });

  it("lists this week's biggest winning coupons with shortened names, and none when switched off", async () => {
    const winner = await world.newPlayer({ credit: 100 });
    const m = await world.newMatch({ odds: { '1': 3.5 } });
    const placed = await winner.api.post('/coupons', {
      idempotencyKey: `top-winners-${process.pid}`,
      stake: 40,
      picks: [pickOn(m, '1')],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await world.apply([kickOff(m)]);
    const settled = await world.admin.post(`/admin/matches/${m.id}/result`, {
      score: { home: 2, away: 0 },
      halftime: { home: 0, away: 0 },
      status: 'ended',
      reason: 'top winners test',
    });
    expect(settled.status).toBe(200);

    const top = await guest.get('/top-winners');
    expect(top.status).toBe(200);
    expect(top.body.from).toBe(new Date(weekStart(Date.now())).toISOString());
    const row = top.body.results.find((r: any) => r.userName === maskName(winner.userName));
    expect(row).toMatchObject({ amount: 140, currency: 'TRY', ticketType: 'TK' });
    expect(JSON.stringify(top.body)).not.toContain(winner.userName);
    const amounts = top.body.results.map((r: any) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    await writeSetting(server.database, 'top_winners', '0');
    try {
      expect((await guest.get('/top-winners')).body.results).toEqual([]);
    } finally {
      await writeSetting(server.database, 'top_winners', '1');
    }
  });
});

describe('top winners rules', () => {
  it('the week starts on Monday 00:00 UTC', () => {
    // Wednesday 25 November 2026, 21:00 UTC
    expect(new Date(weekStart(Date.UTC(2026, 10, 25, 21))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(Date.UTC(2026, 10, 22, 23, 59))).toBe(Date.UTC(2026, 10, 16));
  });
  it('shortens names', () => {
    expect(maskName('player1')).toBe('pl***1');
    expect(maskName('abc')).toBe('a***');
  });
});
