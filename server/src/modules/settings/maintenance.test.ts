import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from './index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `maint-${process.pid}-${Date.now()}-${++n}`;

/** With maintenance_mode on, the server refuses what players do; administrators pass. */
describe(`maintenance mode refuses player actions (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: TestUser;
  let dealer: TestUser;
  let dealersPlayer: TestUser;
  let dealersTicket: string;
  let bonusId: number;
  let bankIn: { payId: number; payCatId: number };
  let bankOut: { payId: number; payCatId: number };
  let waitingTicket: string;

  const maintenance = (on: boolean) => writeSetting(server.database, 'maintenance_mode', on ? '1' : '0');
  const credit = async (u: TestUser) => (await u.api.get('/me')).body.credit as number;
  const coupon = () => ({ idempotencyKey: key(), stake: 10, picks: [pickOn(world.football.pre, '1')] });
  const deposit = () => ({
    idempotencyKey: key(),
    ...bankIn,
    transferType: 0,
    amount: 100,
    bank: 'TCZBTR2A',
    values: [
      { name: 'senderName', value: 'Ayşe Yılmaz' },
      { name: 'transferDate', value: '01-06-2025' },
    ],
  });
  const withdrawal = () => ({
    idempotencyKey: key(),
    ...bankOut,
    transferType: 1,
    amount: 50,
    bank: 'ISBKTRIS',
    values: [
      { name: 'accountHolder', value: 'Ayşe Yılmaz' },
      { name: 'iban', value: 'TR120001001234567890123456' },
    ],
  });
  async function signUp(api: ApiClient) {
    const captcha = await api.get('/auth/captcha');
    const row = await server.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', captcha.body.captchaId)
      .executeTakeFirstOrThrow();
    const name = `maint${++n}x`;
    return api.post('/auth/register', {
      firstName: 'Deniz',
      lastName: 'Arslan',
      birthDate: '1995-04-20',
      idNumber: '',
      sex: 'm',
      address: 'Atatürk Bulvarı No 10',
      city: 'İzmir',
      postCode: '35000',
      counrtyId: 218,
      mobile: { code: '90', number: `53300000${String(n).padStart(2, '0')}` },
      userName: name,
      password: 'secret12',
      repeatPassword: 'secret12',
      email: `${name}@example.com`,
      currency: 'TRY',
      terms: true,
      captchaId: captcha.body.captchaId,
      captcha: row.answer,
    });
  }
  function expectMaintenance(res: { status: number; body: any }, lang = 'tr') {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error.code).toBe('siteInMaintenance');
    if (lang === 'en') expect(res.body.error.message).toMatch(/maintenance/);
  }

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    player = await world.newPlayer({ credit: 500, settings: { onlineUser: 1 } });
    const methods = [
      ...(await player.api.get('/payments/categories?transferType=0')).body.results,
      ...(await player.api.get('/payments/categories?transferType=1')).body.results,
    ].flatMap((c: any) => c.paytypes);
    const pick = (m: any) => ({ payId: m.payId as number, payCatId: m.payCatId as number });
    bankIn = pick(methods.find((m: any) => m.transferType === 0 && m.payTag === 'HAVALE'));
    bankOut = pick(methods.find((m: any) => m.transferType === 1));
    const placed = await player.api.post('/coupons', coupon());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    waitingTicket = placed.body.ticketId;
    dealer = await world.newDealer({ credit: 5_000, settings: { permissions: { sellCoupon: 1 } } });
    dealersPlayer = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500 });
    const own = await dealersPlayer.api.post('/coupons', coupon());
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    dealersTicket = own.body.ticketId;
    const bonuses = (await player.api.get('/bonuses?lang=tr')).body.results as Array<{ id: number }>;
    expect(bonuses.length).toBeGreaterThan(0);
    bonusId = bonuses[0]!.id;
  });
  afterAll(async () => {
    // The last sale tells the dealers above in the background (a read, then a push through
    // Redis): closing under it would reject that push on a closed connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.close();
  });

  it('refuses placing, deposits, withdrawals, cash-out (by the player or by a dealer at the counter), bonus requests and sign-up with a message key, and changes nothing', async () => {
    await maintenance(true);
    try {
      const before = await credit(player);
      const coupons = (await player.api.get('/coupons')).body;

      expectMaintenance(await player.api.post('/coupons', coupon()));
      expectMaintenance(await player.api.post('/payments/requests', deposit()));
      expectMaintenance(await player.api.post('/payments/requests', withdrawal()));
      const sellType = (await player.api.get(`/coupons/${waitingTicket}`)).body.sellType;
      expectMaintenance(
        await player.api.post(`/coupons/${waitingTicket}/sell`, { price: sellType.winPrice || 1 }),
      );
      expectMaintenance(await signUp(new ApiClient(server.url, { 'x-forwarded-for': '192.0.2.77' })));
      expectMaintenance(await player.api.post(`/bonuses/${bonusId}/request`));
      // the dealer's cash-out at the counter moves money as the player's own does
      const dealersPrice = (await dealer.api.get(`/admin/coupons/${dealersTicket}`)).body.sellType.winPrice;
      const dealersCredit = await credit(dealersPlayer);
      expectMaintenance(
        await dealer.api.post(`/admin/coupons/${dealersTicket}/sell`, { price: dealersPrice || 1 }),
      );
      expect(await credit(dealersPlayer)).toBe(dealersCredit);
      // the message is in the asker's language
      const english = new ApiClient(server.url, { 'x-forwarded-for': '192.0.2.78', 'accept-language': 'en' });
      expectMaintenance(await signUp(english), 'en');

      expect(await credit(player)).toBe(before);
      expect((await player.api.get('/coupons')).body).toEqual(coupons);
      expect((await player.api.get('/payments/requests')).body.totalCount).toBe(0);
      const bonus = (await player.api.get('/bonuses?lang=tr')).body.results.find(
        (b: any) => b.id === bonusId,
      );
      expect(bonus.requestedExists).toBe(0);
      // reading stays open: the player still sees the balance and the coupons
      expect((await player.api.get('/me')).status).toBe(200);
    } finally {
      await maintenance(false);
    }
  });

  it('lets an administrator through while players are refused', async () => {
    await maintenance(true);
    try {
      // the administrator's coupon reaches placement's own checks (the house account has no balance)
      const adminPlaces = await world.admin.post('/coupons', coupon());
      expect(adminPlaces.body.error?.code).toBe('notEnoughCredit');
      expectMaintenance(await player.api.post('/coupons', coupon()));
    } finally {
      await maintenance(false);
    }
  });

  it('opens again when the setting is off', async () => {
    await maintenance(false);
    expect((await player.api.post('/coupons', coupon())).status).toBe(201);
    expect((await player.api.post('/payments/requests', deposit())).status).toBe(201);
    expect((await signUp(new ApiClient(server.url, { 'x-forwarded-for': '192.0.2.79' }))).status).toBe(201);
    expect((await player.api.post(`/bonuses/${bonusId}/request`)).status).toBe(201);
    const price = (await dealer.api.get(`/admin/coupons/${dealersTicket}`)).body.sellType.winPrice;
    expect((await dealer.api.post(`/admin/coupons/${dealersTicket}/sell`, { price })).status).toBe(200);
  });
});
