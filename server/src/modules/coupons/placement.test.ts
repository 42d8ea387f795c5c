import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponCreateResponse, isTicketId, systemTotalsByEnumeration } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `test-key-${process.pid}-${Date.now()}-${n++}`;

describe(`placing coupons (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: ApiClient;
  /** pre-match football matches with MBS 1, one per test that needs its own */
  let pre: TestMatch[];

  const pickOf = (m: TestMatch, outcome = 0) => pickOn(m, (['1', 'X', '2'] as const)[outcome]!);
  const balance = async (api = player) => (await api.get('/me')).body.credit as number;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    pre = [world.football.pre];
    while (pre.length < 17) pre.push(await world.newMatch());
    await writeSetting(server.database, 'live_delay_ms', '50');
    player = (await world.newPlayer({ credit: 5000 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a guest with 401 and login false', async () => {
    const guest = new ApiClient(server.url);
    const res = await guest.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOf(pre[0]!)] });
    expect(res.status).toBe(401);
    expect(res.body.login).toBe(false);
  });

  it('takes a combine: stake debited through the ledger, coupon stored with its lines, listed', async () => {
    const before = await balance();
    const picks = [pickOf(pre[0]!), pickOf(pre[1]!)];
    const res = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks });
    expect(res.status).toBe(201);
    const c = res.body.coupon;
    expect(c).toMatchObject({
      ticketType: 'KK',
      status: 0,
      totalStake: 10,
      totalTickets: 1,
      totalTipps: 2,
      canceled: 1,
    });
    const expected =
      Math.floor((1000 * Math.round(picks[0]!.odd * 1000) * Math.round(picks[1]!.odd * 1000)) / 1e6) / 100;
    expect(c.maxPay).toBe(expected);
    expect(c.lines.map((l: any) => l.matchId)).toEqual(picks.map((p) => p.matchId));
    expect(await balance()).toBeCloseTo(before - 10, 2);
    // a complete, check-valid id: what a scanner's burst must add up to
    expect(isTicketId(res.body.ticketId)).toBe(true);
    const list = await player.get('/coupons?status=0');
    expect(list.body.results.map((x: any) => x.ticketId)).toContain(res.body.ticketId);
    expect((await player.get(`/coupons/${res.body.ticketId}`)).body.ticketId).toBe(res.body.ticketId);
    const other = (await world.newPlayer()).api;
    expect((await other.get(`/coupons/${res.body.ticketId}`)).status).toBe(404);
  });

  it('answers with what the page, the header and the printer need: the coupon as its detail reads and the balance after', async () => {
    const shop = (await world.newShop({ credit: 500 })).api;
    for (const [api, picks] of [
      [player, [pickOf(pre[3]!), pickOf(pre[4]!, 2)]],
      [shop, [pickOf(pre[5]!, 1)]],
    ] as const) {
      const body = { idempotencyKey: key(), stake: 7, picks };
      const res = await api.post('/coupons', body);
      expect(res.status).toBe(201);
      expect(CouponCreateResponse.safeParse(res.body).success).toBe(true);
      const detail = (await api.get(`/coupons/${res.body.ticketId}`)).body;
      expect(res.body.coupon).toEqual(detail);
      expect(res.body.credit).toBe(await balance(api));
      // a repeat of the request answers the same, the balance as it is now
      const again = await api.post('/coupons', body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
    }
  });

  it('a retried idempotency key returns the first coupon and never debits twice', async () => {
    const body = { idempotencyKey: key(), stake: 5, picks: [pickOf(pre[2]!)] };
    const before = await balance();
    const first = await player.post('/coupons', body);
    const again = await player.post('/coupons', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.ticketId).toBe(first.body.ticketId);
    expect(await balance()).toBeCloseTo(before - 5, 2);
    expect((await player.get(`/coupons/by-key/${body.idempotencyKey}`)).body.ticketId).toBe(
      first.body.ticketId,
    );
    const reused = await player.post('/coupons', { ...body, stake: 6 });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotencyKeyReused');
  });

  it('the same key sent ten times at once makes one coupon and one debit', async () => {
    const body = { idempotencyKey: key(), stake: 3, picks: [pickOf(pre[16]!)] };
    const before = await balance();
    const all = await Promise.all(Array.from({ length: 10 }, () => player.post('/coupons', body)));
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(all.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(all.map((r) => r.body.ticketId)).size).toBe(1);
    expect(await balance()).toBeCloseTo(before - 3, 2);
    const stakes = await server.database.db
      .selectFrom('ledger_movements')
      .select('amount')
      .where('reference', '=', all[0]!.body.ticketId)
      .execute();
    expect(stakes.map((m) => Number(m.amount))).toEqual([-300]);
  });

  it('refuses moved odds unless the player accepts changes, and then takes the server odds', async () => {
    const p = pickOf(pre[3]!);
    const before = await balance();
    const refusedRes = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 5,
      picks: [{ ...p, odd: p.odd + 0.5 }],
    });
    expect(refusedRes.status).toBe(422);
    expect(refusedRes.body.error.code).toBe('oddsChanged');
    expect(refusedRes.body.error.details.changed).toEqual([
      { matchId: p.matchId, marketId: p.marketId, outcomeId: p.outcomeId, odd: p.odd },
    ]);
    expect(await balance()).toBeCloseTo(before, 2);
    const accepted = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 5,
      oddChangeOk: true,
      picks: [{ ...p, odd: p.odd + 0.5 }],
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.coupon.lines[0].odds).toBe(p.odd);
  });

  it("applies the player's odds-change choice: only higher takes a rise and refuses a fall, never refuses both", async () => {
    const [up, down] = [await world.newMatch(), await world.newMatch()];
    const [u, d] = [pickOf(up), pickOf(down)];
    const seenLower = { ...u, odd: u.odd - 0.1 };
    const seenHigher = { ...d, odd: d.odd + 0.1 };
    const before = await balance();
    const send = (oddsChange: string, picks: unknown[]) =>
      player.post('/coupons', { idempotencyKey: key(), stake: 2, oddsChange, picks });

    // one odd fell: refused, and the refusal lists every new odd
    const fell = await send('higher', [seenLower, seenHigher]);
    expect([fell.status, fell.body.error.code]).toEqual([422, 'oddsChanged']);
    expect(fell.body.error.details.changed).toEqual([
      { matchId: u.matchId, marketId: u.marketId, outcomeId: u.outcomeId, odd: u.odd },
      { matchId: d.matchId, marketId: d.marketId, outcomeId: d.outcomeId, odd: d.odd },
    ]);
    const never = await send('never', [seenLower]);
    expect([never.status, never.body.error.code]).toEqual([422, 'oddsChanged']);
    expect(await balance()).toBeCloseTo(before, 2);

    // only rises: taken at the server's (higher) odd
    const rose = await send('higher', [seenLower]);
    expect(rose.status).toBe(201);
    expect(rose.body.coupon.lines[0].odds).toBe(u.odd);
    const always = await send('always', [seenHigher]);
    expect(always.status).toBe(201);
    expect(always.body.coupon.lines[0].odds).toBe(d.odd);
    // an unknown choice is a bad request, not a guess
    expect((await send('sometimes', [d])).status).toBe(400);
  });

  it('a 20-pick accumulator is placed at the min stake, paid at the 320 odds cap', async () => {
    const matches = await Promise.all(Array.from({ length: 20 }, () => world.newMatch()));
    const picks = matches.map((m) => pickOf(m));
    const api = (await world.newPlayer({ credit: 100 })).api;
    const res = await api.post('/coupons', { idempotencyKey: key(), stake: 1, picks });
    expect(res.status).toBe(201);
    expect(res.body.coupon).toMatchObject({ ticketType: 'KK', totalStake: 1, maxPay: 320, totalTipps: 20 });
    // a stake past the max pay is refused with the stake that reaches it at 320, which is taken
    const big = await api.post('/coupons', { idempotencyKey: key(), stake: 50, picks });
    expect([big.status, big.body.error.code]).toEqual([422, 'maxPayStakeReduced']);
    const fits = big.body.error.details.stake as number;
    expect(fits).toBeGreaterThan(1);
    expect(fits).toBeLessThan(50);
    const placed = await api.post('/coupons', { idempotencyKey: key(), stake: fits, picks });
    expect(placed.status).toBe(201);
    expect(placed.body.coupon.maxPay).toBe(Math.round(fits * 320 * 100) / 100);
  });

  it('refuses a suspended pick (thereAreLockedMatches) and changes no balance', async () => {
    const m = pre[4]!;
    await world.apply([{ kind: 'suspend', matchId: m.id, version: ++m.version, suspended: true }]);
    const before = await balance();
    const res = await player.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [pickOf(m)] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('thereAreLockedMatches');
    // Every market of the match suspended at once: each pick's tip is closed.
    expect(res.body.error.details.couponErrors).toEqual([{ mid: m.id, msg: 'tipClosed' }]);
    expect(await balance()).toBeCloseTo(before, 2);
  });

  it('refuses unknown picks, too little credit, stakes outside the limits, and a single on an MBS-3 match', async () => {
    const unknown = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 5,
      picks: [{ matchId: 1, marketId: 1, outcomeId: 1, odd: 2 }],
    });
    expect(unknown.body.error).toMatchObject({
      code: 'notFoundMatch',
      details: { couponErrors: [{ mid: 1, msg: 'notFoundMatch' }] },
    });
    const rich = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 5000,
      picks: [pickOf(pre[5]!)],
    });
    expect(rich.body.error).toMatchObject({ code: 'maxStakeError', details: { stake: 250 } });
    const tiny = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 0.5,
      picks: [pickOf(pre[5]!)],
    });
    expect(tiny.body.error.code).toBe('minStakeError');
    const mbs3 = world.football.preMbs3;
    const single = await player.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [pickOf(mbs3)] });
    expect(single.status).toBe(422);
    expect(single.body.error).toMatchObject({ code: 'minMatchCount', details: { count: 3 } });
    const bad = await player.post('/coupons', { idempotencyKey: 'short', stake: 5, picks: [] });
    expect(bad.status).toBe(400);
  });

  it('a 2-of-3 system with a banker: bets and max pay equal an independent computation', async () => {
    const picks = [pickOf(pre[6]!), pickOf(pre[7]!), pickOf(pre[8]!), { ...pickOf(pre[9]!), banker: true }];
    const res = await player.post('/coupons', { idempotencyKey: key(), stake: 12, system: [2], picks });
    expect(res.status).toBe(201);
    const free = picks.filter((p) => !p.banker).map((p) => Math.round(p.odd * 1000));
    const bankers = picks.filter((p) => p.banker).map((p) => Math.round(p.odd * 1000));
    const e = systemTotalsByEnumeration(bankers, free, [2]);
    // "stake is the total stake, or the stake per bet when the user's staketype says so"
    const perTotal = (await player.get('/me')).body.staketype === 1;
    const perBet = perTotal ? 1200 / e.bets : 1200;
    expect(res.body.coupon).toMatchObject({
      ticketType: 'SK',
      totalTickets: e.bets,
      totalStake: (perBet * e.bets) / 100,
      systemCombi: '2',
    });
    expect(res.body.coupon.maxPay).toBe(Number((BigInt(perBet) * e.oddsSum) / e.scale) / 100);
    expect(res.body.coupon.lines.filter((l: any) => l.isBank)).toHaveLength(1);
  });

  it('a system total that does not divide by its bets stakes whole cents per bet, as the slip says, and debits only that', async () => {
    const totalTyper = (await world.newPlayer({ credit: 100, settings: { staketype: 1 } })).api;
    const picks = [pickOf(pre[10]!), pickOf(pre[11]!), pickOf(pre[12]!)];
    const res = await totalTyper.post('/coupons', { idempotencyKey: key(), stake: 10, system: [2], picks });
    expect(res.status).toBe(201);
    // 10.00 over three bets: 3 × 3.33, the cent left is not staked
    expect(res.body.coupon).toMatchObject({ totalTickets: 3, totalStake: 9.99 });
    expect(await balance(totalTyper)).toBeCloseTo(90.01, 2);
  });

  it('enforces "same coupon already made N times" and the bet limit of a match', async () => {
    await writeSetting(server.database, 'same_coupon_limit', '2');
    const picks = [pickOf(pre[10]!)];
    expect((await player.post('/coupons', { idempotencyKey: key(), stake: 1, picks })).status).toBe(201);
    expect((await player.post('/coupons', { idempotencyKey: key(), stake: 1, picks })).status).toBe(201);
    const third = await player.post('/coupons', { idempotencyKey: key(), stake: 1, picks });
    expect(third.body.error).toMatchObject({ code: 'sameCouponLimit', details: { count: 2 } });
    await writeSetting(server.database, 'same_coupon_limit', '100');
    await writeSetting(server.database, 'match_stake_limit', '1500');
    const m = pre[11]!;
    expect(
      (await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOf(m)] })).status,
    ).toBe(201);
    const full = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOf(m, 1)] });
    expect(full.body.error).toMatchObject({
      code: 'matchLimitFull',
      details: { couponErrors: [{ mid: m.id, msg: 'matchLimitFull' }] },
    });
    await writeSetting(server.database, 'match_stake_limit', '100000000');
  });

  it('the repeat limit and the match limit hold when the same coupons arrive at once', async () => {
    await writeSetting(server.database, 'same_coupon_limit', '3');
    const same = [pickOf(pre[14]!)];
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        player.post('/coupons', { idempotencyKey: key(), stake: 1, picks: same }),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(3);
    expect(burst.filter((r) => r.body.error?.code === 'sameCouponLimit')).toHaveLength(9);
    await writeSetting(server.database, 'same_coupon_limit', '100');
    await writeSetting(server.database, 'match_stake_limit', '2500');
    const m = pre[15]!;
    const outcomes = 3;
    const spread = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOf(m, i % outcomes)] }),
      ),
    );
    // 25.00 on one match allows two coupons of 10.00, whatever their outcomes.
    expect(spread.filter((r) => r.status === 201)).toHaveLength(2);
    expect(spread.filter((r) => r.body.error?.code === 'matchLimitFull')).toHaveLength(8);
    await writeSetting(server.database, 'match_stake_limit', '100000000');
  });

  it('checks a live pick again after the live delay', async () => {
    const live = world.football.live;
    await writeSetting(server.database, 'live_delay_ms', '300');
    const pending = player.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [pickOf(live)] });
    await new Promise((r) => setTimeout(r, 100));
    await world.apply([{ kind: 'suspend', matchId: live.id, version: ++live.version, suspended: true }]);
    const res = await pending;
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('thereAreLockedMatches');
    await writeSetting(server.database, 'live_delay_ms', '50');
  });

  it('500 concurrent placements with credit for only some never go below zero and balances equal their movements', async () => {
    await writeSetting(server.database, 'same_coupon_limit', '1000');
    const poor = (await world.newPlayer({ credit: 100 })).api;
    const start = await balance(poor);
    const picks = [pickOf(pre[12]!)];
    const stake = 7;
    const results = await Promise.all(
      Array.from({ length: 500 }, () => poor.post('/coupons', { idempotencyKey: key(), stake, picks })),
    );
    const ok = results.filter((r) => r.status === 201).length;
    expect([...new Set(results.filter((r) => r.status !== 201).map((r) => r.body.error?.code))]).toEqual([
      'notEnoughCredit',
    ]);
    expect(ok).toBe(Math.floor(start / stake));
    const end = await balance(poor);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBeCloseTo(start - ok * stake, 2);
    const broke = await poor.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: [pickOf(pre[13]!)],
    });
    expect(broke.body.error.code).toBe('notEnoughCredit');
    const check = await verifyLedger(server.database.db);
    expect(check.ok).toBe(true);
  }, 120_000);
});
