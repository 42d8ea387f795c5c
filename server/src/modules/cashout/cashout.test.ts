import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, oddsChange, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { writeSetting } from '../settings/index.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `cashout-${process.pid}-${Date.now()}-${n++}`;

/** Cash-out prices worked by hand on hand-made matches (5 % margin), and when selling is refused. */
describe(`cash-out prices (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: ApiClient;
  let admin: ApiClient;
  let world: World;

  const feed = (messages: Parameters<World['apply']>[0]) => world.apply(messages);
  const match = (odds: Partial<TestMatch['odds']> = {}) => world.newMatch({ odds });
  async function place(picks: ReturnType<typeof pickOn>[]) {
    const res = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  }
  const sellType = async (ticketId: string) => (await player.get(`/coupons/${ticketId}`)).body.sellType;

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'cashout_margin', '0.05');
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
    player = (await world.newPlayer({ credit: 500 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('a single: the stake times placed over current odds, less the margin, rounded down', async () => {
    const m = await match({ '1': 2 });
    const ticketId = await place([pickOn(m, '1')]);
    // 10.00 × 2.00 / 2.00 = 10.00, less 5 % = 9.50
    expect(await sellType(ticketId)).toEqual({ status: 1, winPrice: 9.5 });
    await feed([oddsChange(m, { '1': 1.6 })]);
    // 10.00 × 2.00 / 1.60 = 12.50, less 5 % = 11.875 → 11.87
    expect(await sellType(ticketId)).toEqual({ status: 1, winPrice: 11.87 });
  });

  it('a combine with a won pick counts it at its odd; a lost pick leaves nothing to sell', async () => {
    const [a, b] = [await match({ '1': 2 }), await match({ '1': 2 })];
    const ticketId = await place([pickOn(a, '1'), pickOn(b, '1')]);
    await feed([kickOff(a)]);
    await admin.post(`/admin/matches/${a.id}/result`, { score: { home: 1, away: 0 }, status: 'ended' });
    await feed([oddsChange(b, { '1': 2.5 })]);
    // 10.00 × 2.00 (won) × 2.00 / 2.50 = 16.00, less 5 % = 15.20
    expect(await sellType(ticketId)).toEqual({ status: 1, winPrice: 15.2 });

    const [c, d] = [await match(), await match()];
    const lost = await place([pickOn(c, '1'), pickOn(d, '1')]);
    await feed([kickOff(c)]);
    await admin.post(`/admin/matches/${c.id}/result`, { score: { home: 0, away: 1 }, status: 'ended' });
    expect((await sellType(lost)).status).toBe(0);
    const res = await player.post(`/coupons/${lost}/sell`, { price: 1 });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('noSellCoupon');
  });

  it('a paused match stops the sale (sellPausedOrStarted); the margin setting moves the price', async () => {
    const m = await match({ '1': 2 });
    const ticketId = await place([pickOn(m, '1')]);
    await writeSetting(server.database, 'cashout_margin', '0.2');
    expect((await sellType(ticketId)).winPrice).toBe(8);
    await writeSetting(server.database, 'cashout_margin', '0.05');
    m.version++;
    await feed([
      {
        kind: 'state',
        matchId: m.id,
        version: m.version,
        state: { ttype: 'L', status: 'paused', betStatus: 'paused', score: { home: 0, away: 0 }, time: null },
      },
    ]);
    expect(await sellType(ticketId)).toEqual({ status: 0, winPrice: 0 });
    const res = await player.post(`/coupons/${ticketId}/sell`, { price: 9.5 });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('sellPausedOrStarted');
  });

  it('a shop terminal (user type F) is offered no cash-out and may not sell', async () => {
    const shop = (await world.newShop({ credit: 100 })).api;
    const m = await match();
    const res = await shop.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOn(m, '1')] });
    expect(res.status).toBe(201);
    expect(res.body.coupon.sellType).toEqual({ status: 0, winPrice: 0 });
    const listed = (await shop.get('/coupons')).body.results[0];
    expect(listed.sellType.status).toBe(0);
    const sold = await shop.post(`/coupons/${res.body.ticketId}/sell`, { price: 9.5 });
    expect(sold.status).toBe(403);
    expect(sold.body.error.code).toBe('noSellCoupon');
  });

  it('pushes the new price on /user when the odds of a coupon move, and only when it changes', async () => {
    const m = await match({ '1': 2 });
    const ticketId = await place([pickOn(m, '1')]);
    const socket = connect(`${server.url}/user`, {
      transports: ['websocket'],
      extraHeaders: { cookie: player.cookie },
    });
    try {
      const prices: Array<{ ticketId: string; winPrice: number }> = [];
      socket.on('cashout', (p) => prices.push(p));
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      await feed([oddsChange(m, { '1': 1.6 })]);
      await expect.poll(() => prices.length).toBe(1);
      expect(prices[0]).toEqual({ ticketId, winPrice: 11.87 });
      expect((await sellType(ticketId)).winPrice).toBe(11.87);
      // Another outcome moves: this coupon's price does not, so nothing is sent.
      await feed([oddsChange(m, { X: 3.6 })]);
      await feed([oddsChange(m, { '1': 2 })]);
      await expect.poll(() => prices.length).toBe(2);
      expect(prices[1]).toEqual({ ticketId, winPrice: 9.5 });
    } finally {
      socket.close();
    }
  });
});
