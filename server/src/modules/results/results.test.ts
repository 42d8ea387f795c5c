import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import type { MatchResult } from '../feed/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('match results', () => {
  let server: TestServer;
  const service = () => server.services.sports;
  let world: World;
  const resulted: TestMatch[] = [];
  const started = async () => {
    const m = await world.newMatch();
    await world.apply([kickOff(m)]);
    return m;
  };

  async function result(m: TestMatch, r: MatchResult): Promise<void> {
    await service().apply([{ kind: 'result', matchId: m.id, version: ++m.version, result: r }]);
  }

  beforeAll(async () => {
    server = await startTestServer();
    // the world holds one football result already (its finished match)
    world = await seedWorld(server);
    // a score is taken only once a match has started; a cancellation at any time
    const football = [world.football.started, await started(), await started()];
    const basketball = world.basketball.pre;
    for (const [i, m] of football.entries())
      await result(m, {
        status: 'ended',
        score: { home: i, away: 1 },
        halftime: { home: 0, away: 1 },
        periods: [
          { home: 0, away: 1 },
          { home: i, away: 0 },
        ],
      });
    await result(basketball, {
      status: 'cancelled',
      score: { home: 0, away: 0 },
      halftime: null,
      periods: [],
    });
    resulted.push(...football, basketball);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists stored results with full time, half time and status; a cancelled match has no score', async () => {
    const res = await server.api.get('/results?limit=200');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(5);
    const [first] = resulted;
    const stored = service().view.get(first!.id)!;
    expect(res.body.results.find((r: any) => r.matchId === first!.id)).toEqual({
      matchId: first!.id,
      sportId: 1,
      sportName: 'Football',
      matchDate: stored.matchDate,
      home: stored.homeTeam,
      away: stored.awayTeam,
      score: { home: 0, away: 1 },
      halftime: { home: 0, away: 1 },
      status: 'ended',
    });
    const cancelled = res.body.results.find((r: any) => r.matchId === resulted[3]!.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', score: null, halftime: null });
    // Periods are stored with the result for settlement.
    const row = await server.database.db
      .selectFrom('match_results')
      .select('details')
      .where('match_id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details).periods).toEqual([
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);
  });

  it('filters by sport and by window, newest first, with paging', async () => {
    const football = (await server.api.get('/results?sportId=1')).body;
    expect(football.totalCount).toBe(4);
    expect(football.results.every((r: any) => r.sportId === 1)).toBe(true);
    const dates = football.results.map((r: any) => r.matchDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = (await server.api.get('/results?sportId=1&offset=1&limit=1')).body;
    expect(page.totalCount).toBe(4);
    expect(page.results.map((r: any) => r.matchId)).toEqual([football.results[1].matchId]);
    const past = (await server.api.get('/results?from=2020/01/01&to=2020/01/02')).body;
    expect(past).toEqual({ results: [], totalCount: 0 });
    expect((await server.api.get('/results?limit=0')).status).toBe(400);
    expect((await server.api.get('/results?from=soon')).status).toBe(400);
  });

  it("lists the sports in the catalogue's order, each sport's results newest first", async () => {
    const sorts = new Map(
      (await server.database.db.selectFrom('sports').select(['id', 'sort']).execute()).map((s) => [
        Number(s.id),
        [Number(s.sort), Number(s.id)] as const,
      ]),
    );
    const rows = (await server.api.get('/results?limit=200')).body.results as Array<{
      sportId: number;
      matchDate: string;
    }>;
    // the newest result is not football's here: the order must not follow it
    expect(new Set(rows.map((r) => r.sportId)).size).toBeGreaterThan(1);
    const keys = rows.map((r) => [...sorts.get(r.sportId)!, -Date.parse(r.matchDate)]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
    expect(keys).toEqual(sorted);
  });

  it('tells result listeners once per result, after it is stored', async () => {
    const seen: Array<{ id: number; stored: boolean }> = [];
    service().onResult(async (m) => {
      const row = await server.database.db
        .selectFrom('match_results')
        .select('match_id')
        .where('match_id', '=', m.id)
        .executeTakeFirst();
      seen.push({ id: m.id, stored: row !== undefined });
    });
    const m = await started();
    const message = {
      kind: 'result' as const,
      matchId: m.id,
      version: ++m.version,
      result: { status: 'ended' as const, score: { home: 1, away: 1 }, halftime: null, periods: [] },
    };
    await service().apply([message]);
    await service().apply([message]);
    expect(seen).toEqual([{ id: m.id, stored: true }]);
  });
});
