import { secureCodeKind } from '@bet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`vouchers: ticket in, ticket out (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let shop: ApiClient;
  let serial = 0;
  const change = (api: ApiClient, amount: number, key = `chg-${process.pid}-${serial++}`) =>
    api.post('/terminal/vouchers', { terminalNo: 'T-05', amount, idempotencyKey: key });
  const redeem = (api: ApiClient, code: string, terminalNo = 'T-05') =>
    api.post(`/terminal/vouchers/${code}/redeem`, { terminalNo });
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    shop = (await world.newShop({ credit: 300 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives change as a voucher with a secure code, once per key, and pays it in cash once', async () => {
    const before = await credit(shop);
    const key = `chg-once-${process.pid}`;
    const [a, b] = await Promise.all([change(shop, 7.5, key), change(shop, 7.5, key)]);
    expect(a.status).toBe(201);
    expect(b.body.code).toBe(a.body.code);
    expect(secureCodeKind(a.body.code)).toBe('voucher');
    expect(a.body).toMatchObject({
      amount: 7.5,
      currency: 'TRY',
      source: 'change',
      terminalNo: 'T-05',
      redeemed: null,
      expired: false,
    });
    // 90 days by default
    const days = (Date.parse(a.body.expiresAt) - Date.parse(a.body.issuedAt)) / 86_400_000;
    expect(days).toBe(90);
    // the voucher is a claim on the shop: its value is on the shop's balance until redeemed
    expect(await credit(shop)).toBeCloseTo(before + 7.5, 2);
    const read = await shop.get(`/terminal/vouchers/${a.body.code}`);
    expect(read.body).toMatchObject({ code: a.body.code, amount: 7.5, redeemed: null });
    const paid = await redeem(shop, a.body.code, 'T-06');
    expect(paid.status).toBe(200);
    expect(paid.body.redeemed).toMatchObject({ as: 'cash', terminalNo: 'T-06' });
    expect(await credit(shop)).toBeCloseTo(before, 2);
    const again = await redeem(shop, a.body.code);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'voucherRedeemed', details: { terminalNo: 'T-06' } });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('lets exactly one of 20 concurrent redemptions win', async () => {
    const v = (await change(shop, 20)).body;
    const before = await credit(shop);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(shop, v.code, `T-${i}`)));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'voucherRedeemed')).toHaveLength(
      19,
    );
    expect(await credit(shop)).toBeCloseTo(before - 20, 2);
    const rows = await server.database.db
      .selectFrom('ledger_movements')
      .select('amount')
      .where('reference', '=', v.code)
      .where('type', '=', 'voucherRedeem')
      .execute();
    expect(rows.map((r) => Number(r.amount))).toEqual([-2000]);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses an expired voucher, a guessed code and another shop’s voucher', async () => {
    const v = (await change(shop, 3)).body;
    await server.database.db
      .updateTable('vouchers')
      .set({ expires_at: Date.now() - 1 })
      .where('code', '=', v.code)
      .execute();
    expect((await shop.get(`/terminal/vouchers/${v.code}`)).body.expired).toBe(true);
    const late = await redeem(shop, v.code);
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('voucherExpired');
    const other = (await world.newShop({ credit: 10 })).api;
    const theirs = (await change(other, 2)).body;
    expect((await redeem(shop, theirs.code)).body.error.code).toBe('voucherCodeWrong');
    expect((await shop.get(`/terminal/vouchers/${theirs.code}`)).body.error.code).toBe('voucherCodeWrong');
    // a mistyped code is malformed; a refused amount too
    expect((await redeem(shop, v.code.slice(0, -1) + ((Number(v.code.at(-1)) + 1) % 10))).status).toBe(400);
    expect((await change(shop, 0)).status).toBe(400);
    expect((await change(shop, 1.234)).status).toBe(400);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("pays a won ticket's winnings as a voucher: the ticket is paid, the voucher holds the winnings", async () => {
    const m = await world.newMatch();
    const placed = await shop.post('/coupons', {
      idempotencyKey: `winnings-${process.pid}`,
      stake: 10,
      picks: [pickOn(m, '1')],
    });
    expect(placed.body).toMatchObject({ ticketId: expect.any(String) });
    await world.apply([kickOff(m)]);
    expect(
      (await world.admin.post(`/admin/matches/${m.id}/result`, { score: { home: 1, away: 0 } })).status,
    ).toBe(200);
    const { ticketId, coupon } = placed.body;
    const due = (await shop.get(`/terminal/tickets/${ticketId}`)).body.payable as number;
    const before = await credit(shop);
    const res = await shop.post(`/terminal/tickets/${ticketId}/voucher`, {
      terminalNo: 'T-05',
      payoutCode: coupon.payoutCode,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: 'winnings', reference: ticketId, amount: due });
    // paid into the voucher: no cash left the till, the balance is as before
    expect(await credit(shop)).toBeCloseTo(before, 2);
    expect((await shop.get(`/terminal/tickets/${ticketId}`)).body).toMatchObject({
      paid: true,
      terminalNo: 'T-05',
    });
    expect(
      (
        await shop.post(`/terminal/tickets/${ticketId}/payout`, {
          terminalNo: 'T-05',
          payoutCode: coupon.payoutCode,
        })
      ).body.error.code,
    ).toBe('alreadyPaid');
    expect((await redeem(shop, res.body.code)).status).toBe(200);
    expect(await credit(shop)).toBeCloseTo(before - due, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('answers a winnings voucher sent again with its key as the first time, and refuses the key elsewhere', async () => {
    const own = (await world.newShop({ credit: 300 })).api;
    /** a won ticket of the shop: its id and payout code */
    const won = async () => {
      const m = await world.newMatch();
      const placed = await own.post('/coupons', {
        idempotencyKey: `winnings-key-${process.pid}-${serial++}`,
        stake: 10,
        picks: [pickOn(m, '1')],
      });
      expect(placed.status).toBe(201);
      await world.apply([kickOff(m)]);
      expect(
        (await world.admin.post(`/admin/matches/${m.id}/result`, { score: { home: 1, away: 0 } })).status,
      ).toBe(200);
      return { ticketId: placed.body.ticketId as string, code: placed.body.coupon.payoutCode as string };
    };
    const t = await won();
    const other = await won();
    const key = `voucher-${process.pid}-${serial++}`;
    const asVoucher = (ticketId: string, payoutCode: string, terminalNo = 'T-07', idempotencyKey = key) =>
      own.post(`/terminal/tickets/${ticketId}/voucher`, { terminalNo, payoutCode, idempotencyKey });
    const first = await asVoucher(t.ticketId, t.code);
    expect(first.status).toBe(201);
    const before = await credit(own);
    // the answer was lost: the same request again is the same voucher, not 'already paid'
    const again = await asVoucher(t.ticketId, t.code);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await credit(own)).toBeCloseTo(before, 2);
    const made = await server.database.db
      .selectFrom('vouchers')
      .select('code')
      .where('reference', '=', t.ticketId)
      .execute();
    expect(made).toHaveLength(1);
    // without the key it is the known refusal; from another terminal the key is refused
    const keyless = await own.post(`/terminal/tickets/${t.ticketId}/voucher`, {
      terminalNo: 'T-07',
      payoutCode: t.code,
    });
    expect(keyless.body.error.code).toBe('alreadyPaid');
    expect((await asVoucher(t.ticketId, t.code, 'T-08')).body.error.code).toBe('idempotencyKeyReused');
    // the key of a paid ticket sent with another ticket pays nothing, as a voucher or in cash
    const reused = await asVoucher(other.ticketId, other.code);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotencyKeyReused');
    const cash = await own.post(`/terminal/tickets/${t.ticketId}/payout`, {
      terminalNo: 'T-07',
      payoutCode: t.code,
      idempotencyKey: key,
    });
    expect(cash.status).toBe(409);
    expect(cash.body.error.code).toBe('idempotencyKeyReused');
    expect((await own.get(`/terminal/tickets/${other.ticketId}`)).body.paid).toBe(false);
    // a cash payout's key sent for a voucher answers no voucher: it paid cash
    const cashKey = `payout-${process.pid}-${serial++}`;
    const paid = await own.post(`/terminal/tickets/${other.ticketId}/payout`, {
      terminalNo: 'T-07',
      payoutCode: other.code,
      idempotencyKey: cashKey,
    });
    expect(paid.status).toBe(200);
    const asCash = await asVoucher(other.ticketId, other.code, 'T-07', cashKey);
    expect(asCash.status).toBe(409);
    expect(asCash.body.error.code).toBe('idempotencyKeyReused');
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
