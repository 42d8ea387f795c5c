import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../testing/login-as.ts';
import { oddsChange } from '../../testing/test-matches.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The test world's league and country (see testing/test-matches). */
const LEAGUE = 9002;
const COUNTRY = 9001;

describe(`the operator's sports data (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;
  let dealer: ApiClient;
  let guest: ApiClient;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    admin = world.admin;
    dealer = await loginDemo(server.url, 'dealer1');
    guest = server.api;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server.close();
  });

  it('refuses guests (401) and dealers (403) on every admin route, and changes nothing', async () => {
    const m = world.football.pre;
    const calls: Array<[string, string, unknown?]> = [
      ['get', '/admin/catalogue/league'],
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { names: { en: 'Dealer league' } }],
      ['get', '/admin/fixtures'],
      ['post', '/admin/fixtures', {}],
      ['patch', `/admin/fixtures/${m.id}`, { matchDate: new Date().toISOString() }],
      ['post', `/admin/fixtures/${m.id}/suspend`, { suspended: true }],
      ['post', `/admin/fixtures/${m.id}/markets/${m.result.marketId}/suspend`, { suspended: true }],
      ['put', `/admin/fixtures/${m.id}/odds`, { outcomes: [{ outcomeId: m.result.outcomes['1'], odd: 5 }] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await guest.request(method.toUpperCase(), path, body)).status, `${method} ${path}`).toBe(401);
      const res = await dealer.request(method.toUpperCase(), path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    const detail = await guest.get(`/matches/${m.id}?lang=en`);
    expect(detail.body.match.tournamentName).toBe('Test league');
    expect(detail.body.markets.every((mk: { iss: boolean }) => !mk.iss)).toBe(true);
  });

  it('refuses invalid changes with 400 and a message key', async () => {
    const bad: Array<[string, string, unknown]> = [
      ['patch', `/admin/catalogue/league/${LEAGUE}`, {}],
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { names: { xx: 'Nope' } }],
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { names: { en: 'x'.repeat(101) } }],
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { logo: 'javascript:alert(1)' }],
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { sort: -1 }],
      // a field of another kind: live delays belong to sports, top to leagues
      ['patch', `/admin/catalogue/league/${LEAGUE}`, { liveDelayMs: 1000 }],
      ['patch', '/admin/catalogue/sport/1', { top: true }],
      ['patch', '/admin/catalogue/sport/1', { liveDelayMs: 120_000 }],
      ['patch', `/admin/catalogue/planet/${LEAGUE}`, { visible: false }],
      ['post', `/admin/fixtures/${world.football.pre.id}/suspend`, { suspended: 'yes' }],
      ['put', `/admin/fixtures/${world.football.pre.id}/odds`, { outcomes: [] }],
      [
        'put',
        `/admin/fixtures/${world.football.pre.id}/odds`,
        { outcomes: [{ outcomeId: world.football.pre.result.outcomes['1'], odd: 1.0001 }] },
      ],
      [
        'put',
        `/admin/fixtures/${world.football.pre.id}/odds`,
        { outcomes: [{ outcomeId: world.football.pre.result.outcomes['1'], odd: 1 }] },
      ],
      // an outcome of another match
      [
        'put',
        `/admin/fixtures/${world.football.pre.id}/odds`,
        { outcomes: [{ outcomeId: world.football.live.result.outcomes['1'], odd: 2 }] },
      ],
      ['patch', `/admin/fixtures/${world.football.pre.id}`, { matchDate: 'tomorrow' }],
      [
        'post',
        '/admin/fixtures',
        {
          tournamentId: LEAGUE,
          homeTeam: 'Same',
          awayTeam: 'same',
          matchDate: new Date(Date.now() + 3600_000).toISOString(),
          markets: [{ typeId: 1, odds: [2, 3, 4] }],
        },
      ],
      [
        'post',
        '/admin/fixtures',
        {
          tournamentId: LEAGUE,
          homeTeam: 'A',
          awayTeam: 'B',
          matchDate: new Date(Date.now() + 3600_000).toISOString(),
          // 1X2 has three outcomes
          markets: [{ typeId: 1, odds: [2, 3] }],
        },
      ],
    ];
    for (const [method, path, body] of bad) {
      const res = await admin.request(method.toUpperCase(), path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
    expect((await admin.patch('/admin/catalogue/league/123456789', { visible: false })).status).toBe(404);
    expect((await admin.post('/admin/fixtures/123456789/suspend', { suspended: true })).status).toBe(404);
    const market = await admin.post(`/admin/fixtures/${world.football.pre.id}/markets/1/suspend`, {
      suspended: true,
    });
    expect(market.status).toBe(404);
  });

  it('names a league per language: players read it in theirs, the feed name elsewhere; audited', async () => {
    const res = await admin.patch(`/admin/catalogue/league/${LEAGUE}`, {
      names: { tr: 'Deneme Ligi', en: 'Trial League' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'league',
      id: LEAGUE,
      feedName: 'Test league',
      names: { tr: 'Deneme Ligi', en: 'Trial League' },
    });
    const m = world.football.pre;
    const inTr = await guest.get(`/matches/${m.id}?lang=tr`);
    const inEn = await guest.get(`/matches/${m.id}?lang=en`);
    const inDe = await guest.get(`/matches/${m.id}?lang=de`);
    expect([
      inTr.body.match.tournamentName,
      inEn.body.match.tournamentName,
      inDe.body.match.tournamentName,
    ]).toEqual(['Deneme Ligi', 'Trial League', 'Test league']);
    const leagues = await guest.get(`/sports/1/categories/${COUNTRY}/tournaments?lang=en`);
    expect(leagues.body.results.find((l: { id: number }) => l.id === LEAGUE).name).toBe('Trial League');
    const list = await guest.get('/matches?sportId=1&lang=tr');
    expect(list.body.results.find((x: { id: number }) => x.id === m.id).tournamentName).toBe('Deneme Ligi');
    expect((await guest.get('/catalogue/names?lang=en')).body.names).toMatchObject({
      [`league.${LEAGUE}`]: 'Trial League',
    });
    expect((await guest.get('/catalogue/names?lang=de')).body.names[`league.${LEAGUE}`]).toBeUndefined();

    // '' gives one language back to the feed's name
    await admin.patch(`/admin/catalogue/league/${LEAGUE}`, { names: { en: '' } });
    expect((await guest.get(`/matches/${m.id}?lang=en`)).body.match.tournamentName).toBe('Test league');
    expect((await guest.get(`/matches/${m.id}?lang=tr`)).body.match.tournamentName).toBe('Deneme Ligi');

    const audit = await admin.get('/admin/audit?action=catalogue.update');
    expect(audit.body.results[0]).toMatchObject({
      before: { names: { en: 'Trial League' } },
      after: { names: { en: '' } },
    });
    const found = await admin.get('/admin/catalogue/league?keyWord=deneme');
    expect(found.body.results.map((e: { id: number }) => e.id)).toEqual([LEAGUE]);
  });

  it('hides a country from players, orders sports and sets a country flag', async () => {
    expect(
      (await admin.patch(`/admin/catalogue/country/${COUNTRY}`, { visible: false, logo: 'tr' })).status,
    ).toBe(200);
    const m = world.football.pre;
    expect((await guest.get(`/matches/${m.id}`)).status).toBe(404);
    expect(
      (await guest.get('/matches?sportId=1')).body.results.some((x: { id: number }) => x.id === m.id),
    ).toBe(false);
    expect((await admin.get(`/admin/fixtures?keyWord=${m.id}`)).body.totalCount).toBe(1);
    await admin.patch(`/admin/catalogue/country/${COUNTRY}`, { visible: true });
    const countries = await guest.get('/sports/1/categories');
    expect(countries.body.results.find((c: { id: number }) => c.id === COUNTRY).flag).toBe('tr');

    await admin.patch('/admin/catalogue/sport/3', { sort: 0 });
    await admin.patch('/admin/catalogue/sport/1', { sort: 5 });
    const sports = (await guest.get('/sports')).body.results.map((s: { id: number }) => s.id);
    expect(sports.indexOf(3)).toBeLessThan(sports.indexOf(1));
    const listed = await admin.get('/admin/catalogue/sport');
    expect(listed.body.results.slice(0, 2).map((e: { id: number }) => e.id)).toEqual([3, 1]);
  });

  it('hides a market type on live matches only when it is not shown live', async () => {
    await admin.patch('/admin/catalogue/market/18', { live: false });
    const live = await guest.get(`/matches/${world.football.live.id}`);
    const pre = await guest.get(`/matches/${world.football.pre.id}`);
    expect(live.body.markets.map((mk: { typeId: number }) => mk.typeId)).toEqual([1]);
    expect(pre.body.markets.map((mk: { typeId: number }) => mk.typeId)).toEqual([1, 18]);
    await admin.patch('/admin/catalogue/market/18', { live: true });
    expect((await guest.get(`/matches/${world.football.live.id}`)).body.markets).toHaveLength(2);
  });

  it('suspends a market: players are told over /live at once, the feed cannot reopen it, a reopen can', async () => {
    const m = world.football.live;
    const client = connect(`${server.url}/live`, { transports: ['websocket'], forceNew: true });
    sockets.push(client);
    await new Promise<void>((resolve) => client.on('connect', () => resolve()));
    const pushed: Array<{ marketId: number; iss: boolean }> = [];
    client.on('odds', (events: Array<{ marketId: number; iss: boolean }>) => pushed.push(...events));
    await new Promise((resolve) => client.emit('subscribe', { matchIds: [m.id] }, resolve));

    const res = await admin.post(`/admin/fixtures/${m.id}/markets/${m.result.marketId}/suspend`, {
      suspended: true,
    });
    expect(res.status).toBe(200);
    const market = res.body.fixture.markets.find((mk: { id: number }) => mk.id === m.result.marketId);
    expect(market).toMatchObject({ iss: true, held: true });
    await expect.poll(() => pushed.filter((e) => e.marketId === m.result.marketId && e.iss).length).toBe(3);

    // the feed's next prices leave the held market suspended
    await world.apply([oddsChange(m, { '1': 2.1 })]);
    const after = await guest.get(`/matches/${m.id}`);
    const byId = (id: number) => after.body.markets.find((mk: { id: number }) => mk.id === id);
    expect(byId(m.result.marketId).iss).toBe(true);
    expect(byId(m.overUnder.marketId).iss).toBe(false);

    const reopen = await admin.post(`/admin/fixtures/${m.id}/markets/${m.result.marketId}/suspend`, {
      suspended: false,
    });
    expect(reopen.body.fixture.markets.find((mk: { id: number }) => mk.id === m.result.marketId).iss).toBe(
      false,
    );
    await expect.poll(() => pushed.some((e) => e.marketId === m.result.marketId && !e.iss)).toBe(true);
    const audit = await admin.get('/admin/audit?action=market.suspend');
    expect(audit.body.results[0]).toMatchObject({ targetId: m.id, after: { marketId: m.result.marketId } });
  });

  it('suspends and reopens a whole match, and sets odds by hand that players bet at', async () => {
    const m = world.football.pre;
    const held = await admin.post(`/admin/fixtures/${m.id}/suspend`, { suspended: true });
    expect(held.body.fixture.held).toBe(true);
    expect((await guest.get(`/matches/${m.id}`)).body.markets.every((mk: { iss: boolean }) => mk.iss)).toBe(
      true,
    );
    await admin.post(`/admin/fixtures/${m.id}/suspend`, { suspended: false });
    expect((await guest.get(`/matches/${m.id}`)).body.markets.every((mk: { iss: boolean }) => !mk.iss)).toBe(
      true,
    );

    const odds = await admin.request('PUT', `/admin/fixtures/${m.id}/odds`, {
      outcomes: [{ outcomeId: m.result.outcomes['1'], odd: 2.456 }],
    });
    expect(odds.status).toBe(200);
    const detail = await guest.get(`/matches/${m.id}`);
    const one = detail.body.markets[0].outcomes.find((o: { id: number }) => o.id === m.result.outcomes['1']);
    expect(one.odd).toBe(2.456);
    const player = await world.newPlayer({ credit: 100 });
    const coupon = await player.api.post('/coupons', {
      idempotencyKey: `manual-odds-${process.pid}`,
      stake: 10,
      oddChangeOk: false,
      picks: [{ matchId: m.id, marketId: m.result.marketId, outcomeId: m.result.outcomes['1'], odd: 2.456 }],
    });
    expect(coupon.status).toBe(201);
    const audit = await admin.get('/admin/audit?action=odds.set');
    expect(audit.body.results[0].after).toEqual([{ outcomeId: m.result.outcomes['1'], odd: 2.456 }]);
  });

  it('creates a match by hand that players see, moves it, and refuses to move a started one', async () => {
    const matchDate = new Date(Date.now() + 2 * 3600_000).toISOString();
    const res = await admin.post('/admin/fixtures', {
      tournamentId: LEAGUE,
      homeTeam: 'Hand United',
      awayTeam: 'Manual City',
      matchDate,
      markets: [{ typeId: 1, odds: [1.8, 3.4, 4.2] }],
    });
    expect(res.status).toBe(201);
    const f = res.body.fixture;
    expect(f).toMatchObject({
      manual: true,
      homeTeam: 'Hand United',
      awayTeam: 'Manual City',
      tournamentId: LEAGUE,
    });
    expect(f.markets[0].outcomes.map((o: { odd: number }) => o.odd)).toEqual([1.8, 3.4, 4.2]);
    const seen = await guest.get(`/matches/${f.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.match.homeTeam).toBe('Hand United');

    // a hand-made match's outcome ids lie above 32-bit ids; its odds are changed by hand all the same
    const home = f.markets[0].outcomes[0].id;
    const priced = await admin.request('PUT', `/admin/fixtures/${f.id}/odds`, {
      outcomes: [{ outcomeId: home, odd: 1.95 }],
    });
    expect(priced.status).toBe(200);
    expect(priced.body.fixture.markets[0].outcomes[0].odd).toBe(1.95);
    const held = await admin.post(`/admin/fixtures/${f.id}/markets/${f.markets[0].id}/suspend`, {
      suspended: true,
    });
    expect(held.status).toBe(200);
    expect(held.body.fixture.markets[0].held).toBe(true);
    await admin.post(`/admin/fixtures/${f.id}/markets/${f.markets[0].id}/suspend`, { suspended: false });

    const later = new Date(Date.now() + 5 * 3600_000).toISOString();
    const moved = await admin.patch(`/admin/fixtures/${f.id}`, { matchDate: later });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.fixture.matchDate)).toBe(Date.parse(later));
    expect(Date.parse((await guest.get(`/matches/${f.id}`)).body.match.matchDate)).toBe(Date.parse(later));

    const started = await admin.patch(`/admin/fixtures/${world.football.live.id}`, { matchDate: later });
    expect(started.status).toBe(409);
    expect(started.body.error.code).toBe('matchStarted');
    const audit = await admin.get('/admin/audit?action=fixture.create');
    expect(audit.body.results[0].targetId).toBe(f.id);
  });

  it('gives a sport its own live acceptance delay', async () => {
    const res = await admin.patch('/admin/catalogue/sport/3', { liveDelayMs: 0 });
    expect(res.body.liveDelayMs).toBe(0);
    expect(server.services.sports.catalogue.liveDelayFor([3], 3000)).toBe(0);
    expect(server.services.sports.catalogue.liveDelayFor([3, 1], 3000)).toBe(3000);
    await admin.patch('/admin/catalogue/sport/3', { liveDelayMs: null });
    expect(server.services.sports.catalogue.liveDelayFor([3], 3000)).toBe(3000);
  });
});
