import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOn, kickOff, goLive } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `dealer-coupons-${process.pid}-${Date.now()}-${n++}`;

/** Issue 15 item 5: the coupons of a dealer's subtree, their detail, cancel, sale for the player and ticket. */
describe(`coupons of the subtree (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let plain: TestUser;
  let sub: TestUser;
  let player: TestUser;
  let deep: TestUser;
  let shop: TestUser;
  let stranger: TestUser;

  async function place(u: TestUser, stake: number, live = false) {
    const m = live ? world.football.live : world.football.pre;
    const res = await u.api.post('/coupons', { idempotencyKey: key(), stake, picks: [pickOn(m, '1')] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  }

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'live_delay_ms', '0');
    await writeSetting(server.database, 'same_coupon_limit', '1000');
    world = await seedWorld(server);
    dealer = await world.newDealer({
      credit: 10_000,
      settings: { permissions: { couponCancel: 1, sellCoupon: 1 } },
    });
    plain = await world.newDealer({ credit: 1_000 });
    // a sub-dealer without the cancel and sell rights (it gets the sell right by default)
    sub = await world.newDealer({
      role: 'subDealer',
      parent: dealer,
      by: dealer.api,
      credit: 2_000,
      settings: { permissions: { sellCoupon: 0 } },
    });
    player = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 1_000 });
    deep = await world.newPlayer({ parent: sub, by: sub.api, credit: 500 });
    shop = await world.newShop({ parent: dealer, by: dealer.api, credit: 500 });
    stranger = await world.newPlayer({ parent: plain, by: plain.api, credit: 500 });
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('lists the whole subtree with owners, 50 a page, filtered by user, name, ticket id, type and status', async () => {
    const mine = await place(player, 5);
    const below = await place(deep, 6);
    const live = await place(player, 7, true);
    const theirs = await place(stranger, 8);
    const all = await dealer.api.get('/admin/coupons');
    expect(all.status).toBe(200);
    const tickets = all.body.results.map((c: { ticketId: string }) => c.ticketId);
    expect(tickets).toEqual(expect.arrayContaining([mine, below, live]));
    expect(tickets).not.toContain(theirs);
    expect(all.body.results.find((c: { ticketId: string }) => c.ticketId === below).userName).toBe(
      deep.userName,
    );
    // the sub-dealer sees only its own branch
    const subList = (await sub.api.get('/admin/coupons')).body.results.map(
      (c: { ticketId: string }) => c.ticketId,
    );
    expect(subList).toEqual([below]);

    for (let i = 0; i < 50; i++) await place(player, 1);
    const page = await dealer.api.get('/admin/coupons');
    expect(page.body.results).toHaveLength(50);
    expect(page.body.totalCount).toBe(53);

    const byTicket = await dealer.api.get(`/admin/coupons?ticketId=${below}`);
    expect(byTicket.body.results.map((c: { ticketId: string }) => c.ticketId)).toEqual([below]);
    const byName = await dealer.api.get(`/admin/coupons?userName=${deep.userName}`);
    expect(byName.body.totalCount).toBe(1);
    const byUser = await dealer.api.get(`/admin/coupons?userId=${deep.id}`);
    expect(byUser.body.totalCount).toBe(1);
    const byType = await dealer.api.get('/admin/coupons?type=4');
    expect(byType.body.results.map((c: { ticketId: string }) => c.ticketId)).toEqual([live]);
    expect((await dealer.api.get('/admin/coupons?status=1')).body.totalCount).toBe(0);

    expect((await dealer.api.get(`/admin/coupons?userId=${stranger.id}`)).status).toBe(404);
    expect((await dealer.api.get('/admin/coupons?ticketId=12ab')).status).toBe(400);
    expect((await dealer.api.get('/admin/coupons?limit=500')).status).toBe(400);
    expect((await player.api.get('/admin/coupons')).status).toBe(403);
  });

  it('shows one coupon with every line and what the dealer may do; elsewhere it does not exist', async () => {
    const t = await place(deep, 4);
    const res = await dealer.api.get(`/admin/coupons/${t}`);
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0].matchId).toBe(world.football.pre.id);
    expect(res.body.userId).toBe(deep.id);
    expect(res.body.mayCancel).toBe(1);
    expect(res.body.maySell).toBe(1);
    // without the rights, the same coupon may be neither cancelled nor sold by the sub-dealer
    const bySub = await sub.api.get(`/admin/coupons/${t}`);
    expect(bySub.body.mayCancel).toBe(0);
    expect(bySub.body.maySell).toBe(0);
    const theirs = await place(stranger, 3);
    expect((await dealer.api.get(`/admin/coupons/${theirs}`)).status).toBe(404);
    expect((await dealer.api.get('/admin/coupons/99999999')).status).toBe(404);
  });

  it('cancels where the right and the rule allow, and is refused where not', async () => {
    const t = await place(player, 10);
    expect((await sub.api.post(`/coupons/${t}/cancel`)).status).toBe(404); // not the sub-dealer's branch
    const subsOwn = await place(deep, 10);
    const refused = await sub.api.post(`/coupons/${subsOwn}/cancel`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('noCancelPermission');
    const live = await place(player, 10, true);
    const liveDetail = await dealer.api.get(`/admin/coupons/${live}`);
    expect(liveDetail.body.mayCancel).toBe(0);
    expect((await dealer.api.post(`/coupons/${live}/cancel`)).status).toBe(422);
    const ok = await dealer.api.post(`/coupons/${t}/cancel`);
    expect(ok.status).toBe(200);
    expect((await dealer.api.get(`/admin/coupons/${t}`)).body.status).toBe(-2);
  });

  it("sells a player's coupon for the player at the price seen, audited; refuses without the right", async () => {
    const m = await world.newMatch();
    const res = await player.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 20,
      picks: [pickOn(m, '1')],
    });
    const t = res.body.ticketId as string;
    const before = (await player.api.get('/me')).body.credit as number;
    const detail = (await dealer.api.get(`/admin/coupons/${t}`)).body;
    const price = detail.sellType.winPrice as number;
    expect(price).toBeGreaterThan(0);
    const moved = await dealer.api.post(`/admin/coupons/${t}/sell`, { price: price + 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('sellPriceChanged');
    const noRight = await plain.api.post(`/admin/coupons/${t}/sell`, { price });
    expect(noRight.status).toBe(404); // not its player either
    const subTicket = await place(deep, 5);
    const subPrice = (await sub.api.get(`/admin/coupons/${subTicket}`)).body.sellType.winPrice;
    const subRefused = await sub.api.post(`/admin/coupons/${subTicket}/sell`, { price: subPrice });
    expect(subRefused.status).toBe(403);
    expect(subRefused.body.error.code).toBe('noSellPermission');
    const sold = await dealer.api.post(`/admin/coupons/${t}/sell`, { price });
    expect(sold.status).toBe(200);
    expect(sold.body.paid).toBe(price);
    expect((await player.api.get('/me')).body.credit).toBeCloseTo(before + price, 2);
    const again = await dealer.api.post(`/admin/coupons/${t}/sell`, { price });
    expect(again.body.paid).toBe(price); // asked again: nothing more is paid
    expect((await player.api.get('/me')).body.credit).toBeCloseTo(before + price, 2);
    const audit = await dealer.api.get(`/admin/audit?action=coupon.sell`);
    expect(audit.body.results[0].actorId).toBe(dealer.id);
    // a started match's coupon has no price: the rule refuses
    const started = await world.newMatch();
    const r2 = await player.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 5,
      picks: [pickOn(started, '1')],
    });
    await world.apply([kickOff(started), goLive(started)]);
    expect(
      (await dealer.api.post(`/admin/coupons/${r2.body.ticketId}/sell`, { price: 1 })).status,
    ).toBeGreaterThanOrEqual(409);
    // a shop's coupon is never sold
    const shopTicket = await place(shop, 5);
    const shopDetail = (await dealer.api.get(`/admin/coupons/${shopTicket}`)).body;
    expect(shopDetail.maySell).toBe(0);
    const shopSell = await dealer.api.post(`/admin/coupons/${shopTicket}/sell`, { price: 1 });
    expect(shopSell.status).toBe(403);
    expect(shopSell.body.error.code).toBe('noSellCoupon');
    expect((await dealer.api.post(`/admin/coupons/${t}/sell`, { price: -1 })).status).toBe(400);
  });

  it("answers a dealer's sale sent again with its key as the first time, and refuses the key elsewhere", async () => {
    const [a, b] = await Promise.all([world.newMatch(), world.newMatch()]);
    const placed = await Promise.all(
      [a, b].map((m) =>
        player.api.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOn(m, '1')] }),
      ),
    );
    const [t, other] = placed.map((r) => r.body.ticketId as string) as [string, string];
    const priceOf = async (ticketId: string) =>
      (await dealer.api.get(`/admin/coupons/${ticketId}`)).body.sellType.winPrice as number;
    const price = await priceOf(t);
    const before = (await player.api.get('/me')).body.credit as number;
    const idempotencyKey = `panel-sell-${key()}`;
    const sell = (ticketId: string, p: number, k: unknown = idempotencyKey) =>
      dealer.api.post(`/admin/coupons/${ticketId}/sell`, { price: p, idempotencyKey: k });
    const first = await sell(t, price);
    expect(first.status).toBe(200);
    // the answer was lost: the same sale again is answered as the first time and pays nothing more
    const again = await sell(t, price);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await player.api.get('/me')).body.credit).toBeCloseTo(before + price, 2);
    // the key of that sale sent with another coupon or another price sells nothing
    const reused = await sell(other, await priceOf(other));
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotencyKeyReused');
    expect((await sell(t, price + 1)).body.error.code).toBe('idempotencyKeyReused');
    expect((await dealer.api.get(`/admin/coupons/${other}`)).body.status).toBe(0);
    // the key is the seller's own: the player's sale under the same words is the player's
    const own = await player.api.post(`/coupons/${other}/sell`, {
      price: await priceOf(other),
      idempotencyKey,
    });
    expect(own.status).toBe(200);
    // a key that is no key is a clear refusal
    const short = await sell(t, price, 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('invalidRequest');
    const coupon = await server.database.db
      .selectFrom('coupons')
      .select('id')
      .where('ticket_id', '=', t)
      .executeTakeFirstOrThrow();
    const audited = await server.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'coupon.sell')
      .where('target_id', '=', Number(coupon.id))
      .execute();
    expect(audited).toHaveLength(1);
  });

  it("prints the ticket of a coupon of the subtree, and nobody else's", async () => {
    const t = await place(deep, 3);
    const page = await dealer.api.get(`/admin/coupons/${t}/print?lang=tr&timezone=Europe/Istanbul`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain(t);
    expect((await plain.api.get(`/admin/coupons/${t}/print`)).status).toBe(404);
    expect((await dealer.api.get(`/admin/coupons/${t}/print?timezone=Mars/Base`)).status).toBe(400);
    expect((await deep.api.get(`/admin/coupons/${t}/print`)).status).toBe(403);
  });
});
