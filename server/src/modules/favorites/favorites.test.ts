import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 14 item 5: favourite matches (pre-match and live) and leagues, kept per player on the server. */
describe(`favourites (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: TestUser;
  let tournamentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    player = await world.newPlayer();
    tournamentId = (await player.api.get(`/matches/${world.football.pre.id}`)).body.match.tournamentId;
  });
  afterAll(() => server.close());

  const put = (u: TestUser, body: unknown) => u.api.request('PUT', '/favorites', body);

  it('starts empty, marks a pre-match match, a live one and a league, and keeps them in order', async () => {
    expect((await player.api.get('/favorites')).body).toEqual({ matches: [], tournaments: [] });
    const pre = world.football.pre.id;
    const live = world.football.live.id;
    expect((await put(player, { kind: 'match', id: pre, on: true })).body).toEqual({
      matches: [pre],
      tournaments: [],
    });
    await put(player, { kind: 'match', id: live, on: true });
    const res = await put(player, { kind: 'tournament', id: tournamentId, on: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matches: [pre, live], tournaments: [tournamentId] });
    // the same again is no change (a retried request)
    expect((await put(player, { kind: 'match', id: pre, on: true })).body.matches).toEqual([pre, live]);
    // and it is the player's own: another player sees none of it
    const other = await world.newPlayer();
    expect((await other.api.get('/favorites')).body).toEqual({ matches: [], tournaments: [] });
    expect((await player.api.get('/favorites')).body).toEqual({
      matches: [pre, live],
      tournaments: [tournamentId],
    });
  });

  it('unmarks, also what is not marked, without an error', async () => {
    const pre = world.football.pre.id;
    const res = await put(player, { kind: 'match', id: pre, on: false });
    expect(res.status).toBe(200);
    expect(res.body.matches).not.toContain(pre);
    expect((await put(player, { kind: 'match', id: pre, on: false })).status).toBe(200);
    expect((await put(player, { kind: 'tournament', id: tournamentId, on: false })).body.tournaments).toEqual(
      [],
    );
  });

  it('refuses guests, bad input, unknown matches and leagues, and more than the maximum', async () => {
    const guest = new ApiClient(server.url);
    expect((await guest.get('/favorites')).status).toBe(401);
    expect((await put({ ...player, api: guest }, { kind: 'match', id: 1, on: true })).status).toBe(401);
    for (const bad of [
      { kind: 'team', id: world.football.pre.id, on: true },
      { kind: 'match', id: -4, on: true },
      { kind: 'match', id: 'x', on: true },
      { kind: 'match', id: world.football.pre.id },
    ]) {
      const res = await put(player, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const unknownMatch = await put(player, { kind: 'match', id: 987_654_321, on: true });
    expect(unknownMatch.status).toBe(404);
    expect(unknownMatch.body.error.code).toBe('matchNotFound');
    const unknownLeague = await put(player, { kind: 'tournament', id: 987_654_321, on: true });
    expect(unknownLeague.status).toBe(404);
    expect(unknownLeague.body.error.code).toBe('tournamentNotFound');

    // a full list refuses one more
    const full = await world.newPlayer();
    const ids = Array.from({ length: MAX_FAVORITES }, (_, i) => 900_000_000 + i);
    await server.database.db
      .insertInto('favorites')
      .values(ids.map((id, i) => ({ user_id: full.id, kind: 'match', ref_id: id, created_at: i })))
      .execute();
    const over = await put(full, { kind: 'match', id: world.football.pre.id, on: true });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('favoritesFull');
    expect((await full.api.get('/favorites')).body.matches).toHaveLength(MAX_FAVORITES);
    // leagues count apart from matches
    expect((await put(full, { kind: 'tournament', id: tournamentId, on: true })).status).toBe(200);
  });
});
