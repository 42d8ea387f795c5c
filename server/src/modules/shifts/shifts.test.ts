import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '@bet/shared';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`cashier shifts (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let shop: TestUser;
  let n = 0;
  const key = () => `shift-test-${process.pid}-${n++}`;
  const bet = (api: ApiClient, stake: number, match = world.football.pre) =>
    api.post('/coupons', { idempotencyKey: key(), stake, picks: [pickOn(match, '1')] });
  const movements = (shiftId: number) =>
    server.database.db
      .selectFrom('shift_movements')
      .select(['kind', 'delta', 'reference', 'reason'])
      .where('shift_id', '=', shiftId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 5000 });
    shop = await world.newShop({ parent: dealer, by: dealer.api, credit: 1000, shift: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes a shift from its float to the manager’s sign-off, with a variance and its note', async () => {
    const api = shop.api;
    // no shift yet: the counter takes no bet
    const early = await bet(api, 5);
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('shiftNotOpen');
    expect((await api.get('/terminal/shift')).body).toEqual({ shift: null, lastClosed: null });

    // the shop's day is a UTC day here
    const opened = await api.post('/terminal/shift/open', {
      terminalNo: 'T-77',
      float: 200,
      timeZone: 'UTC',
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ terminalNo: 'T-77', float: 200, movements: 0 });
    const id = opened.body.id as number;

    // a counter bet of 10 and of 15, a payout of a won ticket, cash in and cash out by hand
    const won = world.football.pre;
    const first = await bet(api, 10, won);
    expect(first.status).toBe(201);
    expect((await bet(api, 15)).status).toBe(201);
    const cashIn = { kind: 'cashIn', amount: 50, reason: 'changeFromSafe', idempotencyKey: key() };
    expect((await api.post('/terminal/shift/cash', cashIn)).body).toEqual({ movements: 3 });
    // a retried request moves nothing more
    expect((await api.post('/terminal/shift/cash', cashIn)).body).toEqual({ movements: 3 });
    const drop = {
      kind: 'cashOut',
      amount: 30.5,
      reason: 'safeDrop',
      note: 'to the safe',
      idempotencyKey: key(),
    };
    expect((await api.post('/terminal/shift/cash', drop)).status).toBe(200);
    await world.apply([kickOff(won)]);
    expect(
      (
        await world.admin.post(`/admin/matches/${won.id}/result`, {
          score: { home: 2, away: 0 },
          status: 'ended',
        })
      ).status,
    ).toBe(200);
    const paid = await api.post(`/terminal/tickets/${first.body.ticketId}/payout`, {
      terminalNo: 'T-77',
      payoutCode: first.body.coupon.payoutCode,
    });
    expect(paid.status).toBe(200);

    // while open the cashier sees no running total (the count is blind)
    const current = (await api.get('/terminal/shift')).body;
    expect(current.shift).toEqual({
      id,
      terminalNo: 'T-77',
      openedAt: expect.any(String),
      float: 200,
      movements: 5,
    });
    expect(JSON.stringify(current)).not.toContain('expected');
    // nor a report of it
    expect((await api.get(`/terminal/shifts/${id}/report`)).body.error.code).toBe('shiftNotClosed');

    const rows = await movements(id);
    expect(rows.map((r) => r.kind)).toEqual(['bet', 'bet', 'cashIn', 'cashOut', 'payout']);
    expect(rows.slice(0, 4).map((r) => Number(r.delta))).toEqual([1000, 1500, 5000, -3050]);
    expect(rows[2]!.reason).toBe('changeFromSafe');
    const payoutMinor = -Number(rows[4]!.delta);
    expect(payoutMinor).toBeGreaterThan(1000);
    expect(rows[4]!.reference).toBe(first.body.ticketId);
    const expectedMinor = 20000 + 1000 + 1500 + 5000 - 3050 - payoutMinor;

    // the blind count: 5.00 short
    const closed = await api.post('/terminal/shift/close', { counted: (expectedMinor - 500) / 100 });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      id,
      state: 'closed',
      expected: expectedMinor / 100,
      counted: (expectedMinor - 500) / 100,
      variance: -5,
      needsNote: 1,
      note: null,
    });
    // the manager cannot sign a variance off without the cashier's note
    const early2 = await dealer.api.post(`/admin/shifts/${id}/sign-off`);
    expect(early2.status).toBe(422);
    expect(early2.body.error.code).toBe('shiftNoteNeeded');
    const noted = await api.post(`/terminal/shifts/${id}/note`, { note: 'gave 5 too much change' });
    expect(noted.body).toMatchObject({ note: 'gave 5 too much change', needsNote: 0 });
    // written once: a second note is refused, the first stays
    expect((await api.post(`/terminal/shifts/${id}/note`, { note: 'another story' })).body.error.code).toBe(
      'shiftNoteWritten',
    );

    // the end-of-shift report adds up to the expected cash
    const report = (await api.get(`/terminal/shifts/${id}/report`)).body;
    const byKind = Object.fromEntries(
      report.totals.map((t: { kind: string; total: number }) => [t.kind, t.total]),
    );
    expect(byKind).toMatchObject({ bet: 25, cashIn: 50, cashOut: -30.5, payout: -payoutMinor / 100 });
    const sum = report.totals.reduce((a: number, t: { total: number }) => a + Math.round(t.total * 100), 0);
    expect(20000 + sum).toBe(expectedMinor);

    const list = (await dealer.api.get('/admin/shifts')).body;
    expect(list.results).toEqual([
      expect.objectContaining({ id, userName: shop.userName, variance: -5, note: 'gave 5 too much change' }),
    ]);
    const signed = await dealer.api.post(`/admin/shifts/${id}/sign-off`);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ state: 'signedOff', signedOffBy: dealer.userName });
    expect((await dealer.api.post(`/admin/shifts/${id}/sign-off`)).body.error.code).toBe('shiftSignedOff');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['actor_id'])
      .where('action', '=', 'shift.signOff')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((a) => Number(a.actor_id))).toEqual([dealer.id]);

    // the end-of-day report holds the shift and its figures
    const day = new Date().toISOString().slice(0, 10);
    const daily = (await dealer.api.get(`/admin/shifts/day-report?day=${day}`)).body;
    expect(daily).toMatchObject({
      day,
      float: 200,
      variance: -5,
      open: 0,
      counted: (expectedMinor - 500) / 100,
    });
    expect(daily.shifts.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await api.get(`/terminal/day-report?day=${day}`)).body.shifts).toHaveLength(1);

    // closed: the counter takes no bet until a new shift opens
    expect((await bet(api, 5, await world.newMatch())).body.error.code).toBe('shiftNotOpen');
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('puts each shift on its own shop’s day: the end-of-day report of a day is that day in each shop’s zone', async () => {
    // 25 hours apart: whenever this runs, the two shops are on different days
    const east = await world.newShop({ parent: dealer, by: dealer.api, credit: 100, shift: false });
    const west = await world.newShop({ parent: dealer, by: dealer.api, credit: 100, shift: false });
    const open = (shop: TestUser, timeZone: string) =>
      shop.api.post('/terminal/shift/open', { terminalNo: `T-${shop.id}`, float: 10, timeZone });
    const before = Date.now();
    const eastId = (await open(east, 'Pacific/Kiritimati')).body.id as number;
    const westId = (await open(west, 'Pacific/Pago_Pago')).body.id as number;
    const after = Date.now();
    const eastDay = calendarDayIn(after, 'Pacific/Kiritimati');
    const westDay = calendarDayIn(before, 'Pacific/Pago_Pago');
    expect(eastDay).not.toBe(westDay);
    const ids = async (day: string) =>
      (
        (await dealer.api.get(`/admin/shifts/day-report?day=${day}`)).body.shifts as Array<{ id: number }>
      ).map((s) => s.id);
    const onEastDay = await ids(eastDay);
    const onWestDay = await ids(westDay);
    expect(onEastDay).toContain(eastId);
    expect(onEastDay).not.toContain(westId);
    expect(onWestDay).toContain(westId);
    expect(onWestDay).not.toContain(eastId);
    // the cashier's own report is of its own shop's day too
    expect((await east.api.get(`/terminal/day-report?day=${eastDay}`)).body.shifts).toHaveLength(1);
    expect((await east.api.get(`/terminal/day-report?day=${westDay}`)).body.shifts).toHaveLength(0);
    // a zone that does not exist is refused
    const bad = await east.api.post('/terminal/shift/open', {
      terminalNo: 'T-x',
      float: 1,
      timeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a second open shift, a negative float, closing twice and a note on an open shift', async () => {
    const cashier = await world.newShop({ parent: dealer, by: dealer.api, shift: false });
    const api = cashier.api;
    const negative = await api.post('/terminal/shift/open', { terminalNo: 'T-1', float: -1 });
    expect(negative.status).toBe(400);
    expect((await api.post('/terminal/shift/open', { terminalNo: 'T-1', float: 0.001 })).status).toBe(400);
    const opened = await api.post('/terminal/shift/open', { terminalNo: 'T-1', float: 10 });
    expect(opened.status).toBe(201);
    const again = await api.post('/terminal/shift/open', { terminalNo: 'T-2', float: 10 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('shiftAlreadyOpen');
    expect(
      (await api.post(`/terminal/shifts/${opened.body.id}/note`, { note: 'too early' })).body.error.code,
    ).toBe('shiftNotClosed');
    // a reason outside the fixed list, a negative cash in, a negative count
    expect(
      (
        await api.post('/terminal/shift/cash', {
          kind: 'cashIn',
          amount: 5,
          reason: 'safeDrop',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post('/terminal/shift/cash', {
          kind: 'cashIn',
          amount: -5,
          reason: 'floatTopUp',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(400);
    expect((await api.post('/terminal/shift/close', { counted: -1 })).status).toBe(400);
    // a slipped key: more than a till ever holds, moved or counted, is refused and moves nothing
    const slipped = await api.post('/terminal/shift/cash', {
      kind: 'cashIn',
      amount: 99_999_999,
      reason: 'floatTopUp',
      idempotencyKey: key(),
    });
    expect([slipped.status, slipped.body.error.code]).toEqual([400, 'invalidRequest']);
    expect((await api.post('/terminal/shift/close', { counted: 99_999_999 })).status).toBe(400);

    // two closes at once: one closes, the other finds nothing open
    const [a, b] = await Promise.all([
      api.post('/terminal/shift/close', { counted: 10 }),
      api.post('/terminal/shift/close', { counted: 11 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error.code).toBe('shiftNotOpen');
    const closedOne = [a, b].find((r) => r.status === 200)!.body;
    expect(closedOne.expected).toBe(10);
    expect((await api.post('/terminal/shift/close', { counted: 10 })).body.error.code).toBe('shiftNotOpen');
    const stored = await server.database.db
      .selectFrom('shifts')
      .select(['state', 'counted'])
      .where('user_id', '=', cashier.id)
      .execute();
    expect(stored).toEqual([{ state: 'closed', counted: closedOne.counted * 100 }]);
    // a shift without a variance is signed off without a note, and a new one opens after it
    expect((await dealer.api.post(`/admin/shifts/${closedOne.id}/sign-off`)).status).toBe(
      closedOne.variance ? 422 : 200,
    );
    expect((await api.post('/terminal/shift/open', { terminalNo: 'T-1', float: 10 })).status).toBe(201);
  });

  it('refuses sign-off by a non-manager and outside the subtree, and shifts to anyone but a shop', async () => {
    const cashier = await world.newShop({ parent: dealer, by: dealer.api, shift: 20 });
    const closed = (await cashier.api.post('/terminal/shift/close', { counted: 20 })).body;
    expect(closed).toMatchObject({ variance: 0, needsNote: 0 });
    const player = await world.newPlayer({ credit: 10 });
    expect((await player.api.post(`/admin/shifts/${closed.id}/sign-off`)).status).toBe(403);
    expect((await cashier.api.post(`/admin/shifts/${closed.id}/sign-off`)).status).toBe(403);
    const stranger = await world.newDealer();
    const outside = await stranger.api.post(`/admin/shifts/${closed.id}/sign-off`);
    expect(outside.status).toBe(404);
    expect(outside.body.error.code).toBe('shiftNotFound');
    expect((await stranger.api.get('/admin/shifts')).body.results).toEqual([]);
    expect((await stranger.api.get(`/admin/shifts/${closed.id}/report`)).status).toBe(404);
    // another cashier's shift reads as missing
    expect((await shop.api.get(`/terminal/shifts/${closed.id}/report`)).status).toBe(404);
    // a player has no till
    const opened = await player.api.post('/terminal/shift/open', { terminalNo: 'T-1', float: 1 });
    expect(opened.status).toBe(403);
    expect(opened.body.error.code).toBe('notAShopTerminal');
    // a player's own bet needs no shift
    expect((await bet(player.api, 1, await world.newMatch())).status).toBe(201);
    // the manager above the dealer may sign it off
    expect((await world.admin.post(`/admin/shifts/${closed.id}/sign-off`)).status).toBe(200);
  });
  it('counts vouchers and counter voids in the till: change in, a voucher cashed out, a void refunded, winnings paid into a voucher', async () => {
    const cashier = await world.newShop({ parent: dealer, by: dealer.api, credit: 500, shift: 100 });
    const api = cashier.api;
    const terminalNo = 'T-V1';
    // change given as a voucher: the customer's cash stays in the drawer (+7.50)
    const change = await api.post('/terminal/vouchers', { terminalNo, amount: 7.5, idempotencyKey: key() });
    expect(change.status).toBe(201);
    // another one cashed at once: in and out again (0)
    const cashed = await api.post('/terminal/vouchers', { terminalNo, amount: 4, idempotencyKey: key() });
    expect((await api.post(`/terminal/vouchers/${cashed.body.code}/redeem`, { terminalNo })).status).toBe(
      200,
    );
    // a bet handed back before kick-off: its stake in, then out again (0)
    const voided = await bet(api, 12, await world.newMatch());
    expect(voided.status).toBe(201);
    const v = await api.post(`/terminal/tickets/${voided.body.ticketId}/void`, {
      terminalNo,
      payoutCode: voided.body.coupon.payoutCode,
      reason: 'customerRequest',
    });
    expect(v.status).toBe(200);
    // a won ticket paid into a voucher: the stake came in (+10), no cash leaves for the winnings
    const m = await world.newMatch();
    const won = await bet(api, 10, m);
    await world.apply([kickOff(m)]);
    expect(
      (await world.admin.post(`/admin/matches/${m.id}/result`, { score: { home: 1, away: 0 } })).status,
    ).toBe(200);
    const paid = await api.post(`/terminal/tickets/${won.body.ticketId}/voucher`, {
      terminalNo,
      payoutCode: won.body.coupon.payoutCode,
    });
    expect(paid.status).toBe(201);
    const closed = await api.post('/terminal/shift/close', { counted: 117.5 });
    expect(closed.body).toMatchObject({ expected: 117.5, variance: 0 });
    const kinds = (await movements(closed.body.id)).map((r) => r.kind);
    expect(kinds).toEqual([
      'voucherIssued',
      'voucherIssued',
      'voucherRedeemed',
      'bet',
      'void',
      'bet',
      'payout',
      'voucherIssued',
    ]);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
