import { secureCodeFrom, secureCodeKind } from '@bet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe(`a voucher pays a new bet (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let shop: ApiClient;
  let serial = 0;
  const key = (p: string) => `${p}-${process.pid}-${serial++}`;
  const change = async (api: ApiClient, amount: number) =>
    (await api.post('/terminal/vouchers', { terminalNo: 'T-07', amount, idempotencyKey: key('chg') })).body
      .code as string;
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;
  /** A coupon on a new match paid with `code`. */
  const betWith = async (api: ApiClient, code: string, stake: number, idempotencyKey = key('vbet')) => {
    const m = await world.newMatch();
    return api.post('/coupons', {
      idempotencyKey,
      stake,
      picks: [pickOn(m, '1')],
      voucher: { code, terminalNo: 'T-08' },
    });
  };
  const ledger = (reference: string) =>
    server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', reference)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => [r.type, Number(r.amount)]));
  const till = (reference: string) =>
    server.database.db
      .selectFrom('shift_movements')
      .select(['kind', 'delta'])
      .where('reference', '=', reference)
      .execute()
      .then((rows) => rows.map((r) => [r.kind, Number(r.delta)]));

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    shop = (await world.newShop({ credit: 500 })).api;
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes the stake from the voucher, redeems it as the bet, and gives the rest back as a new voucher', async () => {
    const code = await change(shop, 30);
    const before = await credit(shop);
    const k = key('vbet');
    const placed = await betWith(shop, code, 12.5, k);
    expect(placed.status).toBe(201);
    const { ticketId, changeVoucher } = placed.body;
    expect(secureCodeKind(changeVoucher.code)).toBe('voucher');
    expect(changeVoucher).toMatchObject({
      amount: 17.5,
      source: 'change',
      terminalNo: 'T-08',
      redeemed: null,
    });
    expect((await shop.get(`/terminal/vouchers/${code}`)).body.redeemed).toMatchObject({
      as: 'bet',
      terminalNo: 'T-08',
      reference: ticketId,
    });
    // the same ledger rows as the voucher cashed, the bet paid and the change bought as a voucher
    expect(await ledger(code)).toEqual([
      ['voucherIssue', 3000],
      ['voucherRedeem', -3000],
    ]);
    expect(await ledger(ticketId)).toEqual([['stake', -1250]]);
    expect(await ledger(changeVoucher.code)).toEqual([['voucherIssue', 1750]]);
    expect(placed.body.credit).toBeCloseTo(before - 30 - 12.5 + 17.5, 2);
    expect(await credit(shop)).toBeCloseTo(placed.body.credit, 2);
    // in the open shift, and no cash changed hands: the till nets to nothing
    const moves = [
      ...(await till(ticketId)),
      ...(await till(code)).filter(([kind]) => kind === 'voucherRedeemed'),
      ...(await till(changeVoucher.code)),
    ];
    expect(moves).toEqual([
      ['bet', 1250],
      ['voucherRedeemed', -3000],
      ['voucherIssued', 1750],
    ]);
    expect(moves.reduce((s, [, d]) => s + Number(d), 0)).toBe(0);
    // a retry of the same request answers the same ticket and change voucher and writes nothing
    const again = await shop.post('/coupons', {
      idempotencyKey: k,
      stake: 12.5,
      picks: placed.body.coupon.lines.map(
        (l: { matchId: number; marketId: number; outcomeId: number; odds: number }) => ({
          matchId: l.matchId,
          marketId: l.marketId,
          outcomeId: l.outcomeId,
          odd: l.odds,
        }),
      ),
      voucher: { code, terminalNo: 'T-08' },
    });
    expect(again.status).toBe(200);
    expect(again.body.ticketId).toBe(ticketId);
    expect(again.body.changeVoucher.code).toBe(changeVoucher.code);
    expect(await ledger(code)).toHaveLength(2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('lets one of 20 coupons at once have the voucher; the others take nothing', async () => {
    const code = await change(shop, 20);
    const before = await credit(shop);
    const answers = await Promise.all(Array.from({ length: 20 }, () => betWith(shop, code, 5)));
    const won = answers.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'voucherRedeemed')).toHaveLength(
      19,
    );
    const ticketId = won[0]!.body.ticketId as string;
    expect(await ledger(code)).toEqual([
      ['voucherIssue', 2000],
      ['voucherRedeem', -2000],
    ]);
    const coupons = await server.database.db
      .selectFrom('coupons')
      .select('ticket_id')
      .where('created_at', '>=', Date.now() - 60_000)
      .where('total_stake', '=', 500)
      .execute();
    expect(coupons.map((c) => c.ticket_id)).toEqual([ticketId]);
    expect(await credit(shop)).toBeCloseTo(before - 20 - 5 + 15, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('takes the part of the stake above the voucher in cash, with no change voucher', async () => {
    const code = await change(shop, 4);
    const placed = await betWith(shop, code, 10);
    expect(placed.status).toBe(201);
    expect(placed.body.changeVoucher).toBeUndefined();
    const moves = [...(await till(placed.body.ticketId)), ...(await till(code))];
    // 4 taken in for the voucher, 4 out as it was spent, 10 in for the bet: 6 more cash than the voucher
    expect(moves.reduce((s, [, d]) => s + Number(d), 0)).toBe(1000);
  });

  it('refuses a spent, expired, guessed or foreign voucher, and a voucher at no counter, taking nothing', async () => {
    const spent = await change(shop, 6);
    expect((await betWith(shop, spent, 6)).status).toBe(201);
    const before = await credit(shop);
    const twice = await betWith(shop, spent, 6);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'voucherRedeemed', details: { terminalNo: 'T-08' } });

    const old = await change(shop, 6);
    await server.database.db
      .updateTable('vouchers')
      .set({ expires_at: Date.now() - 1 })
      .where('code', '=', old)
      .execute();
    const late = await betWith(shop, old, 6);
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('voucherExpired');

    const guessed = secureCodeFrom('voucher', String(Date.now()).padStart(20, '3').slice(-20));
    expect((await betWith(shop, guessed, 6)).body.error.code).toBe('voucherCodeWrong');
    const other = (await world.newShop({ credit: 50 })).api;
    expect((await betWith(shop, await change(other, 6), 6)).body.error.code).toBe('voucherCodeWrong');
    const player = (await world.newPlayer({ credit: 50 })).api;
    expect((await betWith(player, await change(shop, 6), 6)).body.error.code).toBe('voucherCodeWrong');
    // a mistyped code is malformed
    const typo = spent.slice(0, -1) + ((Number(spent.at(-1)) + 1) % 10);
    expect((await betWith(shop, typo, 6)).status).toBe(400);
    // none of these took a stake or a voucher; only the vouchers made here added their value
    expect(await credit(shop)).toBeCloseTo(before + 6 + 6, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
