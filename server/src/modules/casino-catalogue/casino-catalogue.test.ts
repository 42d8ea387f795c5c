import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMatches, settingIds } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { loginDemo } from '../../testing/login-as.ts';
import { findGame, HOUSE_GAMES, HOUSE_PROVIDER } from './index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 19 items 1 and 2: the casino catalogue, its lobbies and the back office's edits. */
describe(`casino catalogue (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let guest: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    guest = new ApiClient(server.url);
    admin = await loginDemo(server.url, 'admin');
  });
  afterAll(() => server.close());

  it('seeds the built-in provider, about 2,000 demo games, the Home lists and switches the areas on', async () => {
    const db = server.database.db;
    const { n } = await db
      .selectFrom('casino_games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(2000);
    for (const code of Object.values(HOUSE_GAMES)) {
      const row = await db
        .selectFrom('casino_games as g')
        .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
        .select(['g.id', 'g.product'])
        .where('p.code', '=', HOUSE_PROVIDER)
        .where('g.code', '=', code)
        .executeTakeFirstOrThrow();
      const found = await findGame(db, Number(row.id));
      expect(found).toMatchObject({ providerCode: 'house', code, active: true, hasDemo: true });
      expect(found!.product).toBe(
        code === HOUSE_GAMES.slot ? 'slot' : code === HOUSE_GAMES.roulette ? 'live' : 'virtual',
      );
    }
    expect(await findGame(db, 987_654_321)).toBeUndefined();
    const settings = (await guest.get('/settings')).body;
    const flat = { ...settings, ...(settings.settings ?? {}) } as Record<string, string>;
    for (const area of ['area_casino', 'area_slots', 'area_virtual', 'area_tvgames', 'area_bingo'])
      expect(flat[area], area).toBe('1');
    expect(settingIds(flat['topslot_ids']).length).toBeGreaterThan(0);
  });

  it('answers a lobby: a row per provider with its first 6 games and its count, the categories and Popular', async () => {
    const res = await guest.get('/casino/lobby?product=slot');
    expect(res.status).toBe(200);
    const { providers, categories, popular } = res.body;
    expect(providers.length).toBeGreaterThanOrEqual(10);
    for (const p of providers) {
      expect(p.games.length).toBe(Math.min(6, p.gameCount));
      for (const g of p.games) expect(g).toMatchObject({ product: 'slot', providerId: p.id });
    }
    expect(
      providers.reduce((s: number, p: { gameCount: number }) => s + p.gameCount, 0),
    ).toBeGreaterThanOrEqual(1800);
    expect(categories.map((c: { product: string }) => c.product)).toEqual(categories.map(() => 'slot'));
    expect(popular.length).toBeGreaterThan(0);
    // the whole product in one list, as the virtualised grid reads it
    const all = await guest.get('/casino/games?product=slot');
    expect(all.body.totalCount).toBe(all.body.results.length);
    expect(all.body.totalCount).toBe(
      providers.reduce((s: number, p: { gameCount: number }) => s + p.gameCount, 0),
    );
    const page = await guest.get('/casino/games?product=slot&offset=10&limit=5');
    expect(page.body.results.map((g: { id: number }) => g.id)).toEqual(
      all.body.results.slice(10, 15).map((g: { id: number }) => g.id),
    );
  });

  it("lists a provider's full list, a category, and searches as the shared rule says", async () => {
    const { providers, categories } = (await guest.get('/casino/lobby?product=slot')).body;
    const provider = providers[1];
    const full = await guest.get(`/casino/games?product=slot&providerId=${provider.id}`);
    expect(full.body.totalCount).toBe(provider.gameCount);
    expect(full.body.results.every((g: { providerId: number }) => g.providerId === provider.id)).toBe(true);

    const cat = await guest.get(`/casino/games?product=slot&categoryId=${categories[0].id}`);
    expect(cat.body.totalCount).toBeGreaterThan(0);
    expect(cat.body.results.every((g: { categoryId: number }) => g.categoryId === categories[0].id)).toBe(
      true,
    );

    const all = (await guest.get('/casino/games?product=slot')).body.results as Array<{
      title: string;
      providerName: string;
    }>;
    for (const word of ['gold', 'FORTUNE', '  wild ', 'xyz', 'Red Fox']) {
      const res = await guest.get(`/casino/games?product=slot&search=${encodeURIComponent(word)}`);
      expect(res.status, word).toBe(200);
      const expected = all.filter((g) => gameMatches(word, g.title, g.providerName)).length;
      expect(res.body.totalCount, word).toBe(expected);
    }
    // a provider's name brings all its games
    const byName = await guest.get(`/casino/games?product=slot&search=${encodeURIComponent(provider.name)}`);
    expect(byName.body.totalCount).toBeGreaterThanOrEqual(provider.gameCount);
    const lobbySearch = await guest.get('/casino/lobby?product=slot&search=xyzzy');
    expect(lobbySearch.body.providers).toEqual([]);
  });

  it('refuses short searches, unknown products, providers, categories and games, and bad ids', async () => {
    for (const path of [
      '/casino/lobby?product=slot&search=ab',
      '/casino/games?product=slot&search=%20x%20',
    ]) {
      const res = await guest.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('searchTooShort');
    }
    for (const path of [
      '/casino/lobby',
      '/casino/lobby?product=poker',
      '/casino/games?product=slot&providerId=abc',
      '/casino/games?product=slot&providerId=-1',
      '/casino/games?product=slot&limit=0',
      '/casino/games?product=slot&limit=999999',
      `/casino/games?product=slot&search=${'a'.repeat(51)}`,
      '/casino/games/0',
      '/casino/games/1.5',
      '/casino/games/99999999999',
    ]) {
      const res = await guest.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalidRequest');
    }
    const provider = await guest.get('/casino/games?product=slot&providerId=987654');
    expect([provider.status, provider.body.error.code]).toEqual([404, 'providerNotFound']);
    const liveCats = (await guest.get('/casino/lobby?product=live')).body.categories;
    const wrongCat = await guest.get(`/casino/games?product=slot&categoryId=${liveCats[0].id}`);
    expect([wrongCat.status, wrongCat.body.error.code]).toEqual([404, 'categoryNotFound']);
    const game = await guest.get('/casino/games/987654');
    expect([game.status, game.body.error.code]).toEqual([404, 'gameNotFound']);
  });

  it("answers Home's top and new lists in the settings' order, skipping unknown and switched-off games", async () => {
    const slots = (await guest.get('/casino/games?product=slot&limit=3')).body.results;
    const [a, b, c] = slots.map((g: { id: number }) => g.id);
    expect(
      (
        await admin.request('PATCH', '/admin/settings', {
          settings: { topslot_ids: `${c},987654,${a},${b}` },
        })
      ).status,
    ).toBe(200);
    await admin.request('PATCH', `/admin/casino/games/${b}`, { active: false });
    const home = (await guest.get('/casino/home')).body;
    expect(home.topSlot.map((g: { id: number }) => g.id)).toEqual([c, a]);
    expect(home.topCasino.every((g: { product: string }) => g.product === 'live')).toBe(true);
    const popular = (await guest.get('/casino/lobby?product=slot')).body.popular;
    expect(popular.map((g: { id: number }) => g.id)).toEqual([c, a]);
    await admin.request('PATCH', `/admin/casino/games/${b}`, { active: true });
  });

  it('lets the back office switch off, rename, reorder and flag games, providers and categories, audited', async () => {
    const list = await admin.get('/admin/casino/games?product=slot&keyWord=house');
    expect(list.status).toBe(200);
    const houseSlot = list.body.results.find((e: { code: string }) => e.code === HOUSE_GAMES.slot);
    expect(houseSlot).toMatchObject({ kind: 'games', providerName: 'Bet Originals', active: true });

    const off = await admin.request('PATCH', `/admin/casino/games/${houseSlot.id}`, {
      active: false,
      name: 'Sultan Reels II',
      sort: 5,
      mobile: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ name: 'Sultan Reels II', sort: 5, active: false, mobile: false });
    expect((await guest.get(`/casino/games/${houseSlot.id}`)).status).toBe(404);
    expect(await findGame(server.database.db, houseSlot.id)).toMatchObject({
      active: false,
      title: 'Sultan Reels II',
    });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'casino.update')
      .where('target_id', '=', houseSlot.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toMatchObject({ active: true, name: 'Sultan Reels' });
    expect(JSON.parse(audit.after!)).toMatchObject({ active: false, name: 'Sultan Reels II' });
    await admin.request('PATCH', `/admin/casino/games/${houseSlot.id}`, { active: true, mobile: true });

    // a provider switched off takes its games out of every lobby
    const providers = (await admin.get('/admin/casino/providers?product=slot')).body.results;
    const aurora = providers.find((p: { code: string }) => p.code === 'aurora');
    expect(
      (await admin.request('PATCH', `/admin/casino/providers/${aurora.id}`, { active: false })).status,
    ).toBe(200);
    const lobbyIds = (await guest.get('/casino/lobby?product=slot')).body.providers.map(
      (p: { id: number }) => p.id,
    );
    expect(lobbyIds).not.toContain(aurora.id);
    expect((await guest.get(`/casino/games?product=slot&providerId=${aurora.id}`)).status).toBe(404);
    await admin.request('PATCH', `/admin/casino/providers/${aurora.id}`, { active: true, sort: -1 });
    const first = (await guest.get('/casino/lobby?product=slot')).body.providers[0];
    expect(first.id).toBe(aurora.id);

    const cats = (await admin.get('/admin/casino/categories?product=live')).body.results;
    const renamed = await admin.request('PATCH', `/admin/casino/categories/${cats[0].id}`, { name: 'Rulet' });
    expect(renamed.body).toMatchObject({ name: 'Rulet', product: 'live', active: null });
  });

  it('refuses back-office edits that do not apply, bad bodies, unknown rows and non-admins', async () => {
    const cats = (await admin.get('/admin/casino/categories')).body.results;
    const providers = (await admin.get('/admin/casino/providers')).body.results;
    for (const [path, body] of [
      [`/admin/casino/categories/${cats[0].id}`, { active: false }],
      [`/admin/casino/providers/${providers[0].id}`, { mobile: true }],
      [`/admin/casino/games/1`, {}],
      [`/admin/casino/games/1`, { name: '' }],
      [`/admin/casino/games/1`, { sort: 1.5 }],
      [`/admin/casino/games/1`, { active: 'yes' }],
      [`/admin/casino/tables/1`, { sort: 1 }],
      [`/admin/casino/games/abc`, { sort: 1 }],
    ] as const) {
      const res = await admin.request('PATCH', path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const unknown = await admin.request('PATCH', '/admin/casino/games/987654', { sort: 1 });
    expect(unknown.status).toBe(404);
    expect((await admin.get('/admin/casino/tables')).status).toBe(400);
    expect((await guest.get('/admin/casino/games')).status).toBe(401);
    const player = await loginDemo(server.url, 'player1');
    expect((await player.get('/admin/casino/games')).status).toBe(403);
    expect((await player.request('PATCH', '/admin/casino/games/1', { sort: 1 })).status).toBe(403);
  });

  it('draws a picture for every demo game and none for an unknown one', async () => {
    const g = (await guest.get('/casino/games?product=live&limit=1')).body.results[0];
    const res = await fetch(new URL(g.logo, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await fetch(new URL('/casino-art/house/nothing.svg', server.url))).status).toBe(404);
    expect((await fetch(new URL('/casino-art/../etc.svg', server.url))).status).toBe(404);
  });
});
