import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 19 part 3, the server's side of a launch (opencas): a game session, or demo play, or a refusal. */
describe(`casino launch (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  const games: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    const rows = await server.database.db
      .selectFrom('casino_games as g')
      .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.code', 'p.code as provider'])
      .orderBy('g.id')
      .execute();
    for (const r of rows) if (r.provider === 'house') games[r.code] = Number(r.id);
    games['other'] = Number(rows.find((r) => r.provider !== 'house')!.id);
  });
  afterAll(() => server.close());

  const launch = (api: ApiClient, gameId: number | string, body: unknown = {}) =>
    api.post(`/casino/games/${gameId}/launch?lang=de`, body);

  it('opens a game session for a player: the house page with its token, embedded', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const res = await launch(p.api, games['house-roulette']!);
    expect(res.status).toBe(200);
    expect(res.body.embed).toBe(true);
    const url = new URL(res.body.url, 'http://x');
    expect(url.pathname).toBe('/games/house/roulette');
    expect(url.searchParams.get('lang')).toBe('de');
    const token = url.searchParams.get('token')!;
    const row = await server.database.db
      .selectFrom('casino_sessions')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'house', game_code: 'house-roulette', currency: 'TRY' });
    expect(Number(row.user_id)).toBe(p.id);
    expect(Number(row.expires_at)).toBeGreaterThan(Date.now());
    // another provider's game is played through the built-in provider's slot
    const other = new URL((await launch(p.api, games['other']!)).body.url, 'http://x');
    expect(other.pathname).toBe('/games/house/slot');
    expect(other.searchParams.get('token')).not.toBe(token);
  });

  it('lets a guest open a demo, and asks a guest to log in for money play', async () => {
    const guest = new ApiClient(server.url);
    const demo = await launch(guest, games['house-dice']!, { demo: true });
    expect(demo.status).toBe(200);
    expect(demo.body.url).toMatch(/^\/games\/house\/dice\?lang=de&demo=1$/);
    const money = await launch(guest, games['house-dice']!);
    expect(money.status).toBe(401);
    expect(money.body).toMatchObject({ login: false, error: { code: 'loginRequired' } });
    expect(money.body.error.message).not.toBe('loginRequired');
  });

  it('refuses unknown, inactive and demo-less games, with their message keys', async () => {
    const p = await world.newPlayer({ credit: 10 });
    expect((await launch(p.api, 999_999_999)).body.error.code).toBe('gameNotFound');
    expect((await launch(p.api, 999_999_999)).status).toBe(404);
    const db = server.database.db;
    await db
      .updateTable('casino_games')
      .set({ has_demo: 0 })
      .where('id', '=', games['house-slot']!)
      .execute();
    const noDemo = await launch(p.api, games['house-slot']!, { demo: true });
    expect([noDemo.status, noDemo.body.error.code]).toEqual([422, 'noDemo']);
    await db
      .updateTable('casino_games')
      .set({ has_demo: 1, active: 0 })
      .where('id', '=', games['house-slot']!)
      .execute();
    const off = await launch(p.api, games['house-slot']!);
    expect([off.status, off.body.error.code]).toEqual([422, 'gameUnavailable']);
    await db.updateTable('casino_games').set({ active: 1 }).where('id', '=', games['house-slot']!).execute();
    expect((await launch(p.api, games['house-slot']!)).status).toBe(200);
  });

  it('refuses malformed launches with invalidRequest', async () => {
    const p = await world.newPlayer({ credit: 10 });
    for (const [id, body] of [
      ['abc', {}],
      ['0', {}],
      ['-3', {}],
      [String(games['house-slot']), { demo: 'yes' }],
    ] as const) {
      const res = await launch(p.api, id, body);
      expect(res.status, `${id} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
  });

  it('refuses a player whose slot product is off, or who is self-excluded or taking a time-out', async () => {
    const off = await world.newPlayer({ credit: 10 });
    await server.database.db
      .updateTable('users')
      .set({ products: JSON.stringify({ slotUser: { status: 0 } }) })
      .where('id', '=', off.id)
      .execute();
    expect((await launch(off.api, games['house-slot']!)).body.error.code).toBe('gameUnavailable');

    for (const [type, key] of [
      ['selfExclusion', 'rgSelfExcluded'],
      ['timeOut', 'rgTimedOut'],
    ] as const) {
      const p = await world.newPlayer({ credit: 10 });
      await server.database.db
        .insertInto('rg_exclusions')
        .values({
          user_id: p.id,
          type,
          length: '1d',
          starts_at: Date.now() - 1000,
          ends_at: Date.now() + 86_400_000,
        })
        .execute();
      const res = await launch(p.api, games['house-slot']!);
      expect([res.status, res.body.error.code]).toEqual([403, key]);
    }
    const sessions = await server.database.db
      .selectFrom('casino_sessions')
      .select('id')
      .where('user_id', '=', off.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});
