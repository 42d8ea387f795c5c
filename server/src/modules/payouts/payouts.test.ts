import { secureCodeFrom, secureCodeKind, sockets } from '@bet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { userSocket } from '../../testing/user-socket.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`ticket check and payout with the payout code (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let shop: ApiClient;
  let admin: ApiClient;
  let world: World;
  let dealer: TestUser;
  let serial = 0;
  const pick = (m: TestMatch) => pickOn(m, '1');
  /** Enters a result; the match kicks off first (a result before its start is refused). */
  const result = async (m: TestMatch, home: number, away: number, status = 'ended') => {
    await world.apply([kickOff(m)]);
    return admin.post(`/admin/matches/${m.id}/result`, { score: { home, away }, status });
  };
  /** A ticket of `api` on a new match: its id, its payout code and its match. */
  const place = async (api: ApiClient, stake = 10) => {
    const m = await world.newMatch();
    const placed = await api.post('/coupons', {
      idempotencyKey: `shop-${process.pid}-${serial++}`,
      stake,
      picks: [pick(m)],
    });
    expect(placed.status).toBe(201);
    return {
      ticketId: placed.body.ticketId as string,
      code: placed.body.coupon.payoutCode as string,
      match: m,
    };
  };
  /** A won ticket of `api`. */
  const won = async (api: ApiClient, stake = 10) => {
    const t = await place(api, stake);
    await result(t.match, 2, 0);
    return t;
  };
  const pay = (api: ApiClient, ticketId: string, payoutCode: string, terminalNo = 'T-01') =>
    api.post(`/terminal/tickets/${ticketId}/payout`, { terminalNo, payoutCode });
  /** A right-looking code that is no ticket's: check-valid, so only the server can refuse it. */
  const guessed = () => secureCodeFrom('payout', String(Date.now()).padStart(20, '7').slice(-20));

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    admin = world.admin;
    dealer = await world.newDealer({ credit: 5000 });
    shop = (await world.newShop({ credit: 500, parent: dealer })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every ticket a secure code its owner sees, prints it as barcode and QR, and never shares it', async () => {
    const t = await place(shop);
    expect(secureCodeKind(t.code)).toBe('payout');
    expect((await shop.get(`/coupons/${t.ticketId}`)).body.payoutCode).toBe(t.code);
    const html = await shop.get(`/coupons/${t.ticketId}/print`);
    expect(html.body).toContain('data-payout-code');
    expect(html.body).toContain(t.code.slice(0, 4));
    // the dealer's view of the shop's coupon shows no code
    const viaDealer = await dealer.api.get(`/admin/coupons/${t.ticketId}`);
    expect(viaDealer.body.payoutCode).toBeUndefined();
  });

  it('pays a won ticket once with its code, records who paid it on which terminal, and refuses a second payout', async () => {
    const t = await place(shop);
    const waiting = await shop.get(`/terminal/tickets/${t.ticketId}`);
    expect(waiting.body).toMatchObject({ status: 0, payable: 0, paid: false, expiresAt: null, voided: null });
    expect((await pay(shop, t.ticketId, t.code)).body.error.code).toBe('ticketNotSettled');
    await result(t.match, 2, 0);
    const check = await shop.get(`/terminal/payout-codes/${t.code}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ticketId: t.ticketId, status: 1, paid: false, expired: false });
    expect(check.body.payable).toBeGreaterThan(10);
    // 182 days after settlement by default
    const days = (Date.parse(check.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181.9);
    expect(days).toBeLessThanOrEqual(182);
    const before = (await shop.get('/me')).body.credit;
    const [first, second] = await Promise.all([
      pay(shop, t.ticketId, t.code, 'T-01'),
      pay(shop, t.ticketId, t.code, 'T-02'),
    ]);
    const ok = [first, second].filter((r) => r.status === 200);
    const refusedRes = [first, second].filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refusedRes).toHaveLength(1);
    expect(refusedRes[0]!.body.error.code).toBe('alreadyPaid');
    expect(refusedRes[0]!.body.error.details).toMatchObject({ terminalNo: ok[0]!.body.terminalNo });
    expect((await shop.get('/me')).body.credit).toBeCloseTo(before - check.body.payable, 2);
    const paid = await shop.get(`/terminal/tickets/${t.ticketId}`);
    expect(paid.body).toMatchObject({ paid: true, payable: 0, terminalNo: ok[0]!.body.terminalNo });
    expect(Date.parse(paid.body.paidAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('answers a payout sent again with its key as the first time, pays once, and refuses the key for another ticket', async () => {
    const own = (await world.newShop({ credit: 500 })).api;
    const t = await won(own);
    const other = await won(own);
    const payable = (await own.get(`/terminal/tickets/${t.ticketId}`)).body.payable as number;
    const before = (await own.get('/me')).body.credit as number;
    const key = `payout-${process.pid}-${serial++}`;
    const send = (ticketId: string, code: string, terminalNo = 'T-01', idempotencyKey = key) =>
      own.post(`/terminal/tickets/${ticketId}/payout`, { terminalNo, payoutCode: code, idempotencyKey });
    const first = await send(t.ticketId, t.code);
    expect(first.status).toBe(200);
    // the answer was lost: the same request again is answered as the first time and pays nothing more
    const again = await send(t.ticketId, t.code);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await own.get('/me')).body.credit).toBeCloseTo(before - payable, 2);
    // without the key (or from another terminal) it is the known refusal
    expect((await pay(own, t.ticketId, t.code)).body.error.code).toBe('alreadyPaid');
    expect((await send(t.ticketId, t.code, 'T-02')).body.error.code).toBe('idempotencyKeyReused');
    // the key of a paid ticket sent with another ticket pays nothing
    const reused = await send(other.ticketId, other.code);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotencyKeyReused');
    expect((await own.get(`/terminal/tickets/${other.ticketId}`)).body.paid).toBe(false);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses a guessed code, then a flood of them, and the right code while the shop must wait', async () => {
    const own = (await world.newShop({ credit: 100 })).api;
    const t = await won(own);
    const wrong = await pay(own, t.ticketId, guessed());
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('payoutCodeWrong');
    // another ticket's code does not pay this one
    const other = await won(own);
    expect((await pay(own, t.ticketId, other.code)).body.error.code).toBe('payoutCodeWrong');
    // malformed codes never reach the check
    expect((await pay(own, t.ticketId, t.code.slice(1))).status).toBe(400);
    expect((await own.post(`/terminal/tickets/${t.ticketId}/payout`, { terminalNo: 'T-01' })).status).toBe(
      400,
    );
    // a right code does not count against the shop
    expect((await own.get(`/terminal/payout-codes/${other.code}`)).status).toBe(200);
    const guesses: number[] = [];
    for (let i = 0; i < 30; i++) guesses.push((await own.get(`/terminal/payout-codes/${guessed()}`)).status);
    // two wrong codes were tried above: 23 more are refused as wrong, then the shop must wait
    expect(guesses.filter((s) => s === 422)).toHaveLength(23);
    expect(guesses.slice(23).every((s) => s === 429)).toBe(true);
    const blocked = await pay(own, t.ticketId, t.code);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('tooManyCodeAttempts');
    expect(blocked.body.error.details.retryAfter).toBeGreaterThan(0);
    expect((await own.get(`/terminal/tickets/${t.ticketId}`)).body.paid).toBe(false);
    // the shop's code is no other shop's business: it reads as a wrong code there
    expect((await shop.get(`/terminal/payout-codes/${t.code}`)).body.error.code).toBe('payoutCodeWrong');
  });

  it("holds a payout above the site's limit for the manager, who approves it; then it goes through", async () => {
    expect(
      (await admin.patch('/admin/settings', { settings: { payout_approval_above: '1500' } })).status,
    ).toBe(200);
    try {
      const t = await won(shop, 10); // pays more than 15.00
      const held = await pay(shop, t.ticketId, t.code);
      expect(held.status).toBe(422);
      expect(held.body.error.code).toBe('payoutNeedsApproval');
      expect((await pay(shop, t.ticketId, t.code)).body.error.code).toBe('payoutNeedsApproval');
      expect((await shop.get(`/terminal/tickets/${t.ticketId}`)).body).toMatchObject({
        approval: 'pending',
        paid: false,
      });
      // the shop cannot approve itself; a dealer of another tree does not see it
      expect((await shop.get('/admin/payout-approvals')).status).toBe(403);
      const stranger = await world.newDealer();
      expect((await stranger.api.get('/admin/payout-approvals')).body.results).toEqual([]);
      const list = await dealer.api.get('/admin/payout-approvals?status=pending');
      const mine = list.body.results.find((a: { ticketId: string }) => a.ticketId === t.ticketId);
      expect(mine).toMatchObject({ status: 'pending', terminalNo: 'T-01', decidedAt: null });
      expect((await stranger.api.post(`/admin/payout-approvals/${mine.id}`, { approve: true })).status).toBe(
        404,
      );
      // the counter hears the decision on its own /user socket; another shop hears nothing
      const counter = userSocket(server.url, shop.cookie);
      const elsewhere = userSocket(server.url, (await world.newShop({ parent: dealer })).api.cookie);
      const heard: unknown[] = [];
      const overheard: unknown[] = [];
      counter.socket.on('payoutApproval', (e) => heard.push(sockets.user.pushes.payoutApproval.parse(e)));
      elsewhere.socket.on('payoutApproval', (e) => overheard.push(e));
      await Promise.all([counter.connected, elsewhere.connected]);
      const approved = await dealer.api.post(`/admin/payout-approvals/${mine.id}`, { approve: true });
      expect(approved.body).toMatchObject({ status: 'approved' });
      await expect.poll(() => heard).toEqual([{ ticketId: t.ticketId, approval: 'approved', reason: null }]);
      expect(
        (await dealer.api.post(`/admin/payout-approvals/${mine.id}`, { approve: false, reason: 'too late' }))
          .body.error.code,
      ).toBe('approvalDecided');
      const paid = await pay(shop, t.ticketId, t.code);
      expect(paid.status).toBe(200);
      expect(paid.body.paid).toBe(true);

      const refusedTicket = await won(shop, 10);
      await pay(shop, refusedTicket.ticketId, refusedTicket.code);
      const waiting = await dealer.api.get('/admin/payout-approvals?status=pending');
      const id = waiting.body.results.find(
        (a: { ticketId: string }) => a.ticketId === refusedTicket.ticketId,
      ).id;
      // a refusal says why
      expect((await dealer.api.post(`/admin/payout-approvals/${id}`, { approve: false })).status).toBe(400);
      const refusal = await dealer.api.post(`/admin/payout-approvals/${id}`, {
        approve: false,
        reason: 'ticket looks altered',
      });
      expect(refusal.body).toMatchObject({ status: 'rejected', reason: 'ticket looks altered' });
      await expect
        .poll(() => heard.at(-1))
        .toEqual({ ticketId: refusedTicket.ticketId, approval: 'rejected', reason: 'ticket looks altered' });
      // a second decision was refused above: it told the counter nothing
      expect(heard).toHaveLength(2);
      expect(overheard).toEqual([]);
      counter.socket.disconnect();
      elsewhere.socket.disconnect();
      expect((await pay(shop, refusedTicket.ticketId, refusedTicket.code)).body.error.code).toBe(
        'payoutRejected',
      );
      expect((await shop.get(`/terminal/tickets/${refusedTicket.ticketId}`)).body).toMatchObject({
        approval: 'rejected',
        approvalReason: 'ticket looks altered',
      });
      // each decision is on the audit trail, with the ticket and the reason
      const decisions = (await dealer.api.get('/admin/audit?limit=200')).body.results.filter(
        (e: { targetType: string }) => e.targetType === 'payoutApproval',
      );
      expect(decisions.map((e: { action: string; targetId: number }) => [e.action, e.targetId])).toEqual([
        ['payout.reject', id],
        ['payout.approve', mine.id],
      ]);
      expect(decisions[0]).toMatchObject({ reason: 'ticket looks altered', actorName: dealer.userName });
      // below the limit nothing waits
      const small = await won(shop, 1);
      expect((await pay(shop, small.ticketId, small.code)).status).toBe(200);
    } finally {
      await admin.patch('/admin/settings', { settings: { payout_approval_above: '' } });
    }
  });

  it('refuses an expired ticket and says since when', async () => {
    const t = await won(shop);
    await server.database.db
      .updateTable('coupons')
      .set({ settled_at: Date.now() - 183 * 86_400_000 })
      .where('ticket_id', '=', t.ticketId)
      .execute();
    const check = await shop.get(`/terminal/tickets/${t.ticketId}`);
    expect(check.body).toMatchObject({ expired: true, payable: 0, paid: false });
    const refusedRes = await pay(shop, t.ticketId, t.code);
    expect(refusedRes.body.error.code).toBe('ticketExpired');
    expect(refusedRes.body.error.details.expiredAt).toBe(check.body.expiresAt);
    // a longer site setting brings it back
    await admin.patch('/admin/settings', { settings: { ticket_payout_days: '365' } });
    try {
      expect((await shop.get(`/terminal/tickets/${t.ticketId}`)).body.expired).toBe(false);
    } finally {
      await admin.patch('/admin/settings', { settings: { ticket_payout_days: '' } });
    }
    expect((await admin.patch('/admin/settings', { settings: { ticket_payout_days: '0' } })).status).toBe(
      400,
    );
  });

  it("refuses a lost ticket, another shop's ticket and a missing one", async () => {
    const t = await place(shop, 5);
    await result(t.match, 0, 1);
    expect((await pay(shop, t.ticketId, t.code)).body.error.code).toBe('ticketNotWinning');
    const other = (await world.newDealer()).api;
    expect((await other.get(`/terminal/tickets/${t.ticketId}`)).status).toBe(404);
    expect((await shop.get('/terminal/tickets/000000000000')).status).toBe(404);
  });

  it("pays back the stake of a ticket whose every match was called off, and not a person's cancel", async () => {
    const t = await place(shop, 7);
    expect((await result(t.match, 0, 0, 'cancelled')).status).toBe(200);
    expect((await shop.get(`/terminal/tickets/${t.ticketId}`)).body).toMatchObject({
      status: -2,
      payable: 7,
      paid: false,
    });
    const paid = await pay(shop, t.ticketId, t.code);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: -2, paid: true, payable: 0 });

    const cancelled = await place(shop, 4);
    expect((await shop.post(`/coupons/${cancelled.ticketId}/cancel`, {})).status).toBe(200);
    expect((await shop.get(`/terminal/tickets/${cancelled.ticketId}`)).body).toMatchObject({
      status: -2,
      payable: 0,
    });
    expect((await pay(shop, cancelled.ticketId, cancelled.code)).body.error.code).toBe('ticketNotWinning');
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
