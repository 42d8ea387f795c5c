import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePeriod, currentAffiliateSelection } from '@bet/shared';
import { loginAs } from '../../testing/login-as.ts';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { maskEmail } from './affiliates.service.ts';
import { DEMO_AFFILIATE } from './seed.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 16 item 6: becoming an affiliate, sign-ups with its code, the manager's figures, banners. */
describe(`affiliates (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let guest: ApiClient;
  let address = 0;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    guest = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const online = () => world.newPlayer({ settings: { onlineUser: 1 } });

  /** Signs a player up through the registration route with an affiliate code. */
  async function signUp(code: string, n: number) {
    const api = new ApiClient(server.url, { 'x-forwarded-for': `198.51.100.${++address}` });
    const cap = await api.get('/auth/captcha');
    const row = await server.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', cap.body.captchaId)
      .executeTakeFirstOrThrow();
    const userName = `aff${process.pid}x${n}`;
    const res = await api.post('/auth/register', {
      firstName: 'Ece',
      lastName: 'Kara',
      birthDate: '1994-03-12',
      idNumber: '',
      sex: 'f',
      address: 'Cumhuriyet Caddesi No 5',
      city: 'Ankara',
      postCode: '06000',
      counrtyId: 218,
      mobile: { code: '90', number: `5330${String(process.pid).slice(-4)}${String(n).padStart(2, '0')}` },
      userName,
      password: 'secret12',
      repeatPassword: 'secret12',
      email: `${userName}@example.com`,
      currency: 'TRY',
      terms: true,
      captchaId: cap.body.captchaId,
      captcha: row.answer.toLowerCase(),
      affiliateUser: code,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { userName, api };
  }

  it('a player asks, waits, is activated with terms and a code; a second request is refused', async () => {
    const p = await online();
    expect((await p.api.get('/affiliate')).body).toEqual({
      status: 0,
      requested: false,
      percentBp: 0,
      cutoff: 0,
      affiliateLink: null,
    });
    const asked = await p.api.post('/affiliate/request');
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 0, requested: true, affiliateLink: null });
    const again = await p.api.post('/affiliate/request');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('affiliateRequestExists');
    // pending: the manager's figures are not open yet
    expect((await p.api.get('/affiliate/summary')).body.error.code).toBe('affiliateNotActive');

    const listed = await world.admin.get('/admin/affiliates?status=0');
    expect(listed.body.results.map((a: any) => a.userId)).toContain(p.id);
    const on = await world.admin.post(`/admin/affiliates/${p.id}`, { status: 1, percentBp: 1250, cutoff: 1 });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ userId: p.id, status: 1, percentBp: 1250, cutoff: 1 });
    expect(on.body.affiliateLink).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const state = (await p.api.get('/affiliate')).body;
    expect(state).toEqual({
      status: 1,
      requested: false,
      percentBp: 1250,
      cutoff: 1,
      affiliateLink: on.body.affiliateLink,
    });
    // changing the terms keeps the code handed out
    const changed = await world.admin.post(`/admin/affiliates/${p.id}`, { status: 1, percentBp: 2000 });
    expect(changed.body).toMatchObject({ percentBp: 2000, cutoff: 1, affiliateLink: on.body.affiliateLink });
    // refused: no figures any more
    await world.admin.post(`/admin/affiliates/${p.id}`, { status: 2 });
    expect((await p.api.get('/affiliate')).body).toMatchObject({
      status: 2,
      requested: false,
      affiliateLink: null,
    });
    expect((await p.api.get('/affiliate/users')).status).toBe(403);
  });

  it('refuses guests, shop users, the programme switched off, and what only the admin may do', async () => {
    for (const path of [
      '/affiliate',
      '/affiliate/summary',
      '/affiliate/users',
      '/affiliate/movements',
      '/affiliate/coupons',
      '/affiliate/banners',
    ])
      expect((await guest.get(path)).status, path).toBe(401);
    expect((await guest.post('/affiliate/request')).status).toBe(401);
    const shop = await world.newShop();
    const refused = await shop.api.post('/affiliate/request');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('affiliateNotAllowed');
    const p = await online();
    await writeSetting(server.database, 'affiliateStatus', '0');
    try {
      expect((await p.api.post('/affiliate/request')).status).toBe(403);
      expect((await p.api.get('/affiliate/banners')).status).toBe(403);
    } finally {
      await writeSetting(server.database, 'affiliateStatus', '1');
    }
    const dealer = await world.newDealer();
    expect((await dealer.api.get('/admin/affiliates')).status).toBe(403);
    expect((await p.api.post(`/admin/affiliates/${p.id}`, { status: 1 })).status).toBe(403);
    const missing = await world.admin.post(`/admin/affiliates/${p.id}`, { status: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('affiliateNotFound');
    await p.api.post('/affiliate/request');
    for (const bad of [
      { status: 0 },
      { status: 1, percentBp: 10_001 },
      { status: 1, percentBp: -1 },
      // basis points are whole: a fraction of one is refused, not rounded
      { status: 1, percentBp: 1250.5 },
      { status: 1, percentBp: '1250' },
      // the old percent field is refused, not dropped: its terms would silently not apply
      { status: 1, percent: 12.5 },
      { status: 1, cutoff: 8 },
      {},
    ]) {
      const res = await world.admin.post(`/admin/affiliates/${p.id}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code, JSON.stringify(bad)).toBe('invalidRequest');
    }
    expect((await world.admin.post('/admin/affiliates/abc', { status: 1 })).status).toBe(400);
  });

  it("an active affiliate's players sign up with its code; summary, users, movements and coupons by period", async () => {
    const aff = await online();
    await aff.api.post('/affiliate/request');
    const code = (
      await world.admin.post(`/admin/affiliates/${aff.id}`, { status: 1, percentBp: 2500, cutoff: 0 })
    ).body.affiliateLink as string;
    const a = await signUp(code, 1);
    await signUp(code, 2);
    await signUp('NOSUCHCODE', 3);

    const users = await aff.api.get('/affiliate/users?limit=1');
    expect(users.status).toBe(200);
    expect(users.body.totalCount).toBe(2);
    expect(users.body.results).toHaveLength(1);
    expect(users.body.results[0]).toMatchObject({
      userName: `aff${process.pid}x2`,
      email: 'a***@example.com',
      credit: 0,
      status: 1,
    });
    expect((await aff.api.get('/affiliate/users?limit=1&offset=1')).body.results[0].userName).toBe(
      a.userName,
    );

    // a referred player bets 50 at 2.5 and wins 125; the house is 75 down: no win to show
    const aId = (await a.api.get('/me')).body.userId as number;
    await world.admin.post(`/admin/users/${aId}/credit`, { amount: 200, direction: 'in' });
    const m = await world.newMatch({ odds: { '1': 2.5 } });
    const placed = await a.api.post('/coupons', {
      idempotencyKey: `affiliate-${process.pid}-1`,
      stake: 50,
      picks: [pickOn(m, '1')],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const lost = await world.newMatch({ odds: { '1': 1.5 } });
    await a.api.post('/coupons', {
      idempotencyKey: `affiliate-${process.pid}-2`,
      stake: 100,
      picks: [pickOn(lost, '1')],
    });
    await world.apply([kickOff(m), kickOff(lost)]);
    const result = (id: number, home: number, away: number) =>
      world.admin.post(`/admin/matches/${id}/result`, {
        score: { home, away },
        halftime: { home: 0, away: 0 },
        status: 'ended',
        reason: 'affiliate test',
      });
    expect((await result(m.id, 1, 0)).status).toBe(200);
    expect((await result(lost.id, 0, 1)).status).toBe(200);

    const summary = await aff.api.get('/affiliate/summary');
    expect(summary.status).toBe(200);
    const period = affiliatePeriod(currentAffiliateSelection(Date.now(), 0), 0)!;
    expect(summary.body).toMatchObject({
      period: { from: new Date(period.from).toISOString(), to: new Date(period.to).toISOString() },
      totalUser: 2,
      amountE: 150,
      amountA: 125,
      percentBp: 2500,
      // (150 − 125) × 25 % = 6.25
      win: 6.25,
      currency: 'TRY',
    });
    // a month without play: nothing, and no win shown
    const old = await aff.api.get('/affiliate/summary?year=2023&month=1');
    expect(old.body).toMatchObject({ amountE: 0, amountA: 0, win: null, totalUser: 2 });
    expect(old.body.period.from).toBe('2023-01-01T00:00:00.000Z');

    const moves = await aff.api.get('/affiliate/movements?limit=2');
    expect(moves.body.totalCount).toBe(3);
    expect(moves.body.results).toHaveLength(2);
    const all = (await aff.api.get('/affiliate/movements')).body.results;
    expect(all.map((r: any) => [r.type, r.amount, r.transType])).toEqual(
      expect.arrayContaining([
        ['stake', -50, 1],
        ['stake', -100, 1],
        ['win', 125, 0],
      ]),
    );
    expect(all.every((r: any) => r.userName === a.userName)).toBe(true);

    const coupons = await aff.api.get('/affiliate/coupons');
    expect(coupons.body.totalCount).toBe(2);
    const won = coupons.body.results.find((c: any) => c.ticketId === placed.body.ticketId);
    expect(won).toMatchObject({
      username: a.userName,
      totalStake: 50,
      income: 125,
      status: 1,
      ticketType: 'TK',
      totalTipps: 1,
    });
    expect(won.lines[0]).toMatchObject({ outcomeName: expect.any(String), odds: 2.5, status: 1 });
    expect((await aff.api.get('/affiliate/coupons?year=2023&month=1')).body.totalCount).toBe(0);
  });

  it('weekly affiliates pick a week of the month; a week the month lacks and malformed filters are refused', async () => {
    const aff = await online();
    await aff.api.post('/affiliate/request');
    await world.admin.post(`/admin/affiliates/${aff.id}`, { status: 1, percentBp: 1000, cutoff: 1 });
    // November 2026: Monday weeks from the 2nd to the 30th
    const w5 = await aff.api.get('/affiliate/summary?year=2026&month=11&week=5');
    expect(w5.body.period).toEqual({ from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' });
    const feb = await aff.api.get('/affiliate/summary?year=2026&month=2&week=5');
    expect(feb.status).toBe(422);
    expect(feb.body.error.code).toBe('affiliatePeriodInvalid');
    for (const q of ['month=13', 'week=6', 'year=abc', 'limit=0', 'limit=101', 'offset=-1'])
      expect((await aff.api.get(`/affiliate/movements?${q}`)).status, q).toBe(400);
  });

  it('lists the banners with the code of an active affiliate, and the seeded demo affiliate', async () => {
    const p = await online();
    const none = await p.api.get('/affiliate/banners');
    expect(none.status).toBe(200);
    expect(none.body.affCode).toBeNull();
    expect(none.body.results.map((b: any) => [b.width, b.height])).toEqual([
      [300, 250],
      [728, 90],
      [320, 50],
    ]);
    const demo = await loginAs(server.url, DEMO_AFFILIATE.userName, DEMO_AFFILIATE.password);
    expect((await demo.get('/affiliate')).body).toMatchObject({
      status: 1,
      percentBp: 2500,
      affiliateLink: DEMO_AFFILIATE.code,
    });
    expect((await demo.get('/affiliate/banners')).body.affCode).toBe(DEMO_AFFILIATE.code);
    expect((await demo.get('/affiliate/users')).body.results.map((u: any) => u.userName).sort()).toEqual([
      'player2',
      'player3',
    ]);
  });

  it('masks e-mail addresses', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('broken')).toBe('***');
  });
});
