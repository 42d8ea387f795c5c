import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`ticket check and cash payout (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let shop: ApiClient;
  let admin: ApiClient;
  let world: World;
  const matches: TestMatch[] = [];
  const pick = (m: TestMatch) => pickOn(m, '1');
  /** Enters a result; the match kicks off first (a result before its start is refused). */
  const result = async (m: TestMatch, home: number, away: number) => {
    await world.apply([kickOff(m)]);
    return admin.post(`/admin/matches/${m.id}/result`, { score: { home, away } });
  };

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    for (let i = 0; i < 4; i++) matches.push(await world.newMatch());
    shop = (await world.newShop({ credit: 500 })).api;
    admin = world.admin;
  });
  afterAll(async () => {
    await server.close();
  });

  it('pays a won ticket once, records who paid it on which terminal, and refuses a second payout', async () => {
    const p = matches[0]!;
    const placed = await shop.post('/coupons', {
      idempotencyKey: `shop-${Date.now()}`,
      stake: 10,
      picks: [pick(p)],
    });
    expect(placed.status).toBe(201);
    const ticketId = placed.body.ticketId;
    const waiting = await shop.get(`/terminal/tickets/${ticketId}`);
    expect(waiting.body).toMatchObject({ status: 0, payable: 0, paid: false });
    expect(
      (await shop.post(`/terminal/tickets/${ticketId}/payout`, { terminalNo: 'T-01' })).body.error.code,
    ).toBe('ticketNotSettled');
    await result(p, 2, 0);
    const won = await shop.get(`/terminal/tickets/${ticketId}`);
    expect(won.body.status).toBe(1);
    expect(won.body.payable).toBeGreaterThan(10);
    const before = (await shop.get('/me')).body.credit;
    const [first, second] = await Promise.all([
      shop.post(`/terminal/tickets/${ticketId}/payout`, { terminalNo: 'T-01' }),
      shop.post(`/terminal/tickets/${ticketId}/payout`, { terminalNo: 'T-02' }),
    ]);
    const ok = [first, second].filter((r) => r.status === 200);
    const refusedRes = [first, second].filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refusedRes).toHaveLength(1);
    expect(refusedRes[0]!.body.error.code).toBe('alreadyPaid');
    expect((await shop.get('/me')).body.credit).toBeCloseTo(before - won.body.payable, 2);
    const row = await server.database.db
      .selectFrom('ticket_payouts')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row.terminal_no).toBe(ok[0]!.body.terminalNo);
    expect((await shop.get(`/terminal/tickets/${ticketId}`)).body).toMatchObject({ paid: true, payable: 0 });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("refuses a lost ticket, another shop's ticket and a missing one", async () => {
    const p = matches[1]!;
    const placed = await shop.post('/coupons', {
      idempotencyKey: `shop-lost-${Date.now()}`,
      stake: 5,
      picks: [pick(p)],
    });
    await result(p, 0, 1);
    expect(
      (await shop.post(`/terminal/tickets/${placed.body.ticketId}/payout`, { terminalNo: 'T-01' })).body.error
        .code,
    ).toBe('ticketNotWinning');
    const other = (await world.newDealer()).api;
    expect((await other.get(`/terminal/tickets/${placed.body.ticketId}`)).status).toBe(404);
    expect((await shop.get('/terminal/tickets/000000000000')).status).toBe(404);
    expect((await shop.post(`/terminal/tickets/${placed.body.ticketId}/payout`, {})).status).toBe(400);
  });
});
