import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOn } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

const DB = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';
let keys = 0;
const key = () => `panel-money-${process.pid}-${++keys}-abcdef`;

/**
 * The panel's money figures agree with the ledger and with each other: the dashboard's possible
 * payout of the waiting coupons counts their bonus as the risk page and the coupon do.
 */
describe(`dealer panel money figures (${DB})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("the dashboard's possible payout counts a combination coupon's bonus, as the risk page and the coupon do", async () => {
    const dealer = await world.newDealer({ credit: 1000 });
    const player = await world.newPlayer({
      parent: dealer,
      by: dealer.api,
      credit: 100,
      settings: { bonus: { status: 1, minOdds: 1.3, rates: [{ tips: 3, percent: 3 }] } },
    });
    const ms = [await world.newMatch(), await world.newMatch(), await world.newMatch()];
    const placed = await player.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: ms.map((m) => pickOn(m, '1')),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const c = placed.body.coupon as { ticketId: string; maxPay: number; bonusPay: number };
    // 10 × 2 × 2 × 2 = 80.00; 3 % for three picks of at least 1.30 = 2.40
    expect(c).toMatchObject({ maxPay: 80, bonusPay: 2.4 });
    const withBonus = c.maxPay + c.bonusPay;

    const dash = (await dealer.api.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
    expect(dash.openCoupons).toEqual({ count: 1, maxPay: withBonus });

    // the risk page: the book pays the payout with bonus if the picked outcome wins, less the stake
    const risk = (await world.admin.get('/admin/liability?limit=100')).body;
    const row = risk.results.find((r: { matchId: number }) => r.matchId === ms[0]!.id);
    const outcome = row.markets[0].outcomes.find((o: { coupons: number }) => o.coupons === 1);
    expect(outcome.liability + 10).toBeCloseTo(withBonus, 2);
    const adminDash = (await world.admin.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
    expect(adminDash.openCoupons.maxPay).toBeCloseTo(outcome.liability + 10, 2);
  });
});
