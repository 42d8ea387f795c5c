import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_MARKET_TYPES, type Market } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { type FeedMessage, Simulator } from '../feed/index.ts';
import { loadView } from './sports-store.ts';
import { SportsView } from './sports-view.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A revalidation as a browser cache makes it. Not with fetch: a fetch with If-None-Match adds
 * `Cache-Control: no-cache` to the request, and the server then rightly answers in full.
 */
function conditionalGet(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe(`sports API over a simulated world (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: FeedMessage[];
  const service = () => server.services.sports;

  beforeAll(async () => {
    server = await startTestServer();
    world = new Simulator({ seed: 11, speed: 60 }).initialMessages(Date.now());
    await service().apply(world);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists sports with pre-match and live counts', async () => {
    const res = await server.api.get('/sports');
    expect(res.status).toBe(200);
    const football = res.body.results.find((s: any) => s.id === 1);
    expect(football).toMatchObject({ name: 'Football' });
    expect(football.matchCount).toBeGreaterThan(10);
    expect(football.liveCount).toBeGreaterThan(0);
  });

  it('lists matches of a sport with only their main markets, over/under on one line', async () => {
    const res = await server.api.get('/matches?sportId=1&limit=1000');
    expect(res.body.totalCount).toBeGreaterThan(10);
    for (const m of res.body.results) {
      expect(m.sportId).toBe(1);
      expect(m.ttype).toBe('N');
      expect(Date.parse(m.matchDate)).toBeGreaterThan(Date.now() - 1000);
      for (const mk of m.markets) expect(MAIN_MARKET_TYPES).toContain(mk.typeId);
      expect(m.markets.filter((mk: any) => mk.typeId === 18).length).toBeLessThanOrEqual(1);
    }
    const dates = res.body.results.map((m: any) => m.matchDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('applies every filter: category, tournament, highlights, keyword, window, paging', async () => {
    const all = (await server.api.get('/matches?sportId=1&limit=1000')).body.results;
    const first = all[0];
    const byTournament = (await server.api.get(`/matches?tournamentId=${first.tournamentId}&limit=1000`))
      .body;
    expect(byTournament.results.every((m: any) => m.tournamentId === first.tournamentId)).toBe(true);
    const byCategory = (await server.api.get(`/matches?categoryId=${first.categoryId}`)).body;
    expect(byCategory.results.every((m: any) => m.categoryId === first.categoryId)).toBe(true);
    const top = (await server.api.get('/matches?highlights=1&limit=1000')).body.results;
    expect(new Set(top.map((m: any) => m.tournamentName)).size).toBeGreaterThan(0);
    expect(
      top.every((m: any) =>
        ['Premier League', 'Ligue 1', 'Bundesliga', 'Serie A', 'Super Lig', 'LaLiga'].includes(
          m.tournamentName,
        ),
      ),
    ).toBe(true);
    const word = first.homeTeam.slice(0, 4).toLowerCase();
    const found = (await server.api.get(`/matches?keyWord=${encodeURIComponent(word)}&limit=1000`)).body
      .results;
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((m: any) =>
        `${m.homeTeam} ${m.awayTeam} ${m.tournamentName} ${m.categoryName}`.toLowerCase().includes(word),
      ),
    ).toBe(true);
    const short = await server.api.get('/matches?keyWord=ab');
    expect(short.status).toBe(400);
    const to = new Date(Date.now() + 6 * 3600_000).toISOString();
    const six = (await server.api.get(`/matches?to=${to}&limit=1000`)).body.results;
    expect(six.every((m: any) => m.matchDate <= to)).toBe(true);
    const paged = (await server.api.get('/matches?sportId=1&offset=2&limit=3')).body;
    expect(paged.results.map((m: any) => m.id)).toEqual(all.slice(2, 5).map((m: any) => m.id));
    expect((await server.api.get('/matches?from=yesterday')).status).toBe(400);
    expect((await server.api.get('/matches?from=2026/11/20')).status).toBe(200);
  });

  it('lists carry cache headers and an ETag that turns an unchanged list into a 304', async () => {
    const sports = await server.api.get('/sports');
    expect(sports.headers.get('cache-control')).toBe('public, max-age=15');
    const list = await server.api.get('/matches?sportId=1');
    expect(list.headers.get('cache-control')).toBe('no-cache');
    const etag = list.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await conditionalGet(`${server.url}/api/v1/matches?sportId=1`, etag!)).toBe(304);
    // Once the odds move the list is new.
    const m = service().view.get(list.body.results[0].id)!;
    await service().apply([
      {
        kind: 'markets',
        matchId: m.id,
        version: m.version + 1,
        markets: m.markets.map((mk) => ({
          ...mk,
          outcomes: mk.outcomes.map((o) => ({
            ...o,
            odd: o.odd + 0.01,
            limits: service().view.limitsOf(o.id)!,
          })),
        })),
      },
    ]);
    expect(await conditionalGet(`${server.url}/api/v1/matches?sportId=1`, etag!)).toBe(200);
  });

  it('keeps the market types with their outcome templates', async () => {
    const types = await server.database.db.selectFrom('market_types').selectAll().orderBy('id').execute();
    expect(types.find((t) => t.id === 1)).toMatchObject({ name: '1X2', outcomes: '["1","X","2"]', main: 1 });
    expect(
      types
        .filter((t) => t.main === 1)
        .map((t) => t.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 14, 18, 65, 68, 87, 90]);
  });

  it('browses categories and tournaments of a sport', async () => {
    const cats = (await server.api.get('/sports/1/categories')).body.results;
    expect(cats.map((c: any) => c.name)).toContain('Turkey');
    expect(cats.find((c: any) => c.name === 'Turkey').flag).toBe('tr');
    const turkey = cats.find((c: any) => c.name === 'Turkey');
    const tournaments = (await server.api.get(`/sports/1/categories/${turkey.id}/tournaments`)).body.results;
    expect(tournaments).toEqual([
      { id: expect.any(Number), name: 'Super Lig', matchCount: turkey.matchCount },
    ]);
  });

  it('gives one match with all its markets, and notFoundMatch for an unknown one', async () => {
    const list = (await server.api.get('/matches?sportId=1&limit=1')).body.results;
    const detail = await server.api.get(`/matches/${list[0].id}`);
    expect(detail.body.match.id).toBe(list[0].id);
    expect(detail.body.markets.length).toBeGreaterThan(list[0].markets.length);
    const missing = await server.api.get('/matches/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('notFoundMatch');
    const code = await server.api.get(`/short-codes/${list[0].code}`);
    expect(code.body.match.id).toBe(list[0].id);
    expect((await server.api.get('/short-codes/NOPE')).body.error.code).toBe('searchNotFound');
  });

  it('lists live matches by time or by league, and favourites by ids', async () => {
    const byTime = (await server.api.get('/live?limit=500')).body.results;
    expect(byTime.length).toBeGreaterThan(0);
    expect(byTime.every((m: any) => m.ttype === 'L')).toBe(true);
    const byLeague = (await server.api.get('/live?order=league&limit=500')).body.results.map(
      (m: any) => m.tournamentName,
    );
    expect(byLeague).toEqual([...byLeague].sort((a: string, b: string) => a.localeCompare(b)));
    const ids = byTime.slice(0, 2).map((m: any) => m.id);
    const fav = (await server.api.get(`/live/favorites?ids=${ids.join(',')}`)).body.results;
    expect(fav.map((m: any) => m.id)).toEqual(ids);
    expect((await server.api.get('/live/favorites?ids=a,b')).status).toBe(400);
  });

  it('a feed message applied twice changes nothing the second time', async () => {
    const live = [...service().view.all()].find((m) => m.ttype === 'L')!;
    const msg: FeedMessage = {
      kind: 'state',
      matchId: live.id,
      version: live.version + 1,
      state: {
        ttype: 'L',
        status: '2p',
        betStatus: 'started',
        score: { home: 3, away: 3 },
        time: { minute: 70, extra: 0 },
      },
    };
    const first = await service().apply([msg]);
    expect(first.states).toHaveLength(1);
    const again = await service().apply([msg]);
    expect(again.states).toHaveLength(0);
    const older = await service().apply([
      { ...msg, version: msg.version - 1, state: { ...msg.state, score: { home: 0, away: 0 } } },
    ]);
    expect(older.states).toHaveLength(0);
    expect(service().view.get(live.id)?.score).toEqual({ home: 3, away: 3 });
    const row = await server.database.db
      .selectFrom('matches')
      .select(['score_home', 'version'])
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ score_home: 3, version: msg.version });
  });

  it('stores results, tells listeners, and lists them from yesterday to tomorrow', async () => {
    const seen: number[] = [];
    service().onResult((m) => void seen.push(m.id));
    const live = [...service().view.all()].find((m) => m.ttype === 'L' && !m.result)!;
    await service().apply([
      {
        kind: 'result',
        matchId: live.id,
        version: live.version + 1,
        result: { status: 'ended', score: { home: 2, away: 1 }, halftime: { home: 1, away: 0 }, periods: [] },
      },
    ]);
    expect(seen).toEqual([live.id]);
    const results = (await server.api.get(`/results?sportId=${live.sportId}`)).body.results;
    expect(results.find((r: any) => r.matchId === live.id)).toMatchObject({
      score: { home: 2, away: 1 },
      halftime: { home: 1, away: 0 },
      status: 'ended',
    });
    // An ended match leaves the live list.
    const liveIds = (await server.api.get('/live?limit=500')).body.results.map((m: any) => m.id);
    expect(liveIds).not.toContain(live.id);
  });

  it('a match ended by hand takes the end status, and the feed playing on does not reopen it', async () => {
    const live = [...service().view.all()].find((m) => m.ttype === 'L' && !m.result)!;
    await service().apply([
      {
        kind: 'result',
        matchId: live.id,
        version: live.version + 1,
        result: { status: 'ended', score: { home: 1, away: 0 }, halftime: null, periods: [] },
        by: 'admin',
      },
    ]);
    expect(service().view.get(live.id)).toMatchObject({ status: 'ended', betStatus: 'stopped' });
    const score = live.score;
    const playing = await service().apply([
      {
        kind: 'state',
        matchId: live.id,
        // a newer version than the hand-entered result's
        version: live.version + 5,
        state: { ttype: 'L', status: '2p', betStatus: 'started', score: { home: 9, away: 9 }, time: null },
      },
    ]);
    expect(playing.states).toHaveLength(0);
    expect(service().view.get(live.id)).toMatchObject({
      status: 'ended',
      betStatus: 'stopped',
      score,
    });
  });

  it('writes only the lines a batch changed, and the database follows the view', async () => {
    const m = [...service().view.all()].find(
      (x) => x.ttype === 'N' && !x.result && x.markets.filter((mk) => mk.active).length >= 3,
    )!;
    const feedMarkets = () =>
      service()
        .view.get(m.id)!
        .markets.map((mk) => ({
          id: mk.id,
          typeId: mk.typeId,
          name: mk.name,
          special: mk.special,
          active: mk.active,
          iss: mk.iss,
          cashout: mk.cashout,
          outcomes: mk.outcomes.map((o) => ({ ...o, limits: service().view.limitsOf(o.id)! })),
        }));
    const [first, second] = feedMarkets();
    const price = first!.outcomes[0]!.odd;
    const repriced = (odd: number) =>
      feedMarkets().map((mk) =>
        mk.id === first!.id ? { ...mk, outcomes: mk.outcomes.map((o, i) => (i ? o : { ...o, odd })) } : mk,
      );
    let version = service().view.get(m.id)!.version;
    const markets = (list: ReturnType<typeof feedMarkets>): FeedMessage => ({
      kind: 'markets',
      matchId: m.id,
      version: ++version,
      markets: list,
    });
    // in the feed's order: a restart must not show 1X2 as X, 2, 1 (PostgreSQL moves a row it updates)
    const lineOf = (mk: Market) => ({ ...mk, outcomes: mk.outcomes.map((o) => [o.id, o.odd]) });
    const stored = async () => {
      const view = new SportsView();
      await loadView(server.database.db, view);
      return view.get(m.id)!.markets.map(lineOf);
    };
    const inMemory = () =>
      service()
        .view.get(m.id)!
        .markets.filter((mk) => mk.active)
        .map(lineOf);

    // two prices of one line in one batch: the last one stands, one odds event from the first price
    const twice = await service().apply([markets(repriced(price + 1)), markets(repriced(price + 2))]);
    expect(twice.odds.map((e) => [e.outcomeId, e.prev, e.odd])).toEqual([
      [first!.outcomes[0]!.id, price, price + 2],
    ]);
    expect([...(twice.lines?.get(m.id)?.changed ?? [])]).toEqual([first!.id]);
    expect(await stored()).toEqual(inMemory());
    // the match's version is stored with its lines: a restart's feed goes on above it
    const storedView = new SportsView();
    await loadView(server.database.db, storedView);
    expect(storedView.get(m.id)!.version).toBe(service().view.get(m.id)!.version);

    // a line gone from the offer is closed; another one closed for now; then both back
    const without = feedMarkets()
      .filter((mk) => mk.id !== first!.id)
      .map((mk) => (mk.id === second!.id ? { ...mk, active: false } : mk));
    await service().apply([markets(without)]);
    expect(await stored()).toEqual(inMemory());
    expect(inMemory().map((mk) => mk.id)).not.toContain(first!.id);
    await service().apply([markets([...repriced(price), first!].map((mk) => ({ ...mk, active: true })))]);
    expect(await stored()).toEqual(inMemory());
    expect(inMemory().map((mk) => mk.id)).toContain(first!.id);

    // a suspension and a price in one batch, then the reopening
    await service().apply([
      { kind: 'suspend', matchId: m.id, version: ++version, suspended: true },
      markets(repriced(price + 3).map((mk) => ({ ...mk, iss: true }))),
    ]);
    expect(await stored()).toEqual(inMemory());
    await service().apply([markets(repriced(price + 3).map((mk) => ({ ...mk, iss: false })))]);
    expect(await stored()).toEqual(inMemory());

    // the next batch reaches memory while this one is written (a bet_stop does not wait for a
    // write), the two are stored in order, and the database ends as memory does
    const answered: string[] = [];
    let suspendedWhenFirstStored = false;
    const writing = service()
      .apply([markets(repriced(price + 5))])
      .then(() => {
        answered.push('first');
        suspendedWhenFirstStored = service()
          .view.get(m.id)!
          .markets.every((mk) => mk.iss);
      });
    const next = service()
      .apply([{ kind: 'suspend', matchId: m.id, version: ++version, suspended: true }])
      .then(() => answered.push('next'));
    await Promise.all([writing, next]);
    expect(suspendedWhenFirstStored).toBe(true);
    expect(answered).toEqual(['first', 'next']);
    expect(await stored()).toEqual(inMemory());
    expect(inMemory().find((mk) => mk.id === first!.id)!.outcomes[0]).toEqual([
      first!.outcomes[0]!.id,
      price + 5,
    ]);
  });

  it('stops betting on a live match without updates for 300 seconds', async () => {
    const live = [...service().view.all()].find(
      (m) => m.ttype === 'L' && !m.result && m.status.endsWith('p'),
    )!;
    await service().housekeeping(live.updatedAt + 301_000);
    expect(service().view.get(live.id)?.betStatus).toBe('stopped');
  });
});
