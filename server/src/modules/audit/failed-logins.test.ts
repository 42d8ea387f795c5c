import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 20: the back office sees failed logins per hour and who is being guessed from where. */
describe(`failed-login view (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(() => server.close());

  const tryLogin = (ip: string, userName: string) =>
    new ApiClient(world.admin.baseUrl, { 'x-forwarded-for': ip }).post('/auth/login', {
      userName,
      password: 'wrong-password-1',
    });

  it('counts the last day per hour, and the addresses and names tried most', async () => {
    for (let i = 0; i < 3; i++) expect((await tryLogin('203.0.113.7', 'ghost')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await tryLogin('198.51.100.2', 'admin')).status).toBe(401);
    // one from two days ago is not counted
    await tryLogin('192.0.2.1', 'old');
    await server.database.db
      .updateTable('audit_log')
      .set({ created_at: Date.now() - 48 * 3_600_000 })
      .where('ip', '=', '192.0.2.1')
      .execute();

    expect((await (await world.newDealer()).api.get('/admin/audit/failed-logins')).status).toBe(403);
    const res = await world.admin.get('/admin/audit/failed-logins');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.total).toBe(5);
    expect(s.hours).toHaveLength(24);
    expect(s.hours.at(-1).count).toBe(5);
    expect(s.hours.slice(0, 23).every((h: { count: number }) => h.count === 0)).toBe(true);
    expect(Date.parse(s.hours.at(-1).hour)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(s.hours.at(-1).hour)).toBeLessThan(3_600_000);
    expect(s.ips).toEqual([
      { ip: '203.0.113.7', count: 3 },
      { ip: '198.51.100.2', count: 2 },
    ]);
    expect(s.userNames).toEqual([
      { userName: 'ghost', count: 3 },
      { userName: 'admin', count: 2 },
    ]);
  });
});
