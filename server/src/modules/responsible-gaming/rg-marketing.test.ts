import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Issue 20 part 2: a player on a time-out or self-exclusion is kept out of marketing. Each channel
 * the site has is checked: the player's bonuses and bonus requests and the logged-in notifications
 * need a session, which the exclusion ended and login refuses until it ends; popups are the same
 * site-wide list for everyone (nothing addressed to the player); and no e-mail or SMS is queued
 * for the player while it runs.
 */
describe(`marketing for an excluded player (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 1_000 });
  });
  afterAll(() => server.close());

  for (const exclusion of [
    { type: 'timeOut', length: '1d', code: 'rgTimedOut' },
    { type: 'selfExclusion', length: '6m', code: 'rgSelfExcluded' },
  ] as const) {
    it(`shuts every marketing channel for a ${exclusion.type}`, async () => {
      const p = await world.newPlayer({ parent: dealer, by: dealer.api, settings: { onlineUser: 1 } });
      // before: the player reaches the bonuses and the notifications
      expect((await p.api.get('/bonuses')).status).toBe(200);
      expect((await p.api.get('/notifications')).status).toBe(200);
      const guestPopups = (await new ApiClient(server.url).get('/announcements')).body;
      const before = Date.now();

      const taken = await p.api.post('/responsible-gaming/exclusion', {
        type: exclusion.type,
        length: exclusion.length,
        confirm: true,
      });
      expect(taken.status).toBe(200);

      // the session the player had is gone: no bonuses, no bonus request, no notifications
      expect((await p.api.get('/bonuses')).status).toBe(401);
      expect((await p.api.post('/bonuses/1/request', {})).status).toBe(401);
      expect((await p.api.get('/notifications')).status).toBe(401);
      // and no new one while the exclusion runs
      const login = await new ApiClient(server.url).post('/auth/login', {
        userName: p.userName,
        password: p.password,
      });
      expect(login.status).toBe(403);
      expect(login.body.error.code).toBe(exclusion.code);
      // popups are the site's, the same for a guest as before: nothing is addressed to the player
      expect((await p.api.get('/announcements')).body).toEqual(guestPopups);
      // no e-mail or SMS waits for the player
      const queued = await server.database.db
        .selectFrom('outbox')
        .select('id')
        .where('user_id', '=', p.id)
        .where('created_at', '>=', before)
        .execute();
      expect(queued).toEqual([]);
    });
  }
});
