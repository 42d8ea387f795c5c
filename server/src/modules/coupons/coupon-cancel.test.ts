import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import { goLive, kickOff, pickOn, type testMatch, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `cancel-${process.pid}-${Date.now()}-${n++}`;

/**
 * Issue 11 item 7: a dealer or an admin cancels by the player's rule (pre-match, before the first
 * match starts); only an admin void, with a reason from the fixed list, goes beyond it, audited.
 */
describe(`cancel rules for dealers and admins (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: ApiClient;
  let dealer: ApiClient;
  let admin: ApiClient;
  let world: World;

  const feed = (messages: Parameters<World['apply']>[0]) => world.apply(messages);
  const match = (opts: Parameters<typeof testMatch>[0] = {}): Promise<TestMatch> => world.newMatch(opts);
  const credit = async () => (await player.get('/me')).body.credit as number;
  async function place(m: TestMatch) {
    const res = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOn(m, '1')] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  }
  const statusOf = async (ticketId: string) =>
    (await player.get(`/coupons/${ticketId}`)).body.status as number;
  const audit = async (action: string) =>
    server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'live_delay_ms', '0');
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
    // the player's own dealer, with the cancel right
    const own = await world.newDealer({ settings: { permissions: { couponCancel: 1 } } });
    dealer = own.api;
    player = (await world.newPlayer({ parent: own, credit: 500 })).api;
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('a dealer with the cancel right cannot cancel a live coupon, nor can an admin', async () => {
    const m = await match();
    await feed([goLive(m)]);
    const ticketId = await place(m);
    const before = await credit();
    for (const api of [dealer, admin, player]) {
      const res = await api.post(`/coupons/${ticketId}/cancel`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('liveCouponCannotCancel');
    }
    expect(await statusOf(ticketId)).toBe(0);
    expect(await credit()).toBe(before);
  });

  it('nobody cancels a pre-match coupon once its first match has started', async () => {
    const [early, late] = [await match(), await match({ startsInMs: 5 * 3600_000 })];
    const res = await player.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: [pickOn(early, '1'), pickOn(late, '1')],
    });
    expect(res.status).toBe(201);
    const ticketId = res.body.ticketId as string;
    expect((await player.get(`/coupons/${ticketId}`)).body.canceled).toBe(1);
    await feed([kickOff(early)]);
    // The player's own view no longer offers the cancel, though the cancel window is still open.
    expect((await player.get(`/coupons/${ticketId}`)).body.canceled).toBe(0);
    const before = await credit();
    for (const api of [dealer, admin, player]) {
      const refusedRes = await api.post(`/coupons/${ticketId}/cancel`);
      expect(refusedRes.status).toBe(422);
      expect(refusedRes.body.error.code).toBe('couponCancelTimeExpired');
    }
    expect(await statusOf(ticketId)).toBe(0);
    expect(await credit()).toBe(before);
  });

  it("a dealer may cancel before kick-off after the owner's window has closed, and it is audited", async () => {
    const ticketId = await place(await match());
    await writeSetting(server.database, 'coupon_cancel_ms', '0');
    try {
      await new Promise((r) => setTimeout(r, 5));
      expect((await player.post(`/coupons/${ticketId}/cancel`)).body.error.code).toBe(
        'couponCancelTimeExpired',
      );
      const before = await credit();
      const res = await dealer.post(`/coupons/${ticketId}/cancel`);
      expect(res.status).toBe(200);
      expect(await statusOf(ticketId)).toBe(-2);
      expect(await credit()).toBeCloseTo(before + 10, 2);
    } finally {
      await writeSetting(server.database, 'coupon_cancel_ms', '300000');
    }
    const [row] = await audit('coupon.cancel');
    expect(JSON.parse(row!.after!)).toMatchObject({ ticketId, status: -2, refunded: 1000 });
  });

  it('an admin voids a live coupon only with a reason from the fixed list; the void is audited and refunds once', async () => {
    const m = await match();
    await feed([goLive(m)]);
    const ticketId = await place(m);
    const before = await credit();
    const path = `/admin/coupons/${ticketId}/void`;
    expect((await admin.post(path, {})).status).toBe(400);
    expect((await admin.post(path, { reason: 'because' })).status).toBe(400);
    const noNote = await admin.post(path, { reason: 'other' });
    expect(noNote.status).toBe(422);
    expect(noNote.body.error.code).toBe('voidNoteRequired');
    const byDealer = await dealer.post(path, { reason: 'palpable_error' });
    expect(byDealer.status).toBe(403);
    expect(await statusOf(ticketId)).toBe(0);
    expect(await credit()).toBe(before);

    const res = await admin.post(path, { reason: 'palpable_error', note: 'home odd quoted as 20.0' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, refunded: 10 });
    expect(await statusOf(ticketId)).toBe(-2);
    expect(await credit()).toBeCloseTo(before + 10, 2);
    expect((await admin.post(path, { reason: 'palpable_error' })).body.refunded).toBe(0);
    expect(await credit()).toBeCloseTo(before + 10, 2);

    const rows = await audit('coupon.void');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({
      ticketId,
      reason: 'palpable_error',
      note: 'home odd quoted as 20.0',
      refunded: 1000,
    });
    const movements = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', ticketId)
      .orderBy('id')
      .execute();
    expect(movements.map((x) => [x.type, Number(x.amount)])).toEqual([
      ['stake', -1000],
      ['voidRefund', 1000],
    ]);
  });

  it('a settled coupon is neither cancelled nor voided', async () => {
    const m = await match();
    const ticketId = await place(m);
    await feed([kickOff(m)]);
    expect((await admin.post(`/admin/matches/${m.id}/result`, { score: { home: 0, away: 2 } })).status).toBe(
      200,
    );
    expect(await statusOf(ticketId)).toBe(-1);
    expect((await dealer.post(`/coupons/${ticketId}/cancel`)).body.error.code).toBe('couponNotWaiting');
    const res = await admin.post(`/admin/coupons/${ticketId}/void`, { reason: 'late_bet' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('couponNotWaiting');
  });
});
