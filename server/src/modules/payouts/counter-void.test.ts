import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`voids at the shop counter (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let shop: ApiClient;
  let serial = 0;
  const place = async (api: ApiClient, stake = 10) => {
    const m = await world.newMatch();
    const placed = await api.post('/coupons', {
      idempotencyKey: `void-${process.pid}-${serial++}`,
      stake,
      picks: [pickOn(m, '1')],
    });
    expect(placed.status).toBe(201);
    return {
      ticketId: placed.body.ticketId as string,
      code: placed.body.coupon.payoutCode as string,
      match: m,
    };
  };
  const voidIt = (api: ApiClient, ticketId: string, payoutCode: string, reason = 'customerRequest') =>
    api.post(`/terminal/tickets/${ticketId}/void`, { terminalNo: 'T-09', payoutCode, reason });

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    shop = (await world.newShop({ credit: 200 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('voids a ticket before kick-off: marked void, the stake back as a reversing ledger row, said with time and terminal', async () => {
    const t = await place(shop, 12);
    const before = (await shop.get('/me')).body.credit;
    const res = await voidIt(shop, t.ticketId, t.code, 'wrongStake');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ticketId: t.ticketId,
      refunded: 12,
      terminalNo: 'T-09',
      reason: 'wrongStake',
      currency: 'TRY',
    });
    expect((await shop.get('/me')).body.credit).toBeCloseTo(before + 12, 2);
    const check = await shop.get(`/terminal/tickets/${t.ticketId}`);
    expect(check.body).toMatchObject({
      status: -2,
      payable: 0,
      voided: { terminalNo: 'T-09', reason: 'wrongStake' },
    });
    expect(check.body.voided.at).toBe(res.body.voidedAt);
    // the refund reverses the stake: one row each, same ticket, opposite amounts
    const rows = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', t.ticketId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.type, Number(r.amount)])).toEqual([
      ['stake', -1200],
      ['voidRefund', 1200],
    ]);
    // nothing more to void, nothing to pay
    expect((await voidIt(shop, t.ticketId, t.code)).body.error.code).toBe('couponNotWaiting');
    const pay = await shop.post(`/terminal/tickets/${t.ticketId}/payout`, {
      terminalNo: 'T-09',
      payoutCode: t.code,
    });
    expect(pay.body.error.code).toBe('ticketVoided');
    expect(pay.body.error.details).toMatchObject({ terminalNo: 'T-09' });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses a void once the first match has started, and keeps the ticket as it was', async () => {
    const t = await place(shop);
    await world.apply([kickOff(t.match)]);
    const res = await voidIt(shop, t.ticketId, t.code);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('voidAfterKickOff');
    expect((await shop.get(`/terminal/tickets/${t.ticketId}`)).body).toMatchObject({
      status: 0,
      voided: null,
    });
  });

  it('refuses a wrong code, a reason off the list, and a role that may not void', async () => {
    const t = await place(shop);
    expect(
      (await voidIt(shop, t.ticketId, t.code.slice(0, -1) + ((Number(t.code.at(-1)) + 1) % 10))).status,
    ).toBe(400);
    const other = await place(shop);
    expect((await voidIt(shop, t.ticketId, other.code)).body.error.code).toBe('payoutCodeWrong');
    expect((await voidIt(shop, t.ticketId, t.code, 'changedMind')).status).toBe(400);
    expect(
      (await shop.post(`/terminal/tickets/${t.ticketId}/void`, { terminalNo: 'T-09', reason: 'wrongStake' }))
        .status,
    ).toBe(400);
    // a player's own coupon: a player is no counter
    const player = (await world.newPlayer({ credit: 50 })).api;
    const own = await place(player);
    const byPlayer = await voidIt(player, own.ticketId, own.code);
    expect(byPlayer.status).toBe(403);
    expect(byPlayer.body.error.code).toBe('noCounterVoidRight');
    // a sub-dealer above the shop without the cancel right may not; given it, may
    const dealer = await world.newDealer({ credit: 100, role: 'subDealer' });
    const shopOfDealer = (await world.newShop({ credit: 50, parent: dealer })).api;
    const ticket = await place(shopOfDealer);
    expect((await voidIt(dealer.api, ticket.ticketId, ticket.code)).body.error.code).toBe(
      'noCounterVoidRight',
    );
    expect(
      (await world.admin.patch(`/admin/users/${dealer.id}`, { permissions: { couponCancel: 1 } })).status,
    ).toBe(200);
    expect((await voidIt(dealer.api, ticket.ticketId, ticket.code)).status).toBe(200);
    expect((await shop.get(`/terminal/tickets/${t.ticketId}`)).body.status).toBe(0);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
