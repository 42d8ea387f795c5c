import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { loginAs, loginDemo } from '../../testing/login-as.ts';

describe('hierarchy administration', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer1: ApiClient;
  let dealer2: ApiClient;
  let sub: ApiClient;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
    admin = await loginDemo(server.url, 'admin');
    dealer1 = await loginDemo(server.url, 'dealer1');
    dealer2 = await loginDemo(server.url, 'dealer2');
    sub = await loginDemo(server.url, 'subdealer1');
  });
  afterAll(async () => {
    await server.close();
  });
  const names = (body: any) => body.results.map((u: any) => u.userName).sort();

  it('shows each dealer only its own subtree', async () => {
    const mine = await dealer1.get('/admin/users');
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual(['player1', 'player2', 'player3', 'shop1', 'subdealer1']);
    expect(mine.body.results.find((u: any) => u.userName === 'player1')).toMatchObject({
      credit: 1000,
      parentName: 'dealer1',
      role: 'player',
    });
    expect(names((await dealer2.get('/admin/users')).body)).toEqual(['player4']);
    expect(names((await sub.get('/admin/users')).body)).toEqual(['player3']);
    // The whole seeded network, the demo affiliate included.
    expect((await admin.get('/admin/users')).body.totalCount).toBe(9);
  });

  it('pages, searches and filters by role and parent', async () => {
    const page = await dealer1.get('/admin/users?limit=2&offset=2');
    expect(page.body.totalCount).toBe(5);
    expect(page.body.results).toHaveLength(2);
    expect(names((await dealer1.get('/admin/users?keyWord=PLAY')).body)).toEqual([
      'player1',
      'player2',
      'player3',
    ]);
    expect(names((await dealer1.get('/admin/users?keyWord=yılmaz')).body)).toEqual(['player1']);
    expect(names((await dealer1.get('/admin/users?role=terminal')).body)).toEqual(['shop1']);
    expect(names((await dealer1.get(`/admin/users?parentId=${ids['subdealer1']}`)).body)).toEqual([
      'player3',
    ]);
    const foreign = await dealer1.get(`/admin/users?parentId=${ids['dealer2']}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('userNotFound');
    expect((await dealer1.get('/admin/users?role=king')).status).toBe(400);
  });

  it("cannot see or touch another dealer's users", async () => {
    const target = ids['player4'];
    const attempts = [
      dealer1.get(`/admin/users/${target}`),
      dealer1.patch(`/admin/users/${target}`, { onlineUser: 0 }),
      dealer1.post(`/admin/users/${target}/close`),
      dealer1.post(`/admin/users/${target}/password`, { password: 'hacked1' }),
      dealer1.post('/admin/users', {
        userName: 'intruder',
        password: 'kasa-pass-77',
        role: 'player',
        parentId: ids['dealer2'],
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('userNotFound');
    }
    await loginDemo(server.url, 'player4');
  });

  it('opens users in the subtree with the roles its rank allows', async () => {
    const created = await dealer1.post('/admin/users', {
      userName: 'Kiosk.Two',
      password: 'kiosk123',
      role: 'terminal',
      terminalNo: 'T-0002',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName: 'kiosk.two',
      role: 'terminal',
      userType: 'F',
      credit: 0,
      parentName: 'dealer1',
    });
    await loginAs(server.url, 'kiosk.two', 'kiosk123');
    const under = await dealer1.post('/admin/users', {
      userName: 'subplayer',
      password: 'kasa-pass-77',
      role: 'player',
      parentId: ids['subdealer1'],
      limits: { single: { minTip: 1, minStake: 2, maxStake: 500, maxPay: 5000, status: 1 } },
    });
    expect(under.status).toBe(201);
    expect(under.body.parentName).toBe('subdealer1');
    expect(under.body.limits.single).toEqual({
      minTip: 1,
      minStake: 2,
      maxStake: 500,
      maxPay: 5000,
      status: 1,
    });
    expect(names((await sub.get('/admin/users')).body)).toContain('subplayer');

    const refusals: Array<[ApiClient, object, number, string]> = [
      [dealer1, { userName: 'newdealer', password: 'kasa-pass-77', role: 'dealer' }, 403, 'roleNotAllowed'],
      [dealer1, { userName: 'staff1', password: 'kasa-pass-77', role: 'admin' }, 403, 'roleNotAllowed'],
      [sub, { userName: 'subsub', password: 'kasa-pass-77', role: 'subDealer' }, 403, 'roleNotAllowed'],
      [sub, { userName: 'partner9', password: 'kasa-pass-77', role: 'partner' }, 403, 'roleNotAllowed'],
      [dealer1, { userName: 'player1', password: 'kasa-pass-77', role: 'player' }, 409, 'userNameTaken'],
      [dealer1, { userName: 'ab', password: 'kasa-pass-77', role: 'player' }, 400, 'userNameInvalid'],
      [dealer1, { userName: 'bad*name', password: 'kasa-pass-77', role: 'player' }, 400, 'userNameInvalid'],
      [dealer1, { userName: 'okname', password: 'abc', role: 'player' }, 400, 'passwordLengthRange'],
      [
        dealer1,
        { userName: 'okname', password: 'kasa-pass-77', role: 'player', parentId: ids['player1'] },
        422,
        'parentInvalid',
      ],
      [
        dealer1,
        { userName: 'okname', password: 'kasa-pass-77', role: 'player', currency: 'EUR' },
        422,
        'currencyMismatch',
      ],
    ];
    for (const [api, body, status, code] of refusals) {
      const res = await api.post('/admin/users', body);
      expect([res.status, res.body.error?.code]).toEqual([status, code]);
    }
  });

  it('stops at the user-opening limit (0 means none)', async () => {
    expect((await admin.patch(`/admin/users/${ids['dealer2']}`, { userOpenLimit: 2 })).status).toBe(200);
    expect(
      (
        await dealer2.post('/admin/users', {
          userName: 'd2player2',
          password: 'kasa-pass-77',
          role: 'player',
        })
      ).status,
    ).toBe(201);
    const third = await dealer2.post('/admin/users', {
      userName: 'd2player3',
      password: 'kasa-pass-77',
      role: 'player',
    });
    expect(third.status).toBe(422);
    expect(third.body.error.code).toBe('userOpenLimitReached');
    await admin.patch(`/admin/users/${ids['dealer2']}`, { userOpenLimit: 0 });
    expect(
      (
        await dealer2.post('/admin/users', {
          userName: 'd2player3',
          password: 'kasa-pass-77',
          role: 'player',
        })
      ).status,
    ).toBe(201);
  });

  it('edits limits and products only with the limit permission, and never grants more than the caller has', async () => {
    const edit = await dealer1.patch(`/admin/users/${ids['player1']}`, {
      limits: { live: { minTip: 1, minStake: 5, maxStake: 1000, maxPay: 20000, status: 0 } },
      products: { casinoUser: { status: 0 } },
      minOdds: 1.2,
      maxOddsCoupon: 5000,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.limits.live).toEqual({
      minTip: 1,
      minStake: 5,
      maxStake: 1000,
      maxPay: 20000,
      status: 0,
    });
    expect(edit.body.limits.single.status).toBe(1);
    expect(edit.body.products.casinoUser).toEqual({ status: 0 });
    expect(edit.body.products.sportUser).toEqual({ status: 1 });
    const me = await (await loginDemo(server.url, 'player1')).get('/me');
    expect(me.body).toMatchObject({
      minOdds: 1.2,
      maxOddsCoupon: { limit: 5000 },
      products: { casinoUser: { status: 0 } },
    });

    const noPerm = await sub.patch(`/admin/users/${ids['player3']}`, {
      limits: { single: { minTip: 1, minStake: 1, maxStake: 2, maxPay: 3, status: 1 } },
    });
    expect([noPerm.status, noPerm.body.error.code]).toEqual([403, 'noLimitPermission']);
    expect((await sub.patch(`/admin/users/${ids['player3']}`, { onlineUser: 0 })).status).toBe(200);
    const grant = await dealer1.patch(`/admin/users/${ids['subdealer1']}`, {
      permissions: { couponCancel: 1 },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.permissions.couponCancel).toBe(1);
    const tooMuch = await sub.post('/admin/users', {
      userName: 'p9player',
      password: 'kasa-pass-77',
      role: 'player',
      permissions: { addPartner: 1 },
    });
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([403, 'noPermission']);
    const range = await dealer1.patch(`/admin/users/${ids['player1']}`, {
      limits: { single: { minTip: 1, minStake: 10, maxStake: 5, maxPay: 3, status: 1 } },
    });
    expect([range.status, range.body.error.code]).toEqual([400, 'limitRangeInvalid']);
  });

  it('closes and reopens accounts of the subtree, resets passwords', async () => {
    const closed = await dealer1.post(`/admin/users/${ids['player2']}/close`);
    expect(closed.body.status).toBe(0);
    const login = await new ApiClient(server.url).post('/auth/login', {
      userName: 'player2',
      password: 'player1234',
    });
    expect([login.status, login.body.error.code]).toEqual([403, 'accountClosed']);
    const wrong = await new ApiClient(server.url).post('/auth/login', {
      userName: 'player2',
      password: 'notright1',
    });
    expect(wrong.body.error.code).toBe('wrongUserOrPassword');
    await dealer1.post(`/admin/users/${ids['player2']}/reopen`);
    expect(
      (await dealer1.post(`/admin/users/${ids['player2']}/password`, { password: 'fresh123' })).status,
    ).toBe(200);
    expect(
      (await dealer1.post(`/admin/users/${ids['player2']}/password`, { password: 'no' })).body.error.code,
    ).toBe('passwordLengthRange');
    await loginAs(server.url, 'player2', 'fresh123');
  });

  it('lets a dealer move a user within its own subtree, never out of it nor under a player', async () => {
    const underPlayer = await dealer1.post(`/admin/users/${ids['subdealer1']}/parent`, {
      parentId: ids['player1'],
    });
    expect([underPlayer.status, underPlayer.body.error.code]).toEqual([422, 'parentInvalid']);
    const down = await dealer1.post(`/admin/users/${ids['player1']}/parent`, { parentId: ids['subdealer1'] });
    expect([down.status, down.body.parentName]).toEqual([200, 'subdealer1']);
    // the sub-dealer now carries it, but cannot hand it to anyone above itself
    const out = await sub.post(`/admin/users/${ids['player1']}/parent`, { parentId: ids['dealer1'] });
    expect([out.status, out.body.error.code]).toEqual([404, 'userNotFound']);
    const back = await dealer1.post(`/admin/users/${ids['player1']}/parent`, { parentId: ids['dealer1'] });
    expect([back.status, back.body.parentName]).toEqual([200, 'dealer1']);
    const foreign = await dealer1.post(`/admin/users/${ids['player1']}/parent`, { parentId: ids['dealer2'] });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'userNotFound']);
  });

  it('lets an administrator move a dealer with its subtree, never under itself', async () => {
    const moved = await admin.post(`/admin/users/${ids['subdealer1']}/parent`, { parentId: ids['dealer2'] });
    expect(moved.status).toBe(200);
    expect(moved.body.parentName).toBe('dealer2');
    expect(names((await dealer2.get('/admin/users')).body)).toEqual(
      expect.arrayContaining(['subdealer1', 'player3', 'subplayer']),
    );
    expect(names((await dealer1.get('/admin/users')).body)).not.toContain('player3');
    expect(
      (await dealer1.post(`/admin/users/${ids['player3']}/credit`, { amount: 1, direction: 'in' })).body.error
        .code,
    ).toBe('userNotFound');
    const cycle = await admin.post(`/admin/users/${ids['dealer2']}/parent`, { parentId: ids['subdealer1'] });
    expect([cycle.status, cycle.body.error.code]).toEqual([422, 'parentInvalid']);
    const toPlayer = await admin.post(`/admin/users/${ids['subdealer1']}/parent`, {
      parentId: ids['player1'],
    });
    expect(toPlayer.body.error.code).toBe('parentInvalid');
  });

  it('records every write in the audit log: who, what, before, after, when, from where', async () => {
    const log = await admin.get(`/admin/audit?targetId=${ids['player1']}&limit=200`);
    expect(log.status).toBe(200);
    const update = log.body.results.find((e: any) => e.action === 'user.update');
    expect(update).toMatchObject({ actorName: 'dealer1', targetId: ids['player1'] });
    expect(update.ip).toMatch(/127\.0\.0\.1/);
    expect(update.before.min_odds_milli).toBe(1000);
    expect(update.after.min_odds_milli).toBe(1200);
    expect(update.before).not.toHaveProperty('password_hash');
    expect(Date.parse(update.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const actions = new Set(
      (await admin.get('/admin/audit?limit=200')).body.results.map((e: any) => e.action),
    );
    for (const a of [
      'user.create',
      'user.update',
      'user.close',
      'user.reopen',
      'user.resetPassword',
      'user.changeParent',
    ])
      expect(actions).toContain(a);
    expect((await admin.get('/admin/audit?action=user.close')).body.totalCount).toBe(1);
  });
});
