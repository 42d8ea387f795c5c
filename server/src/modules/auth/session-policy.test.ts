import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { ageSessions } from '../../testing/age-sessions.ts';
import { loginDemo } from '../../testing/login-as.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Issue 12 item 4: idle and absolute session ends as site settings, on the database and Redis stores. */
describe('session lifetime', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
  });
  afterAll(async () => {
    await server.close();
  });

  it('ends a player session after 30 minutes without use', async () => {
    const api = await loginDemo(server.url, 'player1');
    await ageSessions(server, ids['player1']!, { sinceUseMs: 29 * MIN });
    expect((await api.get('/me')).status).toBe(200);
    // That use renewed it: another 29 minutes later it still lives.
    await ageSessions(server, ids['player1']!, { sinceUseMs: 29 * MIN });
    expect((await api.get('/me')).status).toBe(200);
    await ageSessions(server, ids['player1']!, { sinceUseMs: 31 * MIN });
    const gone = await api.get('/me');
    expect([gone.status, gone.body.login]).toEqual([401, false]);
  });

  it('ends a session 12 hours after login however much it is used', async () => {
    const api = await loginDemo(server.url, 'player2');
    await ageSessions(server, ids['player2']!, { sinceLoginMs: 11 * HOUR + 59 * MIN });
    expect((await api.get('/me')).status).toBe(200);
    await ageSessions(server, ids['player2']!, { sinceLoginMs: 2 * MIN });
    expect((await api.get('/me')).status).toBe(401);
  });

  it('gives shop terminals (type F) a longer idle time', async () => {
    const shop = await loginDemo(server.url, 'shop1');
    await ageSessions(server, ids['shop1']!, { sinceUseMs: 3 * HOUR });
    expect((await shop.get('/me')).status).toBe(200);
    await ageSessions(server, ids['shop1']!, { sinceUseMs: 12 * HOUR + MIN });
    expect((await shop.get('/me')).status).toBe(401);
  });

  it('applies changed settings at once', async () => {
    const api = await loginDemo(server.url, 'player3');
    await writeSetting(server.database, 'session_idle_minutes', '5');
    try {
      await ageSessions(server, ids['player3']!, { sinceUseMs: 4 * MIN });
      expect((await api.get('/me')).status).toBe(200);
      await ageSessions(server, ids['player3']!, { sinceUseMs: 6 * MIN });
      expect((await api.get('/me')).status).toBe(401);
    } finally {
      await writeSetting(server.database, 'session_idle_minutes', '30');
    }
  });

  it('tells the client how long the session has left, and GET /auth/session renews it', async () => {
    const api = await loginDemo(server.url, 'player4');
    const me = await api.get('/me');
    const idle = Number(me.headers.get('x-session-idle-ms'));
    const absolute = Number(me.headers.get('x-session-absolute-ms'));
    expect(idle).toBeGreaterThan(29 * MIN);
    expect(idle).toBeLessThanOrEqual(30 * MIN);
    expect(absolute).toBeGreaterThan(11 * HOUR);
    expect(absolute).toBeLessThanOrEqual(12 * HOUR);

    await ageSessions(server, ids['player4']!, { sinceUseMs: 28 * MIN });
    const before = await api.get('/settings');
    // A public route reads no session and says nothing about it.
    expect(before.headers.get('x-session-idle-ms')).toBeNull();
    const stay = await api.get('/auth/session');
    expect(stay.status).toBe(200);
    expect(stay.body.idleMs).toBeGreaterThan(29 * MIN);
    expect(stay.body.absoluteMs).toBeLessThanOrEqual(12 * HOUR);
    await ageSessions(server, ids['player4']!, { sinceUseMs: 28 * MIN });
    expect((await api.get('/me')).status).toBe(200);
  });

  it('answers GET /auth/session without a session with 401', async () => {
    const res = await server.api.get('/auth/session');
    expect([res.status, res.body.error.code]).toEqual([401, 'notLoggedIn']);
  });
});

/** Tests shorten the idle times' minute (SESSION_MINUTE_MS): the end-to-end idle timeout ends in seconds. */
describe('session idle minute of a test server', () => {
  it('counts the idle settings in its own minute; the lifetime stays in hours', async () => {
    const server = await startTestServer({ sessionMinuteMs: 1000 });
    try {
      const row = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'player1')
        .executeTakeFirstOrThrow();
      const api = await loginDemo(server.url, 'player1');
      const me = await api.get('/me');
      expect(Number(me.headers.get('x-session-idle-ms'))).toBeLessThanOrEqual(30_000);
      expect(Number(me.headers.get('x-session-idle-ms'))).toBeGreaterThan(29_000);
      expect(Number(me.headers.get('x-session-absolute-ms'))).toBeGreaterThan(11 * HOUR);
      await ageSessions(server, Number(row.id), { sinceUseMs: 29_000 });
      expect((await api.get('/me')).status).toBe(200);
      await ageSessions(server, Number(row.id), { sinceUseMs: 31_000 });
      expect((await api.get('/me')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
