import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentLog } from '../../logger.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('the ring of recent warnings and errors', () => {
  it('keeps the newest entries first, drops the oldest past its capacity, and ignores what is not a warning', () => {
    const ring = new RecentLog(3);
    const line = (level: number, msg: string) => JSON.stringify({ level, time: Date.now(), msg, pid: 1 });
    ring.write(line(30, 'info is not kept'));
    for (const n of [1, 2, 3, 4]) ring.write(line(n % 2 ? 40 : 50, `entry ${n}`));
    ring.write('not json');
    expect(ring.entries().map((e) => [e.level, e.message])).toEqual([
      ['error', 'entry 4'],
      ['warn', 'entry 3'],
      ['error', 'entry 2'],
    ]);
  });
});

/** Issue 17 item 8: the operator reads the server's last errors on the logs page. */
describe(`the system log (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists warnings and errors newest first, with details and without secrets, filtered by level and text', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    server.logger.info(`info ${tag} is not kept`);
    server.logger.warn({ ip: '10.1.2.3', password: 'hunter2' }, `slow answer ${tag}`);
    server.logger.error({ err: new Error(`disk full ${tag}`) }, `write failed ${tag}`);

    const all = await world.admin.get(`/admin/system-log?search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.results.map((e: { level: string; message: string }) => [e.level, e.message])).toEqual([
      ['error', `write failed ${tag}`],
      ['warn', `slow answer ${tag}`],
    ]);
    const [error, warning] = all.body.results;
    expect(error.detail).toContain(`disk full ${tag}`);
    expect(warning.detail).toContain('10.1.2.3');
    expect(warning.detail).not.toContain('hunter2');
    expect(all.body.capacity).toBeGreaterThan(0);

    const errorsOnly = await world.admin.get(`/admin/system-log?level=error&search=${tag}`);
    expect(errorsOnly.body.results).toHaveLength(1);
    // the search reads the details too
    const byDetail = await world.admin.get(`/admin/system-log?search=10.1.2.3`);
    expect(byDetail.body.results.some((e: { message: string }) => e.message === `slow answer ${tag}`)).toBe(
      true,
    );
  });

  it('is for the operator alone, and refuses a malformed query with 400', async () => {
    const dealer = await world.newDealer({ credit: 10 });
    expect((await dealer.api.get('/admin/system-log')).status).toBe(403);
    const bad = await world.admin.get('/admin/system-log?level=debug');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalidRequest');
  });
});
