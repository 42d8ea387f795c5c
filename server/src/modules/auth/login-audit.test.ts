import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 20 part 6: a failed login is an audit row too, so the back office sees guessing and its rate. */
describe(`failed logins in the audit trail (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(() => server.close());

  const failedRows = () =>
    server.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id', 'after', 'ip'])
      .where('action', '=', 'auth.loginFailed')
      .orderBy('seq')
      .execute();

  it('audits a wrong password against its user, and an unknown name by the name tried', async () => {
    const p = await world.newPlayer();
    const before = (await failedRows()).length;
    const guest = new ApiClient(server.url);
    for (let i = 0; i < 2; i++)
      expect((await guest.post('/auth/login', { userName: p.userName, password: 'wrong-one' })).status).toBe(
        401,
      );
    expect((await guest.post('/auth/login', { userName: 'nobody-here', password: 'whatever1' })).status).toBe(
      401,
    );
    // the right password is a login, not a failure
    expect((await guest.post('/auth/login', { userName: p.userName, password: p.password })).status).toBe(
      200,
    );

    const rows = (await failedRows()).slice(before);
    expect(rows).toHaveLength(3);
    expect(rows.slice(0, 2).map((r) => Number(r.target_id))).toEqual([p.id, p.id]);
    expect(rows.every((r) => r.actor_id === null && r.ip !== '')).toBe(true);
    expect(JSON.parse(rows[2]!.after!)).toMatchObject({ userName: 'nobody-here' });
    expect(rows[2]!.target_id).toBeNull();
    // nothing of the password is kept
    expect(rows.some((r) => r.after?.includes('wrong-one'))).toBe(false);

    // the administrator finds them in the audit log by their action, counted
    const listed = await world.admin.get('/admin/audit?action=auth.loginFailed&limit=200');
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBeGreaterThanOrEqual(3);
  });
});
