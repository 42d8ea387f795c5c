import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startServer } from '../../app.ts';
import { ApiClient, dropTestData, testConfig } from '../../testing/test-server.ts';
import { loginAs, loginDemo } from '../../testing/login-as.ts';

describe('sessions and the own account', () => {
  // The server logs at debug level into memory, so the test can prove no hash reaches the log.
  const logLines: string[] = [];
  // The expiry test edits the database session store, so this server uses it even where Redis is configured.
  const config = testConfig({ redisUrl: undefined });
  let server: Awaited<ReturnType<typeof startServer>>;
  let url: string;
  const responses: string[] = [];
  const record = async <T extends { body: unknown }>(p: Promise<T>) => {
    const r = await p;
    responses.push(JSON.stringify(r.body));
    return r;
  };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logLines.push(chunk.toString());
        cb();
      },
    });
    server = await startServer(config, pino({ level: 'debug' }, sink));
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await dropTestData(config);
  });

  it('logs in the demo accounts with their exact credentials and balances', async () => {
    const expected: Array<[string, string, string, number, string]> = [
      ['admin', 'admin1234', 'admin', 0, 'N'],
      ['dealer1', 'dealer1234', 'dealer', 100000, 'N'],
      ['player1', 'player1234', 'player', 1000, 'N'],
      ['shop1', 'shop1234', 'terminal', 5000, 'F'],
    ];
    for (const [name, password, role, credit, userType] of expected) {
      const api = new ApiClient(url);
      const res = await record(api.post('/auth/login', { userName: name, password }));
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ userName: name, role, credit, userType, currency: 'TRY' });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      // beside it a mark the page may read, so a guest's page never asks who it is
      const mark = res.headers.getSetCookie().find((c) => c.startsWith('signed_in='));
      expect(mark).toMatch(/^signed_in=1;/);
      expect(mark).not.toMatch(/HttpOnly/i);
    }
  });

  it('gives player1 every product, the limit sets and the settings of GET /me', async () => {
    const api = await loginDemo(url, 'player1');
    const me = await record(api.get('/me'));
    expect(me.status).toBe(200);
    for (const p of [
      'sportUser',
      'liveUser',
      'casinoUser',
      'slotUser',
      'bingoUser',
      'virtualUser',
      'tvgamesUser',
    ])
      expect(me.body.products[p]).toEqual({ status: 1 });
    for (const kind of ['single', 'combine', 'multiple', 'system', 'live'])
      expect(Object.keys(me.body.limits[kind]).sort()).toEqual([
        'maxPay',
        'maxStake',
        'minStake',
        'minTip',
        'status',
      ]);
    expect(me.body).toMatchObject({ onlineUser: 1, staketype: 0, system: { status: 1 } });
    expect(me.body.maxOddsCoupon).toHaveProperty('limit');
    expect(me.body.loginTime).not.toBeNull();
  });

  it('refuses wrong credentials with 401 wrongUserOrPassword and login: false, for known and unknown names', async () => {
    for (const body of [
      { userName: 'player1', password: 'wrong-pass' },
      { userName: 'nobody_here', password: 'whatever1' },
    ]) {
      const res = await record(new ApiClient(url).post('/auth/login', body));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('wrongUserOrPassword');
      expect(res.body.login).toBe(false);
    }
  });

  it('applies the login form rules: both required, a user name of 4 to 20 characters', async () => {
    const api = new ApiClient(url);
    expect((await api.post('/auth/login', { userName: '', password: 'x' })).body.error.code).toBe(
      'allInputEnter',
    );
    expect((await api.post('/auth/login', { userName: 'abc', password: 'abcd' })).body.error.code).toBe(
      'loginLength',
    );
    expect(
      (await api.post('/auth/login', { userName: 'player1', password: 'x'.repeat(129) })).body.error.code,
    ).toBe('loginLength');
    // Passwords longer than the spec's 20 may log in: the password policy allows at least 64.
    expect(
      (await api.post('/auth/login', { userName: 'player1', password: 'x'.repeat(64) })).body.error.code,
    ).toBe('wrongUserOrPassword');
    expect((await api.post('/auth/login', { userName: 5, password: 'abcd' })).status).toBe(400);
  });

  it('accepts the user name in any case', async () => {
    const res = await new ApiClient(url).post('/auth/login', { userName: 'Player1', password: 'player1234' });
    expect(res.status).toBe(200);
  });

  it('answers 401 with login: false without a session, and a session cannot be used after logout', async () => {
    const guest = await new ApiClient(url).get('/me');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ login: false, error: { code: 'notLoggedIn' } });

    const api = await loginDemo(url, 'player2');
    const stolen = api.cookie;
    expect((await api.get('/me')).status).toBe(200);
    const out = await api.post('/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/sid=;/);
    expect(out.headers.get('set-cookie')).toMatch(/signed_in=;/);
    // A copy of the old cookie no longer opens anything.
    const replay = new ApiClient(url);
    replay.cookie = stolen;
    expect((await replay.get('/me')).status).toBe(401);
    expect((await replay.get('/transactions')).status).toBe(401);
  });

  it('refuses a forged session cookie', async () => {
    const api = new ApiClient(url);
    api.cookie = 'sid=not-a-real-token';
    expect((await api.get('/me')).status).toBe(401);
  });

  it('ends a session that has expired', async () => {
    const api = await loginDemo(url, 'player3');
    await server.database.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 60 * 1000 })
      .execute();
    // written behind the session store's back: told as the store tells its own writes
    server.database.changes.emit({ table: 'sessions', rows: 'all' });
    expect((await api.get('/me')).status).toBe(401);
  });

  // A touch a minute per active player and every login used to empty the kept sessions of all.
  it("another player's login and logout leave a signed-in player's kept session; a told write drops it", async () => {
    const since = Date.now();
    const api = await loginDemo(url, 'player2');
    const me = await api.get('/me');
    expect(me.status).toBe(200);
    // aged behind the store's back and untold: only a fresh read of the row would see it
    await server.database.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 60 * 1000 })
      .where('user_id', '=', me.body.userId)
      .where('created_at', '>=', since)
      .execute();
    const other = await loginDemo(url, 'player3');
    expect((await other.get('/me')).status).toBe(200);
    expect((await other.post('/auth/logout')).status).toBe(200);
    expect((await api.get('/me')).status).toBe(200);
    // a write the store tells of names the session: read again, it has ended
    server.database.changes.emit({ table: 'sessions', rows: 'all' });
    expect((await api.get('/me')).status).toBe(401);
  });

  it('keeps a player, a terminal and a sub-dealer out of what their role does not allow', async () => {
    const player = await loginDemo(url, 'player1');
    for (const path of ['/admin/users', '/admin/audit', '/admin/ledger/check'])
      expect((await player.get(path)).status).toBe(403);
    expect((await player.post('/admin/users/1/credit', { amount: 1, direction: 'in' })).status).toBe(403);
    const shop = await loginDemo(url, 'shop1');
    expect((await shop.get('/admin/users')).status).toBe(403);
    const sub = await loginDemo(url, 'subdealer1');
    expect((await sub.get('/admin/users')).status).toBe(200);
    // a sub-dealer reads the audit log of its own branch, but not the operator's ledger check
    expect((await sub.get('/admin/audit')).status).toBe(200);
    expect((await sub.get('/admin/ledger/check')).status).toBe(403);
  });

  it('edits the profile with the spec rules, reporting only the first failing field', async () => {
    const api = await loginDemo(url, 'player4');
    const bad = await api.patch('/me', { city: ' ', countryId: 0, postCode: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('cityCanNotbeNull');
    expect((await api.patch('/me', { countryId: 0 })).body.error.code).toBe('countryCanNotbeNull');
    expect((await api.patch('/me', { postCode: '  ' })).body.error.code).toBe('postCodeCanNotbeNull');
    expect((await api.patch('/me', { sex: 'x' })).status).toBe(400);
    const ok = await api.patch('/me', {
      sex: 'f',
      address: 'Bağdat Caddesi 12',
      city: 'Ankara',
      countryId: 218,
      postCode: '06100',
      autoprint: 1,
      firstName: 'Ignored',
    });
    expect(ok.status).toBe(200);
    const me = await api.get('/me');
    expect(me.body).toMatchObject({
      sex: 'f',
      address: 'Bağdat Caddesi 12',
      city: 'Ankara',
      postCode: '06100',
      autoprint: 1,
      firstName: 'Emre',
    });
  });

  it('changes the password with the spec rules; other sessions end, this one stays', async () => {
    const api = await loginDemo(url, 'subdealer1');
    const other = await loginDemo(url, 'subdealer1');
    const body = (newPassword: string, extra = {}) => ({
      currentPassword: 'dealer1234',
      newPassword,
      ...extra,
    });
    expect((await api.post('/auth/change-password', body('abc'))).body.error.code).toBe(
      'passwordLengthRange',
    );
    expect((await api.post('/auth/change-password', body('x'.repeat(65)))).body.error.code).toBe(
      'passwordLengthRange',
    );
    expect(
      (await api.post('/auth/change-password', body('newpass1', { repeatPassword: 'newpass2' }))).body.error
        .code,
    ).toBe('passwordMatchError');
    const wrong = await api.post('/auth/change-password', {
      currentPassword: 'nope1234',
      newPassword: 'newpass1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('wrongCurrentPassword');
    const ok = await record(
      api.post('/auth/change-password', body('newpass1', { repeatPassword: 'newpass1' })),
    );
    expect(ok.status).toBe(200);
    expect((await api.get('/me')).status).toBe(200);
    expect((await other.get('/me')).status).toBe(401);
    expect(
      (await new ApiClient(url).post('/auth/login', { userName: 'subdealer1', password: 'dealer1234' }))
        .status,
    ).toBe(401);
    await loginAs(url, 'subdealer1', 'newpass1');
  });

  it('stores argon2id hashes and never shows a hash in a response or the log', async () => {
    const rows = await server.database.db.selectFrom('users').select('password_hash').execute();
    expect(rows.length).toBeGreaterThan(4);
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$/);
    const admin = await loginDemo(url, 'admin');
    responses.push(JSON.stringify((await admin.get('/admin/users?limit=200')).body));
    responses.push(JSON.stringify((await admin.get('/admin/audit?limit=200')).body));
    const all = responses.join('\n') + logLines.join('');
    expect(logLines.length).toBeGreaterThan(0);
    expect(all).not.toMatch(/\$argon2/);
    expect(all).not.toMatch(/password_hash|passwordHash/);
    expect(all).not.toContain('player1234');
  });
});
