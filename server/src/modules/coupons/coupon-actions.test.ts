import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intlLocales } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { oddsChange, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { settleMatch } from '../settlement/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `actions-${process.pid}-${Date.now()}-${n++}`;

describe(`cancelling and selling coupons (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: ApiClient;
  let playerName: string;
  /** the player's dealer (with the cancel right) and a dealer beside it */
  let dealer: TestUser;
  let otherDealer: TestUser;
  /** a new pre-match football match for each coupon, so no test meets another's limits */
  const take = () => world.newMatch();
  const pickOf = (m: TestMatch) => pickOn(m, '1');
  const credit = async (api = player) => (await api.get('/me')).body.credit as number;
  const place = async (picks: ReturnType<typeof pickOf>[], stake = 10, system?: number[]) => {
    const res = await player.post('/coupons', {
      idempotencyKey: key(),
      stake,
      picks,
      ...(system ? { system } : {}),
    });
    expect(res.status).toBe(201);
    return res.body.ticketId as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    await writeSetting(server.database, 'same_coupon_limit', '100');
    dealer = await world.newDealer({ settings: { permissions: { couponCancel: 1 } } });
    otherDealer = await world.newDealer();
    const p = await world.newPlayer({ parent: dealer, credit: 1000 });
    player = p.api;
    playerName = p.userName;
  });
  afterAll(async () => {
    await server.close();
  });

  it('a player cancels a pre-match coupon within the window and gets the stake back, once', async () => {
    const ticketId = await place([pickOf(await take())]);
    const before = await credit();
    const res = await player.post(`/coupons/${ticketId}/cancel`);
    expect(res.body).toMatchObject({ status: 1 });
    expect((await player.get(`/coupons/${ticketId}`)).body.status).toBe(-2);
    expect(await credit()).toBeCloseTo(before + 10, 2);
    expect((await player.post(`/coupons/${ticketId}/cancel`)).status).toBe(200);
    expect(await credit()).toBeCloseTo(before + 10, 2);
  });

  it('refuses to cancel after the window ("coupon cancel time expired")', async () => {
    const ticketId = await place([pickOf(await take())]);
    await writeSetting(server.database, 'coupon_cancel_ms', '0');
    await new Promise((r) => setTimeout(r, 5));
    const res = await player.post(`/coupons/${ticketId}/cancel`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('couponCancelTimeExpired');
    expect((await player.get(`/coupons/${ticketId}`)).body.canceled).toBe(0);
    await writeSetting(server.database, 'coupon_cancel_ms', '300000');
  });

  it('a dealer with the cancel right cancels a coupon of its subtree; another dealer may not', async () => {
    const ticketId = await place([pickOf(await take())]);
    const refusedRes = await otherDealer.api.post(`/coupons/${ticketId}/cancel`);
    expect(refusedRes.status).toBe(404);
    expect(refusedRes.body.error.code).toBe('couponNotFound');
    expect((await dealer.api.post(`/coupons/${ticketId}/cancel`)).body.status).toBe(1);
  });

  it('shows a cash-out price and sells at it; a second sale pays nothing more', async () => {
    const ticketId = await place([pickOf(await take())], 20);
    const coupon = (await player.get(`/coupons/${ticketId}`)).body;
    expect(coupon.sellType.status).toBe(1);
    expect(coupon.sellType.winPrice).toBeGreaterThan(0);
    expect(coupon.sellType.winPrice).toBeLessThan(20);
    const before = await credit();
    const sold = await player.post(`/coupons/${ticketId}/sell`, { price: coupon.sellType.winPrice });
    expect(sold.body).toMatchObject({ status: 1, paid: coupon.sellType.winPrice });
    expect((await player.get(`/coupons/${ticketId}`)).body.status).toBe(2);
    expect(await credit()).toBeCloseTo(before + coupon.sellType.winPrice, 2);
    expect(
      (await player.post(`/coupons/${ticketId}/sell`, { price: coupon.sellType.winPrice })).body.paid,
    ).toBe(coupon.sellType.winPrice);
    expect(await credit()).toBeCloseTo(before + coupon.sellType.winPrice, 2);
  });

  it('a sale sent again with its idempotency key is answered as the first; the key with another coupon is 409', async () => {
    const ticketId = await place([pickOf(await take())], 20);
    const other = await place([pickOf(await take())], 20);
    const price = (await player.get(`/coupons/${ticketId}`)).body.sellType.winPrice as number;
    const before = await credit();
    const idempotencyKey = `sell-${key()}`;
    const first = await player.post(`/coupons/${ticketId}/sell`, { price, idempotencyKey });
    expect(first.status).toBe(200);
    // the answer was lost: the same sale again pays nothing more and answers the same
    const again = await player.post(`/coupons/${ticketId}/sell`, { price, idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await credit()).toBeCloseTo(before + price, 2);
    const otherPrice = (await player.get(`/coupons/${other}`)).body.sellType.winPrice as number;
    const reused = await player.post(`/coupons/${other}/sell`, { price: otherPrice, idempotencyKey });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotencyKeyReused');
    expect((await player.get(`/coupons/${other}`)).body.status).toBe(0);
    expect(await credit()).toBeCloseTo(before + price, 2);
  });

  it('the operator sets the cash-out margin, and lists reach back coupons_day days unless asked', async () => {
    const ticketId = await place([pickOf(await take())], 20);
    const usual = (await player.get(`/coupons/${ticketId}`)).body.sellType.winPrice;
    await writeSetting(server.database, 'cashout_margin', '0.5');
    const greedy = (await player.get(`/coupons/${ticketId}`)).body.sellType.winPrice;
    expect(greedy).toBeLessThan(usual);
    await writeSetting(server.database, 'cashout_margin', '0.05');
    await writeSetting(server.database, 'coupons_day', '0');
    await new Promise((r) => setTimeout(r, 5));
    expect((await player.get('/coupons')).body.results.map((c: any) => c.ticketId)).not.toContain(ticketId);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    expect((await player.get(`/coupons?from=${day}`)).body.results.map((c: any) => c.ticketId)).toContain(
      ticketId,
    );
    await writeSetting(server.database, 'coupons_day', '30');
  });

  it('refuses a sale when the price moved (409 with the new price), and systems (noSellCoupon)', async () => {
    const m = await take();
    const ticketId = await place([pickOf(m)], 20);
    const seen = (await player.get(`/coupons/${ticketId}`)).body.sellType.winPrice;
    await world.apply([oddsChange(m, { '1': 2.6, X: 4.16, '2': 4.55 })]);
    const moved = await player.post(`/coupons/${ticketId}/sell`, { price: seen });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('sellPriceChanged');
    expect(moved.body.error.details.winPrice).toBeLessThan(seen);
    const system = await place(
      [pickOf(await take()), pickOf(await take()), pickOf(await take()), pickOf(await take())],
      4,
      [3],
    );
    const sk = await player.post(`/coupons/${system}/sell`, { price: 1 });
    expect(sk.status).toBe(422);
    expect(sk.body.error.code).toBe('noSellCoupon');
  });

  it('a coupon is paid exactly once when settlement runs concurrently with a sale', async () => {
    const m = await take();
    const ticketId = await place([pickOf(m)], 10);
    const price = (await player.get(`/coupons/${ticketId}`)).body.sellType.winPrice;
    const before = await credit();
    const [sale] = await Promise.all([
      player.post(`/coupons/${ticketId}/sell`, { price }),
      settleMatch(server.context, m.id, { status: 'ended', score: { home: 3, away: 0 }, halftime: null }),
    ]);
    const after = (await player.get(`/coupons/${ticketId}`)).body;
    const received = Math.round(((await credit()) - before) * 100) / 100;
    if (sale.status === 200) expect(after.status).toBe(2);
    expect(received).toBeCloseTo(after.income, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('prints a ticket with barcode, QR code, the date in the asked time zone and every line', async () => {
    const picks = [pickOf(await take()), pickOf(await take())];
    const ticketId = await place(picks, 10);
    const res = await fetch(`${server.url}/api/v1/coupons/${ticketId}/print?lang=en&timezone=Asia/Tokyo`, {
      headers: { cookie: player.cookie },
    });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(ticketId);
    expect(html.match(/<svg/g)?.length).toBe(2);
    const coupon = (await player.get(`/coupons/${ticketId}`)).body;
    for (const line of coupon.lines) expect(html).toContain(line.home.replace('&', '&amp;'));
    // English pages and tickets write dates the British way (day first), as the site's English is en-GB
    const tokyo = new Intl.DateTimeFormat([...intlLocales('en')], {
      timeZone: 'Asia/Tokyo',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(new Date(coupon.ticketDate));
    expect(html).toContain(tokyo);
    expect(html).toContain('Max. payout');
    expect((await player.get(`/coupons/${ticketId}/print?timezone=Mars/Base`)).status).toBe(400);
  });

  it('shares a coupon by a code that carries no user id; anyone reads it, only the owner makes it', async () => {
    const picks = [pickOf(await take())];
    const ticketId = await place(picks, 10);
    const guest = new ApiClient(server.url);
    // only the owner makes a code, and the same one each time
    expect((await guest.post(`/coupons/${ticketId}/share`, {})).status).toBe(401);
    const stranger = (await world.newPlayer()).api;
    expect((await stranger.post(`/coupons/${ticketId}/share`, {})).status).toBe(404);
    const first = await player.post(`/coupons/${ticketId}/share`, {});
    expect(first.status).toBe(200);
    const code = first.body.code as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    // (a user id of two or three digits turns up by chance in a random code: the ticket id does not)
    expect(code).not.toContain(ticketId);
    expect((await player.post(`/coupons/${ticketId}/share`, {})).body.code).toBe(code);
    // a second coupon gets a code of its own
    const other = await place([pickOf(await take())], 5);
    expect((await player.post(`/coupons/${other}/share`, {})).body.code).not.toBe(code);

    // anyone with the code reads the lines, without the owner, the ticket id or the owner's actions
    const shared = await guest.get(`/shared-coupons/${code}`);
    expect(shared.status).toBe(200);
    const text = JSON.stringify(shared.body);
    expect(text).not.toContain(playerName);
    expect(text).not.toContain(ticketId);
    expect(shared.body).toMatchObject({ ticketId: '', canceled: 0, sellType: { status: 0, winPrice: 0 } });
    expect(shared.body.lines[0]).toMatchObject({
      matchId: picks[0]!.matchId,
      marketId: picks[0]!.marketId,
      outcomeId: picks[0]!.outcomeId,
    });
    expect((await guest.get(`/shared-coupons/${'x'.repeat(22)}`)).status).toBe(404);
    expect((await guest.get('/shared-coupons/short')).status).toBe(400);
    expect((await guest.get(`/shared-coupons/${code.slice(0, -1)}%25`)).status).toBe(400);

    // "User type F: no sharing"
    const shop = (await world.newShop({ parent: dealer, credit: 100 })).api;
    const shopTicket = (
      await shop.post('/coupons', {
        idempotencyKey: `share-shop-${Date.now()}`,
        stake: 5,
        picks: [pickOf(await take())],
      })
    ).body.ticketId as string;
    expect((await shop.post(`/coupons/${shopTicket}/share`, {})).status).toBe(403);
  });

  it('a dealer lists its subtree coupons, and only those', async () => {
    const ticketId = await place([pickOf(await take())], 5);
    const mine = await dealer.api.get('/admin/coupons?limit=100');
    expect(mine.body.results.map((c: any) => c.ticketId)).toContain(ticketId);
    const other = otherDealer.api;
    expect(
      (await other.get('/admin/coupons?limit=100')).body.results.map((c: any) => c.ticketId),
    ).not.toContain(ticketId);
    const me = (await player.get('/me')).body;
    expect((await other.get(`/admin/coupons?userId=${me.userId}`)).status).toBe(404);
    expect((await player.get('/admin/coupons')).status).toBe(403);
  });

  it('pushes balance and coupon news on /user to the logged-in player only', async () => {
    const socket = connect(`${server.url}/user`, {
      transports: ['websocket'],
      extraHeaders: { cookie: player.cookie },
    });
    const events: Array<[string, any]> = [];
    socket.on('balance', (b) => events.push(['balance', b]));
    socket.on('coupon', (c) => events.push(['coupon', c]));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const ticketId = await place([pickOf(await take())], 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.find((e) => e[0] === 'coupon')?.[1]).toEqual({ ticketId, status: 0 });
    expect(events.find((e) => e[0] === 'balance')?.[1].credit).toBeCloseTo(await credit(), 2);
    socket.close();
    const guest = connect(`${server.url}/user`, { transports: ['websocket'] });
    const error = await new Promise<Error>((resolve) => guest.on('connect_error', resolve));
    expect(error.message).toBe('notLoggedIn');
    guest.close();
  });
});
