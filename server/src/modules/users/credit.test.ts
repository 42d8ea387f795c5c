import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { loginDemo } from '../../testing/login-as.ts';

describe('credit transfers down the hierarchy', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer1: ApiClient;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
    admin = await loginDemo(server.url, 'admin');
    dealer1 = await loginDemo(server.url, 'dealer1');
  });
  afterAll(async () => {
    await server.close();
  });
  const credit = (api: ApiClient, user: string, amount: number, direction: 'in' | 'out', note = '') =>
    api.post(`/admin/users/${ids[user]}/credit`, { amount, direction, note });
  const balanceOf = async (user: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('accounts')
          .select('balance')
          .where('user_id', '=', ids[user]!)
          .executeTakeFirstOrThrow()
      ).balance,
    );
  const counts = async () => ({
    movements: Number(
      (
        await server.database.db
          .selectFrom('ledger_movements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    audit: Number(
      (
        await server.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          // logins are audited too; the refusals must write nothing else
          .where('action', '!=', 'auth.login')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it("gives and takes back; the dealer's own balance moves the other way", async () => {
    const given = await credit(dealer1, 'player1', 150.25, 'in', 'weekly top-up');
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ credit: 1150.25, dealerCredit: 99849.75 });
    const taken = await credit(dealer1, 'player1', 50.25, 'out');
    expect(taken.body).toEqual({ credit: 1100, dealerCredit: 99900 });
    const player = await loginDemo(server.url, 'player1');
    const tx = await player.get('/transactions');
    expect(tx.body.totalCount).toBe(3);
    expect(tx.body.results[0]).toMatchObject({
      transType: 0,
      type: 'creditOut',
      amount: 50.25,
      balance: 1100,
    });
    expect(tx.body.results[1]).toMatchObject({
      transType: 1,
      type: 'creditIn->weekly top-up',
      amount: 150.25,
    });
    expect((await player.get('/transactions?type=a')).body.totalCount).toBe(2);
    expect((await player.get('/transactions?type=e')).body.totalCount).toBe(1);
    expect((await player.get('/transactions?service=1')).body.totalCount).toBe(0);
    expect((await player.get('/transactions?limit=1&offset=1')).body.results).toHaveLength(1);
    expect((await player.get('/transactions?from=2000/01/01&to=2000/12/31')).body.totalCount).toBe(0);
    expect((await player.get('/transactions?from=yesterday')).status).toBe(400);
  });

  it("pushes the new balance to the player's open pages, as a bet does", async () => {
    const player = await loginDemo(server.url, 'player1');
    const socket = connect(`${server.url}/user`, {
      transports: ['websocket'],
      extraHeaders: { cookie: player.cookie },
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const pushed = new Promise<{ credit: number }>((resolve) => socket.on('balance', resolve));
    expect((await credit(dealer1, 'player1', 3, 'in')).status).toBe(200);
    const balance = await pushed;
    socket.close();
    expect(balance.credit).toBeCloseTo((await balanceOf('player1')) / 100, 2);
  });

  it('refuses a dealer the users of its sub-dealers: 403 thisDealerIsNotYours, nothing written', async () => {
    const before = {
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player3'),
    };
    for (const direction of ['in', 'out'] as const) {
      const res = await credit(dealer1, 'player3', 10, direction);
      expect([res.status, res.body.error.code]).toEqual([403, 'thisDealerIsNotYours']);
    }
    expect({
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player3'),
    }).toEqual(before);
  });

  it("lets the user's own dealer give, and an administrator give from the house to anyone", async () => {
    const sub = await loginDemo(server.url, 'subdealer1');
    expect((await credit(sub, 'player3', 5, 'in')).body).toEqual({ credit: 55, dealerCredit: 9995 });
    expect((await credit(dealer1, 'subdealer1', 5, 'in')).body).toEqual({
      credit: 10_000,
      dealerCredit: expect.any(Number),
    });
    const fromHouse = await credit(admin, 'dealer2', 1000, 'in');
    expect(fromHouse.body).toEqual({ credit: 51000, dealerCredit: null });
    expect((await credit(admin, 'player3', 1, 'in')).body).toEqual({ credit: 56, dealerCredit: null });
  });

  it('answers users outside the subtree as unknown ones: 404 userNotFound', async () => {
    const before = await counts();
    for (const user of ['player4', 'dealer2', 'admin', 'dealer1']) {
      const res = await credit(dealer1, user, 1, 'in');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('userNotFound');
    }
    const sub = await loginDemo(server.url, 'subdealer1');
    expect((await credit(sub, 'player1', 1, 'in')).body.error.code).toBe('userNotFound');
    expect((await dealer1.post('/admin/users/999999/credit', { amount: 1, direction: 'in' })).status).toBe(
      404,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses over the limits with dealerLimitReached and userLimitInsufficient', async () => {
    const dealerBefore = await balanceOf('dealer1');
    const res = await credit(dealer1, 'player2', dealerBefore / 100 + 0.01, 'in');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('dealerLimitReached');
    const playerBalance = await balanceOf('player2');
    const out = await credit(dealer1, 'player2', playerBalance / 100 + 1, 'out');
    expect(out.status).toBe(422);
    expect(out.body.error.code).toBe('userLimitInsufficient');
  });

  it('leaves no trace of a transfer that fails half-way', async () => {
    // Taking back more than the player has: the dealer's leg (lower account id) is written first,
    // then the player's debit fails; the dealer's credit, the movement and the audit row must all vanish.
    expect(ids['dealer1']!).toBeLessThan(ids['player2']!);
    const before = {
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
    };
    const res = await credit(dealer1, 'player2', before.player / 100 + 0.01, 'out');
    expect(res.body.error.code).toBe('userLimitInsufficient');
    expect({
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
    }).toEqual(before);
  });

  it('moves credit once for a key sent again, answers as the first time, and refuses the key with another request', async () => {
    const key = `credit-key-${Date.now()}`;
    const before = {
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
    };
    const send = (amount: number, note = 'retried') =>
      dealer1.post(`/admin/users/${ids['player2']}/credit`, {
        amount,
        direction: 'in',
        note,
        idempotencyKey: key,
      });
    const first = await send(7);
    expect(first.status).toBe(200);
    // the answer was lost: the dealer sends it again, twice, one at the same time as another
    const again = await Promise.all([send(7), send(7)]);
    for (const res of again) expect(res.body).toEqual(first.body);
    // meanwhile the balances moved on: the repeat answers the transfer's own balances
    expect((await credit(dealer1, 'player2', 1, 'in')).status).toBe(200);
    expect((await send(7)).body).toEqual(first.body);
    const after = {
      ...(await counts()),
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
    };
    expect(after).toEqual({
      movements: before.movements + 4,
      audit: before.audit + 2,
      dealer: before.dealer - 800,
      player: before.player + 800,
    });
    for (const other of [send(8), send(7, 'another note')]) {
      const res = await other;
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('idempotencyKeyReused');
    }
    // the key is the caller's own: another manager's same key is a transfer of its own
    const fromHouse = await admin.post(`/admin/users/${ids['player2']}/credit`, {
      amount: 7,
      direction: 'in',
      note: 'retried',
      idempotencyKey: key,
    });
    expect(fromHouse.status).toBe(200);
    expect(await balanceOf('player2')).toBe(before.player + 1500);
  });

  it('makes a transfer refused with a key when it is sent again and may pass', async () => {
    const key = `credit-refused-${Date.now()}`;
    const dealerBefore = await balanceOf('dealer1');
    const body = { amount: dealerBefore / 100 + 1, direction: 'in', note: '', idempotencyKey: key };
    const refusedFirst = await dealer1.post(`/admin/users/${ids['player2']}/credit`, body);
    expect(refusedFirst.body.error.code).toBe('dealerLimitReached');
    await admin.post(`/admin/users/${ids['dealer1']}/credit`, { amount: 10, direction: 'in' });
    const then = await dealer1.post(`/admin/users/${ids['player2']}/credit`, body);
    expect(then.status).toBe(200);
    expect(await balanceOf('dealer1')).toBe(900);
  });

  it('validates amounts and direction', async () => {
    for (const body of [
      { amount: 1.005, direction: 'in' },
      { amount: -5, direction: 'in' },
      { amount: 0, direction: 'out' },
      { amount: 5, direction: 'sideways' },
      { amount: '5', direction: 'in' },
    ]) {
      const res = await dealer1.post(`/admin/users/${ids['player1']}/credit`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
  });

  it('refuses transfers to a blocked or closed account', async () => {
    expect((await dealer1.patch(`/admin/users/${ids['shop1']}`, { transfersBlocked: 1 })).status).toBe(200);
    expect((await credit(dealer1, 'shop1', 1, 'in')).body.error.code).toBe('transfersBlocked');
    await dealer1.patch(`/admin/users/${ids['shop1']}`, { transfersBlocked: 0 });
    expect((await credit(dealer1, 'shop1', 1, 'in')).status).toBe(200);
    await dealer1.post(`/admin/users/${ids['shop1']}/close`);
    expect((await credit(dealer1, 'shop1', 1, 'in')).body.error.code).toBe('accountClosed');
  });

  it('200 concurrent transfers both ways leave every balance equal to its movements and none below zero', async () => {
    const start = {
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
      ...(await counts()),
    };
    const amounts = Array.from({ length: 200 }, (_, i) => 50 + ((i * 7919) % 400));
    const results = await Promise.all(
      amounts.map((a, i) => credit(dealer1, 'player2', a, i % 3 === 0 ? 'out' : 'in')),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refusedCodes = new Set(results.filter((r) => r.status !== 200).map((r) => r.body.error.code));
    for (const code of refusedCodes) expect(['userLimitInsufficient', 'dealerLimitReached']).toContain(code);
    expect(ok).toBeGreaterThan(100);
    const end = {
      dealer: await balanceOf('dealer1'),
      player: await balanceOf('player2'),
      ...(await counts()),
    };
    expect(end.dealer + end.player).toBe(start.dealer + start.player);
    expect(end.dealer).toBeGreaterThanOrEqual(0);
    expect(end.player).toBeGreaterThanOrEqual(0);
    expect(end.movements - start.movements).toBe(2 * ok);
    expect(end.audit - start.audit).toBe(ok);
    const check = await admin.get('/admin/ledger/check');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: true, mismatches: [] });
    // Every player movement's balance_after is its predecessor's plus its amount: no lost update.
    const rows = await server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.amount', 'm.balance_after'])
      .where('a.user_id', '=', ids['player2']!)
      .orderBy('m.id')
      .execute();
    let running = 0;
    for (const r of rows) {
      running += Number(r.amount);
      expect(Number(r.balance_after)).toBe(running);
    }
  });
});
