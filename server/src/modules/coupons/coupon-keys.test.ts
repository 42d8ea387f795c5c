import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `close-key-${process.pid}-${Date.now()}-${n++}`;

/**
 * Closing an idempotency key: how a shop terminal settles a lost answer for good. The close and
 * the placement it races exclude each other, so what the close answers is what the server holds.
 */
describe(`closing a coupon key (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let shop: ApiClient;
  /** one pick on each of 13 pre-match matches, and one on a match in play */
  let picks: Array<ReturnType<typeof pickOn>>;
  let livePick: (typeof picks)[number];

  const credit = async (api = shop) => (await api.get('/me')).body.credit as number;
  const close = (k: string, api = shop) => api.post(`/coupons/by-key/${k}/close`, {});

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    picks = [pickOn(world.football.pre, '1')];
    while (picks.length < 13) picks.push(pickOn(await world.newMatch(), '1'));
    livePick = pickOn(world.football.live, '1');
    await writeSetting(server.database, 'live_delay_ms', '0');
    await writeSetting(server.database, 'same_coupon_limit', '1000');
    shop = (await world.newShop({ credit: 1000 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers with the coupon when one was placed with the key, every time it is asked', async () => {
    const k = key();
    const placed = await shop.post('/coupons', { idempotencyKey: k, stake: 5, picks: [picks[0]] });
    expect(placed.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await close(k);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ticketId: placed.body.ticketId, totalStake: 5 });
    }
    // the coupon is untouched, and a retry of the first request still gets it
    const retry = await shop.post('/coupons', { idempotencyKey: k, stake: 5, picks: [picks[0]] });
    expect(retry.status).toBe(200);
    expect(retry.body.ticketId).toBe(placed.body.ticketId);
  });

  it('closes an unused key: 410 couponNotPlaced, and the key can never place a coupon afterwards', async () => {
    const k = key();
    const before = await credit();
    for (let i = 0; i < 2; i++) {
      const res = await close(k);
      expect(res.status).toBe(410);
      expect(res.body.error).toMatchObject({ code: 'couponNotPlaced', message: expect.any(String) });
    }
    const late = await shop.post('/coupons', { idempotencyKey: k, stake: 5, picks: [picks[1]] });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('couponNotPlaced');
    expect((await shop.get(`/coupons/by-key/${k}`)).status).toBe(404);
    expect(await credit()).toBe(before);
  });

  it('refuses the request that was already past its first checks when the key was closed (the live delay)', async () => {
    await writeSetting(server.database, 'live_delay_ms', '400');
    try {
      const k = key();
      const before = await credit();
      const pending = shop.post('/coupons', { idempotencyKey: k, stake: 5, picks: [livePick] });
      await new Promise((r) => setTimeout(r, 150));
      expect((await close(k)).status).toBe(410);
      const res = await pending;
      expect(res.status).toBe(410);
      expect(res.body.error.code).toBe('couponNotPlaced');
      expect(await credit()).toBe(before);
    } finally {
      await writeSetting(server.database, 'live_delay_ms', '0');
    }
  });

  it('a key is closed for its own user only; others cannot reach a coupon through it', async () => {
    const k = key();
    const placed = await shop.post('/coupons', { idempotencyKey: k, stake: 5, picks: [picks[2]] });
    expect(placed.status).toBe(201);
    const player = (await world.newPlayer({ credit: 100 })).api;
    expect((await close(k, player)).status).toBe(410);
    expect((await close(k)).body.ticketId).toBe(placed.body.ticketId);
  });

  it('refuses a guest and a malformed key with clear 4xx answers', async () => {
    const guest = new ApiClient(server.url);
    const res = await close(key(), guest);
    expect(res.status).toBe(401);
    expect(res.body.login).toBe(false);
    const short = await close('abc');
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBeTruthy();
    expect((await close('x'.repeat(101))).status).toBe(400);
  });

  it('placements and closes raced on the same keys always agree: placed exactly when the close says so', async () => {
    const before = await credit();
    const keys = Array.from({ length: 30 }, () => key());
    const results = await Promise.all(
      keys.map(async (k, i) => {
        const pick = picks[3 + (i % 10)]!;
        const placing = shop.post('/coupons', { idempotencyKey: k, stake: 1, picks: [pick] });
        // a spread of head starts, so some closes come first, some during and some after
        await new Promise((r) => setTimeout(r, (i * 7) % 40));
        const [placed, closed] = await Promise.all([placing, close(k)]);
        return { k, placed, closed };
      }),
    );
    let stored = 0;
    for (const { k, placed, closed } of results) {
      const coupons = await server.database.db
        .selectFrom('coupons')
        .select('ticket_id')
        .where('idempotency_key', '=', k)
        .execute();
      if (closed.status === 200) {
        expect(placed.status, k).toBe(201);
        expect(coupons.map((c) => c.ticket_id)).toEqual([closed.body.ticketId]);
        expect(placed.body.ticketId).toBe(closed.body.ticketId);
        stored++;
      } else {
        expect(closed.status, k).toBe(410);
        expect(placed.status, k).toBe(410);
        expect(coupons).toEqual([]);
      }
    }
    expect(await credit()).toBeCloseTo(before - stored, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  }, 60_000);
});
