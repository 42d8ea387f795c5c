import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `liab-${process.pid}-${Date.now()}-${n++}`;

interface Row {
  matchId: number;
  open: boolean;
  stake: number;
  coupons: number;
  liability: number;
  markets: Array<{
    marketId: number;
    held: boolean;
    stake: number;
    coupons: number;
    liability: number;
    outcomes: Array<{ outcomeId: number; name: string; stake: number; coupons: number; liability: number }>;
  }>;
}

describe(`liability (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;

  async function place(api: ApiClient, stake: number, picks: unknown[]) {
    const res = await api.post('/coupons', { idempotencyKey: key(), stake, picks });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  async function rowOf(m: TestMatch): Promise<Row | undefined> {
    const res = await admin.get('/admin/liability?limit=100');
    expect(res.status).toBe(200);
    return (res.body.results as Row[]).find((r) => r.matchId === m.id);
  }

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
  });
  afterAll(async () => {
    await server.close();
  });

  it('tells what each outcome, market and match costs the book net of the stakes, the largest first', async () => {
    // 1 at 2.00, X at 3.20, 2 at 3.50
    const m = await world.newMatch();
    const big = await world.newMatch({ odds: { '1': 9 } });
    const a = await world.newPlayer({ credit: 500 });
    const b = await world.newPlayer({ credit: 500 });
    await place(a.api, 10, [pickOn(m, '1')]);
    await place(b.api, 20, [pickOn(m, '2')]);
    await place(a.api, 5, [pickOn(m, 'Over')]);
    await place(b.api, 50, [pickOn(big, '1')]);

    const row = (await rowOf(m))!;
    expect(row).toMatchObject({ open: true, coupons: 3, stake: 35 });
    const result = row.markets.find((mk) => mk.marketId === m.result.marketId)!;
    const byId = new Map(result.outcomes.map((o) => [o.outcomeId, o]));
    // 1 wins: 20 paid, 30 staked on the market; 2 wins: 70 paid; X wins: nothing paid
    expect(byId.get(m.result.outcomes['1'])).toMatchObject({ stake: 10, coupons: 1, liability: -10 });
    expect(byId.get(m.result.outcomes['2'])).toMatchObject({ stake: 20, coupons: 1, liability: 40 });
    expect(byId.get(m.result.outcomes.X)).toMatchObject({ stake: 0, coupons: 0, liability: -30 });
    expect(result.outcomes[0]!.outcomeId).toBe(m.result.outcomes['2']);
    expect(result).toMatchObject({ stake: 30, coupons: 2, liability: 40, held: false });
    // over/under: Over pays 9.50 on 5, Under pays nothing
    const ou = row.markets.find((mk) => mk.marketId === m.overUnder.marketId)!;
    expect(ou.liability).toBe(4.5);
    expect(row.liability).toBe(44.5);
    expect(row.markets[0]!.marketId).toBe(m.result.marketId);

    // the match with 400 at stake on one outcome comes before it
    const list = (await admin.get('/admin/liability?limit=100')).body as { results: Row[]; total: number };
    const order = list.results.map((r) => r.matchId);
    expect(order.indexOf(big.id)).toBeLessThan(order.indexOf(m.id));
    expect(list.results.find((r) => r.matchId === big.id)!.liability).toBe(400);
    expect(list.total).toBeGreaterThanOrEqual(444.5);

    // a market the operator suspends reads as held
    const held = await admin.post(`/admin/fixtures/${m.id}/markets/${m.result.marketId}/suspend`, {
      suspended: true,
    });
    expect(held.status).toBe(200);
    expect((await rowOf(m))!.markets.find((mk) => mk.marketId === m.result.marketId)!.held).toBe(true);

    // once settled the coupons hold no exposure any more
    await world.apply([kickOff(m, 3 * 3600_000)]);
    const entered = await admin.post(`/admin/matches/${m.id}/result`, { score: { home: 1, away: 0 } });
    expect(entered.status).toBe(200);
    expect(await rowOf(m)).toBeUndefined();
  });

  it('pages the list and narrows it to a sport', async () => {
    const basket = await world.newMatch({ sportId: 2, sportName: 'Basketball' });
    const p = await world.newPlayer({ credit: 100 });
    await place(p.api, 10, [pickOn(basket, '2')]);
    const onlyBasket = await admin.get('/admin/liability?sportId=2&limit=100');
    expect(onlyBasket.status).toBe(200);
    expect(onlyBasket.body.results.map((r: Row) => r.matchId)).toContain(basket.id);
    expect(onlyBasket.body.results.every((r: { sportId: number }) => r.sportId === 2)).toBe(true);
    const football = await admin.get('/admin/liability?sportId=1&limit=100');
    expect(football.body.results.map((r: Row) => r.matchId)).not.toContain(basket.id);
    const first = await admin.get('/admin/liability?limit=1');
    expect(first.body.results).toHaveLength(1);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('refuses players, dealers and guests, and malformed queries with a message key', async () => {
    const dealer = (await world.newDealer()).api;
    const player = (await world.newPlayer()).api;
    expect((await dealer.get('/admin/liability')).status).toBe(403);
    expect((await player.get('/admin/liability')).status).toBe(403);
    expect((await server.api.get('/admin/liability')).status).toBe(401);
    for (const q of ['limit=0', 'limit=101', 'sportId=abc', 'offset=-1']) {
      const res = await admin.get(`/admin/liability?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code, q).toBe('invalidRequest');
    }
  });
});
