import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_CASH_PROVIDER, secureCodeFrom, transferOutcome } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { expireShopWithdrawals } from '../payments/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let keys = 0;
const key = () => `shopcash-${process.pid}-${++keys}-key`;

/** Issue 21 item 5: online players' deposits and withdrawals at a shop counter, and hand-terminal login. */
describe(`shop cash of online players (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let otherDealer: TestUser;
  let shop: TestUser;
  let terminalNo: string;
  let player: TestUser;
  let methodId: number;
  let categoryId: number;

  const online = { onlineUser: 1 };
  const credit = async (u: TestUser) => (await u.api.get('/me')).body.credit as number;
  const movements = async (shopId: number) =>
    server.database.db
      .selectFrom('shift_movements as m')
      .innerJoin('shifts as s', 's.id', 'm.shift_id')
      .select(['m.kind', 'm.delta', 'm.reference'])
      .where('s.user_id', '=', shopId)
      .orderBy('m.id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 20000 });
    otherDealer = await world.newDealer({ credit: 5000 });
    shop = await world.newShop({ parent: dealer, by: dealer.api, credit: 2000 });
    terminalNo = (await shop.api.get('/terminal/shift')).body.shift.terminalNo;
    player = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 300, settings: online });
    // cash at a shop as an operator configures it: a withdrawal method of the shop cash provider
    const db = server.database.db;
    const cat = await db
      .insertInto('payment_categories')
      .values({ name: 'Bayide nakit', sort: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId = Number(cat.id);
    const m = await db
      .insertInto('payment_methods')
      .values({
        category_id: categoryId,
        transfer_type: 1,
        name: 'Bayiden nakit çekim',
        provider: SHOP_CASH_PROVIDER,
        min_amount: 1000,
        max_amount: 1_000_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    methodId = Number(m.id);
  });
  afterAll(() => server.close());

  const deposit = (api: ApiClient, over: Record<string, unknown> = {}) =>
    api.post('/terminal/add-money', {
      uuid: randomUUID(),
      player: player.userName,
      amount: 25,
      terminalNo,
      ...over,
    });

  it('takes cash in for an online player once per uuid, in the shift and the ledger', async () => {
    const before = await credit(player);
    const shopBefore = await credit(shop);
    const found = await shop.api.get(`/terminal/players/${player.id}`);
    expect(found.body).toEqual({
      userId: player.id,
      userName: player.userName,
      currency: expect.any(String),
    });

    const uuid = randomUUID();
    const body = { uuid, player: player.userName.toUpperCase(), amount: 40.5, terminalNo };
    // a double tap and a replay of the queue at once: one deposit
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.api.post('/terminal/add-money', body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({
      uuid,
      userId: player.id,
      userName: player.userName,
      amount: 40.5,
      terminalNo,
    });
    expect(new Set(answers.map((a) => a.body.at)).size).toBe(1);
    expect((await shop.api.post('/terminal/add-money', body)).body).toEqual(answers[0]!.body);

    expect(await credit(player)).toBeCloseTo(before + 40.5, 2);
    expect(await credit(shop)).toBeCloseTo(shopBefore - 40.5, 2);
    const rows = (await movements(shop.id)).filter((m) => m.kind === 'deposit');
    expect(rows.map((r) => [Number(r.delta), r.reference])).toEqual([[4050, `shopDeposit:${uuid}`]]);
    const ledger = await server.database.db
      .selectFrom('ledger_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reference', '=', `shopDeposit:${uuid}`)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBeGreaterThan(0);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses a deposit for the reasons a counter meets, before any money moves', async () => {
    const before = await credit(player);
    const closedShop = await world.newShop({ parent: dealer, by: dealer.api, credit: 100, shift: false });
    const offline = await world.newPlayer({ parent: dealer, by: dealer.api });
    const blocked = await world.newPlayer({ parent: dealer, by: dealer.api, settings: online });
    await dealer.api.patch(`/admin/users/${blocked.id}`, { transfersBlocked: 1 });
    const stranger = await world.newPlayer({ parent: otherDealer, by: otherDealer.api, settings: online });
    const excluded = await world.newPlayer({ parent: dealer, by: dealer.api, settings: online });
    const ex = await excluded.api.post('/responsible-gaming/exclusion', {
      type: 'selfExclusion',
      length: '6m',
      confirm: true,
    });
    expect(ex.status).toBe(200);

    const cases: Array<[Promise<{ status: number; body: any }>, number, string]> = [
      [deposit(closedShop.api), 422, 'shiftNotOpen'],
      [deposit(shop.api, { player: 'nobody-here-at-all' }), 404, 'userNotFound'],
      [deposit(shop.api, { player: String(dealer.id) }), 404, 'userNotFound'],
      [deposit(shop.api, { player: offline.userName }), 422, 'shopPlayerNotOnline'],
      [deposit(shop.api, { player: blocked.userName }), 422, 'shopPlayerBlocked'],
      [deposit(shop.api, { player: excluded.userName }), 422, 'shopPlayerExcluded'],
      [deposit(shop.api, { player: stranger.userName }), 403, 'thisDealerIsNotYours'],
      [deposit(shop.api, { amount: 0.5 }), 422, 'shopAmountOutOfRange'],
      [deposit(shop.api, { amount: 50_001 }), 422, 'shopAmountOutOfRange'],
      [deposit(shop.api, { amount: 10_000 }), 422, 'dealerLimitReached'],
      [deposit(shop.api, { uuid: 'not-a-uuid' }), 400, 'invalidRequest'],
      [deposit(player.api), 403, 'notAShopTerminal'],
    ];
    for (const [res, status, code] of cases) {
      const r = await res;
      expect([r.status, r.body.error?.code]).toEqual([status, code]);
    }
    expect(await credit(player)).toBe(before);
    expect((await movements(closedShop.id)).length).toBe(0);
  });

  const withdraw = (u: TestUser, amount = 120) =>
    u.api.post('/payments/requests', {
      idempotencyKey: key(),
      payId: methodId,
      payCatId: categoryId,
      transferType: 1,
      amount,
      values: [],
    });

  it('pays a withdrawal code once under 20 attempts at once, shown paid at the shop to the player and the dealer', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
    const asked = await withdraw(p);
    expect(asked.status).toBe(201);
    const request = asked.body.request;
    const code = request.shopCode as string;
    expect(code).toMatch(/^3\d{21}$/);
    expect(await credit(p)).toBe(380);
    // the dealer sees the request, never its code
    const panel = (await dealer.api.get(`/admin/payments/requests?userName=${p.userName}`)).body.results;
    expect(panel[0]).toMatchObject({ id: request.id, shopCode: null, paidAtShop: null });

    // a wrong user name, a wrong code and a mistyped one pay nothing
    const wrongName = await shop.api.get(`/terminal/withdrawals/${code}?userName=${player.userName}`);
    expect([wrongName.status, wrongName.body.error.code]).toEqual([422, 'withdrawalCodeWrong']);
    const guessed = secureCodeFrom('withdrawal', '11112222333344445555');
    const guess = await shop.api.get(`/terminal/withdrawals/${guessed}?userName=${p.userName}`);
    expect([guess.status, guess.body.error.code]).toEqual([422, 'withdrawalCodeWrong']);
    const typo = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}${code.slice(6)}`;
    expect((await shop.api.get(`/terminal/withdrawals/${typo}?userName=${p.userName}`)).status).toBe(400);
    // another dealer's shop cannot pay it
    const farShop = await world.newShop({ parent: otherDealer, by: otherDealer.api, credit: 100 });
    const far = await farShop.api.post(`/terminal/withdrawals/${code}/pay`, {
      userName: p.userName,
      terminalNo: 'X',
    });
    expect([far.status, far.body.error.code]).toEqual([422, 'withdrawalCodeWrong']);

    const seen = await shop.api.get(`/terminal/withdrawals/${code}?userName=${p.userName}`);
    expect(seen.body).toMatchObject({ requestId: request.id, userName: p.userName, amount: 120, paid: null });

    const shopBefore = await credit(shop);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.api.post(`/terminal/withdrawals/${code}/pay`, { userName: p.userName, terminalNo }),
      ),
    );
    const paid = attempts.filter((a) => a.status === 200);
    expect(paid.length).toBe(1);
    expect(attempts.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array.from({ length: 19 }, () => 'withdrawalCodePaid'),
    );
    expect(paid[0]!.body.paid).toMatchObject({ terminalNo, shop: shop.userName });
    expect(await credit(shop)).toBeCloseTo(shopBefore + 120, 2);
    expect(await credit(p)).toBe(380);
    const out = (await movements(shop.id)).filter((m) => m.reference === `transfer:${request.id}`);
    expect(out.map((m) => [m.kind, Number(m.delta)])).toEqual([['withdrawal', -12000]]);

    // the player's list and the dealer's panel say where and when it was paid
    const own = (await p.api.get('/payments/requests')).body.results[0];
    expect(own).toMatchObject({ id: request.id, status: 1, reqResult: 'paidAtShop', shopCode: null });
    expect(own.paidAtShop).toEqual(paid[0]!.body.paid);
    const row = (await dealer.api.get(`/admin/payments/requests?userName=${p.userName}`)).body.results[0];
    expect(row).toMatchObject({ status: 1, shopCode: null, paidAtShop: paid[0]!.body.paid });
    // a dealer cannot decide it a second time
    expect(
      (await dealer.api.post(`/admin/payments/requests/${request.id}/approve`, {})).status,
    ).toBeGreaterThanOrEqual(400);
    const again = await shop.api.post(`/terminal/withdrawals/${code}/pay`, {
      userName: p.userName,
      terminalNo,
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'withdrawalCodePaid']);
    expect(again.body.error.details).toMatchObject({ terminalNo, shop: shop.userName });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses a cancelled or expired code, and an expired one gives the hold back', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
    const cancelled = (await withdraw(p, 100)).body.request;
    const rejected = await dealer.api.post(`/admin/payments/requests/${cancelled.id}/reject`, {
      reason: 'no',
    });
    expect(rejected.status).toBe(200);
    expect(await credit(p)).toBe(500);
    const code = (
      await server.database.db
        .selectFrom('shop_withdrawals')
        .select('code')
        .where('request_id', '=', cancelled.id)
        .executeTakeFirstOrThrow()
    ).code;
    const r1 = await shop.api.post(`/terminal/withdrawals/${code}/pay`, { userName: p.userName, terminalNo });
    expect([r1.status, r1.body.error.code]).toEqual([422, 'withdrawalCodeCancelled']);

    const late = (await withdraw(p, 200)).body.request;
    expect(await credit(p)).toBe(300);
    await server.database.db
      .updateTable('shop_withdrawals')
      .set({ expires_at: Date.now() - 1000 })
      .where('request_id', '=', late.id)
      .execute();
    const r2 = await shop.api.post(`/terminal/withdrawals/${late.shopCode}/pay`, {
      userName: p.userName,
      terminalNo,
    });
    expect([r2.status, r2.body.error.code]).toEqual([422, 'withdrawalCodeExpired']);
    expect(await expireShopWithdrawals(server.database)).toEqual([p.id]);
    expect(await expireShopWithdrawals(server.database)).toEqual([]);
    expect(await credit(p)).toBe(500);
    const own = (await p.api.get('/payments/requests')).body.results[0];
    expect(own).toMatchObject({ id: late.id, status: 2, shopCode: null, paidAtShop: null });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("lets the player's dealer cancel a waiting shop withdrawal once, giving the hold back through the ledger", async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
    const request = (await withdraw(p, 150)).body.request;
    expect(await credit(p)).toBe(350);
    const listed = (await dealer.api.get(`/admin/payments/requests?userName=${p.userName}`)).body.results[0];
    expect(listed).toMatchObject({ id: request.id, atShop: 1, manual: 0, status: 0 });
    const cancel = (
      u: TestUser,
      id: number | string = request.id,
      body: unknown = { reason: 'asked in person' },
    ) => u.api.post(`/admin/shop-withdrawals/${id}/cancel`, body);

    // refused before anything moves: the player itself, another dealer, a malformed call
    const refusals: Array<[Promise<{ status: number; body: any }>, number, string]> = [
      [cancel(p), 403, 'forbidden'],
      [cancel(otherDealer), 404, 'transferRequestNotFound'],
      [cancel(dealer, request.id, {}), 400, 'invalidRequest'],
      [cancel(dealer, request.id, { reason: 'x' }), 400, 'invalidRequest'],
      [cancel(dealer, 'abc'), 400, 'invalidRequest'],
      [cancel(dealer, 999_999_999), 404, 'transferRequestNotFound'],
    ];
    for (const [res, status, code] of refusals) {
      const r = await res;
      expect([r.status, r.body.error?.code]).toEqual([status, code]);
    }
    expect(await credit(p)).toBe(350);

    // a double click, a retry and a second tab at once: cancelled once, refunded once
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(dealer)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({
      id: request.id,
      status: 2,
      reqResult: 'asked in person',
      atShop: 1,
    });
    expect((await cancel(dealer)).body).toMatchObject({ status: 2 });
    expect(await credit(p)).toBe(500);
    const ledger = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', `transfer:${request.id}`)
      .where('type', '=', 'withdrawRelease')
      .execute();
    expect(ledger.filter((m) => Number(m.amount) > 0).map((m) => Number(m.amount))).toEqual([15000]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('action', '=', 'payment.shopWithdrawalCancelled')
      .where('target_id', '=', request.id)
      .execute();
    expect(audit.map((a) => Number(a.actor_id))).toEqual([dealer.id]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ reason: 'asked in person', amount: 150 });

    // its code pays nothing any more, and the player sees it cancelled without the code
    const pay = await shop.api.post(`/terminal/withdrawals/${request.shopCode}/pay`, {
      userName: p.userName,
      terminalNo,
    });
    expect([pay.status, pay.body.error.code]).toEqual([422, 'withdrawalCodeCancelled']);
    const own = (await p.api.get('/payments/requests')).body.results[0];
    expect(own).toMatchObject({ id: request.id, status: 2, shopCode: null, paidAtShop: null, atShop: 1 });
    // listed as cancelled, not as rejected, to the player and in the panel
    expect(transferOutcome(own)).toEqual({ kind: 'cancelled', reason: 'asked in person' });
    const ids = async (u: TestUser, path: string) =>
      ((await u.api.get(path)).body.results as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(p, '/payments/requests?outcome=cancelled')).toEqual([request.id]);
    expect(await ids(p, '/payments/requests?outcome=rejected')).toEqual([]);
    const panel = `/admin/payments/requests?userName=${p.userName}&outcome=`;
    expect(await ids(dealer, `${panel}cancelled`)).toEqual([request.id]);
    expect(await ids(dealer, `${panel}rejected`)).toEqual([]);

    // a bank withdrawal is not a shop's to cancel here
    const bank = await server.database.db
      .selectFrom('transfer_requests')
      .select('id')
      .where('provider', '!=', SHOP_CASH_PROVIDER)
      .executeTakeFirst();
    if (bank) expect((await cancel(dealer, Number(bank.id))).status).toBe(404);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('lists a shop withdrawal its dealer rejected (the decision, not the cancel) as rejected, with the reason', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
    const request = (await withdraw(p, 100)).body.request;
    const rejected = await dealer.api.post(`/admin/payments/requests/${request.id}/reject`, {
      reason: 'ID not matching',
    });
    expect(rejected.status).toBe(200);
    expect(transferOutcome(rejected.body)).toEqual({ kind: 'rejected', reason: 'ID not matching' });
    expect(await credit(p)).toBe(500);
    const own = (await p.api.get('/payments/requests')).body.results[0];
    expect(own).toMatchObject({ id: request.id, status: 2, atShop: 1, shopCode: null });
    expect(transferOutcome(own)).toEqual({ kind: 'rejected', reason: 'ID not matching' });
    const ids = async (u: TestUser, path: string) =>
      ((await u.api.get(path)).body.results as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(p, '/payments/requests?outcome=rejected')).toEqual([request.id]);
    expect(await ids(p, '/payments/requests?outcome=cancelled')).toEqual([]);
    const panel = `/admin/payments/requests?userName=${p.userName}&outcome=`;
    expect(await ids(dealer, `${panel}rejected`)).toEqual([request.id]);
    expect(await ids(dealer, `${panel}cancelled`)).toEqual([]);
  });

  it('refuses to cancel a shop withdrawal once a shop paid it, and a cancel racing a payment does one of the two', async () => {
    const payer = await world.newShop({ parent: dealer, by: dealer.api, credit: 1000 });
    const payerNo = (await payer.api.get('/terminal/shift')).body.shift.terminalNo as string;
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
    const paidOne = (await withdraw(p, 100)).body.request;
    const paid = await payer.api.post(`/terminal/withdrawals/${paidOne.shopCode}/pay`, {
      userName: p.userName,
      terminalNo: payerNo,
    });
    expect(paid.status).toBe(200);
    const late = await dealer.api.post(`/admin/shop-withdrawals/${paidOne.id}/cancel`, {
      reason: 'too late',
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'withdrawalCodePaid']);
    expect(late.body.error.details).toMatchObject({ terminalNo: payerNo, shop: payer.userName });
    expect(await credit(p)).toBe(400);

    const raced = (await withdraw(p, 100)).body.request;
    const [byShop, byDealer] = await Promise.all([
      payer.api.post(`/terminal/withdrawals/${raced.shopCode}/pay`, {
        userName: p.userName,
        terminalNo: payerNo,
      }),
      dealer.api.post(`/admin/shop-withdrawals/${raced.id}/cancel`, { reason: 'changed mind' }),
    ]);
    // exactly one of the two won: paid in cash and kept, or cancelled and given back
    if (byShop.status === 200) {
      expect([byDealer.status, byDealer.body.error.code]).toEqual([409, 'withdrawalCodePaid']);
      expect(await credit(p)).toBe(300);
    } else {
      expect(byShop.body.error.code).toBe('withdrawalCodeCancelled');
      expect(byDealer.status).toBe(200);
      expect(await credit(p)).toBe(400);
    }
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("takes the deposit range and the withdrawal code's days from the site settings, at once", async () => {
    const settings = (changes: Record<string, string>) =>
      world.admin.patch('/admin/settings', { settings: changes });
    const before = await credit(player);
    try {
      // the back office refuses a minimum above the maximum, and days out of their range
      const crossed = await settings({ shop_deposit_min: '6000000' });
      expect([crossed.status, crossed.body.error.code, crossed.body.error.details]).toEqual([
        400,
        'invalidSetting',
        { key: 'shop_deposit_min', rule: 'minAboveMax' },
      ]);
      expect((await settings({ withdrawal_code_days: '0' })).status).toBe(400);

      const saved = await settings({
        shop_deposit_min: '2000',
        shop_deposit_max: '3000',
        withdrawal_code_days: '2',
      });
      expect(saved.status).toBe(200);
      for (const amount of [19.99, 30.01]) {
        const r = await deposit(shop.api, { amount });
        expect([r.status, r.body.error.code, r.body.error.details]).toEqual([
          422,
          'shopAmountOutOfRange',
          { min: 20, max: 30 },
        ]);
      }
      expect(await credit(player)).toBe(before);
      // within the range it is taken (at another counter: this shift's report is read below)
      const other = await world.newShop({ parent: dealer, by: dealer.api, credit: 100 });
      const inRange = await deposit(other.api, { amount: 30, terminalNo: 'T-RANGE' });
      expect(inRange.status).toBe(200);
      expect(await credit(player)).toBe(before + 30);

      const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 500, settings: online });
      const asked = Date.now();
      const request = (await withdraw(p, 50)).body.request;
      const read = await shop.api.get(`/terminal/withdrawals/${request.shopCode}?userName=${p.userName}`);
      const expiresAt = Date.parse(read.body.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(asked + 2 * 86_400_000);
      expect(expiresAt).toBeLessThan(asked + 3 * 86_400_000);
      await dealer.api.post(`/admin/shop-withdrawals/${request.id}/cancel`, { reason: 'settings test' });
    } finally {
      const reset = await settings({ shop_deposit_min: '', shop_deposit_max: '', withdrawal_code_days: '' });
      expect(reset.status).toBe(200);
    }
    // back to the defaults: 50,000.00 is the largest deposit again
    expect((await deposit(shop.api, { amount: 50_001 })).body.error.details).toEqual({ min: 1, max: 50_000 });
  });

  it("puts the counter's deposits and withdrawals in the end-of-shift report", async () => {
    const closed = await shop.api.post('/terminal/shift/close', { counted: 0 });
    expect(closed.status).toBe(200);
    const report = await shop.api.get(`/terminal/shifts/${closed.body.id}/report`);
    const totals = Object.fromEntries(report.body.totals.map((t: any) => [t.kind, [t.count, t.total]]));
    expect(totals['deposit']).toEqual([1, 40.5]);
    expect(totals['withdrawal']).toEqual([1, -120]);
    const reopened = await shop.api.post('/terminal/shift/open', { terminalNo, float: 100 });
    expect(reopened.status).toBe(201);
  });

  it("logs a cashier's handheld in as its shop, with a few devices a shop", async () => {
    const device = (over: Record<string, unknown> = {}) => ({
      userName: shop.userName,
      password: shop.password,
      deviceId: randomUUID(),
      deviceName: 'Counter 2',
      ...over,
    });
    const hand = new ApiClient(server.url);
    const first = device();
    const ok = await hand.post('/auth/hand-terminal', first);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ userName: shop.userName, userType: 'F' });
    // the handheld's session serves the counter
    expect((await hand.get('/terminal/shift')).status).toBe(200);
    // the same device again is no new device
    expect((await new ApiClient(server.url).post('/auth/hand-terminal', first)).status).toBe(200);

    const asPlayer = await new ApiClient(server.url).post(
      '/auth/hand-terminal',
      device({ userName: player.userName, password: player.password }),
    );
    expect([asPlayer.status, asPlayer.body.error.code]).toEqual([403, 'notAShopTerminal']);
    const wrong = await new ApiClient(server.url).post(
      '/auth/hand-terminal',
      device({ password: 'nope-nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(
      (await new ApiClient(server.url).post('/auth/hand-terminal', device({ deviceId: 'x' }))).status,
    ).toBe(400);

    for (let i = 0; i < 4; i++)
      expect((await new ApiClient(server.url).post('/auth/hand-terminal', device())).status).toBe(200);
    const sixth = await new ApiClient(server.url).post('/auth/hand-terminal', device());
    expect([sixth.status, sixth.body.error.code]).toEqual([403, 'handTerminalLimit']);
    const devices = await server.database.db
      .selectFrom('hand_terminals')
      .select('device_id')
      .where('user_id', '=', shop.id)
      .execute();
    expect(devices.length).toBe(5);
  });

  it("lists a shop's handhelds to its dealer and revokes one: its session ends at once and its next call is told why", async () => {
    const counter = await world.newShop({ parent: dealer, by: dealer.api, credit: 100 });
    const deviceId = randomUUID();
    const handLogin = async (id = deviceId, name = 'Counter 1') => {
      const hand = new ApiClient(server.url);
      const res = await hand.post('/auth/hand-terminal', {
        userName: counter.userName,
        password: counter.password,
        deviceId: id,
        deviceName: name,
      });
      return { hand, res };
    };
    const first = await handLogin();
    expect(first.res.status).toBe(200);
    // the same device logging in again holds one session: the one before ends
    const { hand } = await handLogin();
    expect((await hand.get('/terminal/shift')).status).toBe(200);
    const old = await first.hand.get('/terminal/shift');
    expect([old.status, old.body.error.code]).toEqual([401, 'notLoggedIn']);

    const listed = await dealer.api.get(`/admin/hand-terminals?shopId=${counter.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        shopId: counter.id,
        shopName: counter.userName,
        name: 'Counter 1',
        signedIn: 1,
        revokedAt: null,
        revokedBy: null,
      }),
    ]);
    const id = listed.body.results[0].id as number;
    expect((await dealer.api.get('/admin/hand-terminals')).body.results.map((r: any) => r.id)).toContain(id);
    // another dealer sees none of them and cannot revoke one; a shop or a player may not ask
    expect((await otherDealer.api.get(`/admin/hand-terminals?shopId=${counter.id}`)).body.results).toEqual(
      [],
    );
    const refusals: Array<[Promise<{ status: number; body: any }>, number, string]> = [
      [otherDealer.api.post(`/admin/hand-terminals/${id}/revoke`, {}), 404, 'handTerminalNotFound'],
      [player.api.post(`/admin/hand-terminals/${id}/revoke`, {}), 403, 'forbidden'],
      [counter.api.get('/admin/hand-terminals'), 403, 'forbidden'],
      [dealer.api.post('/admin/hand-terminals/abc/revoke', {}), 400, 'invalidRequest'],
      [dealer.api.get('/admin/hand-terminals?shopId=-4'), 400, 'invalidRequest'],
    ];
    for (const [res, status, code] of refusals) {
      const r = await res;
      expect([r.status, r.body.error?.code]).toEqual([status, code]);
    }
    expect((await hand.get('/terminal/shift')).status).toBe(200);

    const revoked = await dealer.api.post(`/admin/hand-terminals/${id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, signedIn: 0, revokedBy: dealer.userName });
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const next = await hand.get('/terminal/shift');
    expect([next.status, next.body.error.code, next.body.login]).toEqual([401, 'handTerminalRevoked', false]);
    // it logs in no more; the shop's own counter and a new handheld go on
    const again = await handLogin();
    expect([again.res.status, again.res.body.error.code]).toEqual([403, 'handTerminalRevoked']);
    expect((await counter.api.get('/terminal/shift')).status).toBe(200);
    const replacement = await handLogin(randomUUID(), 'Counter 1 (new)');
    expect(replacement.res.status).toBe(200);

    // revoking it again answers the same and writes nothing more
    const twice = await dealer.api.post(`/admin/hand-terminals/${id}/revoke`, {});
    expect(twice.body).toEqual(revoked.body);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id', 'after'])
      .where('action', '=', 'auth.handTerminalRevoked')
      .where('target_id', '=', counter.id)
      .execute();
    expect(audit.map((a) => Number(a.actor_id))).toEqual([dealer.id]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ handTerminalId: id, deviceName: 'Counter 1' });
  });
});
