import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { ApiClient, dropTestData, startTestServer, testConfig } from '../../testing/test-server.ts';
import { isFeedLeader, FeedLease } from '../feed/index.ts';
import { oddsChange, pickOn } from '../../testing/test-matches.ts';
import { writeSetting } from '../settings/index.ts';
import { limitSet, seedWorld, type World } from '../../testing/world.ts';
import { disconnectWithin, pause, userSocket } from '../../testing/user-socket.ts';

// Redis runs on every developer and CI machine of the project (MACHINE.md); each run keys its own prefix.
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two instances sharing Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let client: Socket;
  /** seeded through instance a */
  let world: World;

  beforeAll(async () => {
    a = await startTestServer({ redisUrl });
    // the tests here place the same pick again and again (set before the other instance reads it)
    await writeSetting(a.database, 'same_coupon_limit', '1000');
    b = await startTestServer({
      redisUrl,
      dataDir: a.context.config.dataDir,
      databaseUrl: a.context.config.databaseUrl,
      databaseSchema: a.context.config.databaseSchema,
    });
    world = await seedWorld(a);
    client = connect(`${b.url}/live`, { transports: ['websocket'] });
    await new Promise<void>((resolve) => client.on('connect', () => resolve()));
  });
  afterAll(async () => {
    client.close();
    await b.close();
    await a.close();
  });

  it('a batch applied on one instance reaches the memory of the other', async () => {
    const first = await world.newMatch();
    const detail = await eventually(async () => {
      const res = await b.api.get(`/matches/${first.id}`);
      return res.status === 200 ? res.body : undefined;
    });
    expect(detail.match.id).toBe(first.id);
  });

  it('a change applied on one instance reaches a socket.io client of the other', async () => {
    const match = world.football.pre;
    await new Promise((r) => client.emit('subscribe', { matchIds: [match.id] }, r));
    const received = new Promise<any[]>((resolve) => client.once('odds', resolve));
    await world.apply([oddsChange(match, { '1': 2.05, X: 3.25, '2': 3.55 })]);
    const events = await received;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.matchId === match.id)).toBe(true);
  });

  it("a logout on one instance ends the user's socket on the other, and its pushes stop", async () => {
    const player = (await world.newPlayer()).api;
    const id = Number((await player.get('/me')).body.userId);
    const client = userSocket(b.url, player.cookie);
    try {
      await client.connected;
      await a.services.push.balance(id);
      await eventually(async () => (client.balances.length === 1 ? true : undefined));
      expect((await player.post('/auth/logout')).status).toBe(200);
      expect(await disconnectWithin(client, 3000)).toBe('io server disconnect');
      await a.services.push.balance(id);
      await pause(300);
      expect(client.balances).toHaveLength(1);
    } finally {
      client.socket.close();
    }
  });

  /** The same session (kept in Redis) speaking to the other instance. */
  const sameSessionOn = (server: TestServer, api: ApiClient) => {
    const other = new ApiClient(server.url);
    other.cookie = api.cookie;
    return other;
  };
  let keys = 0;
  const coupon = (stake = 10, key = `multi-${process.pid}-${Date.now()}-${++keys}`) => ({
    idempotencyKey: key,
    stake,
    picks: [pickOn(world.football.pre, '1')],
  });

  it('a coupon placed on one instance and retried with its key on the other is the same coupon, debited once', async () => {
    const player = await world.newPlayer({ credit: 100 });
    const onB = sameSessionOn(b, player.api);
    const first = await player.api.post('/coupons', coupon(10, `retry-${process.pid}`));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // the answer was lost on the way: the client sends the same request to the other instance
    const again = await onB.post('/coupons', coupon(10, `retry-${process.pid}`));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.ticketId).toBe(first.body.ticketId);
    expect(again.body.credit).toBe(90);
    const stored = await b.database.db
      .selectFrom('coupons')
      .select('ticket_id')
      .where('user_id', '=', player.id)
      .execute();
    expect(stored.map((c) => c.ticket_id)).toEqual([first.body.ticketId]);
  });

  it('a setting written through one instance applies to placements on the other', async () => {
    const player = await world.newPlayer({ credit: 1000 });
    const onB = sameSessionOn(b, player.api);
    // the other instance has read the settings (and keeps them in memory) before the change
    expect((await onB.post('/coupons', coupon())).status).toBe(201);
    await writeSetting(a.database, 'maintenance_mode', '1');
    try {
      const refused = await eventually(async () => {
        const res = await onB.post('/coupons', coupon());
        return res.status === 201 ? undefined : res;
      }, 3000);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('siteInMaintenance');
    } finally {
      await writeSetting(a.database, 'maintenance_mode', '0');
    }
    await eventually(async () => (await onB.post('/coupons', coupon())).status === 201 || undefined, 3000);
  });

  it("a player's limit changed through one instance binds placements on the other", async () => {
    const player = await world.newPlayer({ credit: 1000 });
    const onB = sameSessionOn(b, player.api);
    expect((await onB.post('/coupons', coupon(20))).status).toBe(201);
    const edit = await world.admin.patch(`/admin/users/${player.id}`, { limits: { single: limitSet(5) } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const refused = await eventually(async () => {
      const res = await onB.post('/coupons', coupon(20));
      return res.status === 201 ? undefined : res;
    }, 3000);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'maxStakeError']);
  });

  it('a logout through one instance ends the session on the other, which keeps it in memory', async () => {
    const player = await world.newPlayer({ credit: 100 });
    const onB = sameSessionOn(b, player.api);
    expect((await onB.get('/me')).status).toBe(200);
    expect((await player.api.post('/auth/logout')).status).toBe(200);
    const ended = await eventually(async () => {
      const res = await onB.get('/me');
      return res.status === 200 ? undefined : res;
    }, 3000);
    expect(ended.status).toBe(401);
  });

  it('a player closed through one instance is refused on the other', async () => {
    const player = await world.newPlayer({ credit: 100 });
    const onB = sameSessionOn(b, player.api);
    expect((await onB.post('/coupons', coupon())).status).toBe(201);
    expect((await world.admin.post(`/admin/users/${player.id}/close`)).status).toBe(200);
    const refused = await eventually(async () => {
      const res = await onB.post('/coupons', coupon());
      return res.status === 201 ? undefined : res;
    }, 3000);
    expect(refused.status).toBe(401);
  });

  it("a player's stake limit set through one instance binds placements on the other", async () => {
    const player = await world.newPlayer({ credit: 1000 });
    const onB = sameSessionOn(b, player.api);
    expect((await onB.post('/coupons', coupon(20))).status).toBe(201);
    const set = await player.api.request('PUT', '/responsible-gaming/limits', {
      kind: 'stake',
      period: 'day',
      amount: 30,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const refused = await eventually(async () => {
      const res = await onB.post('/coupons', coupon(20));
      return res.status === 201 ? undefined : res;
    }, 3000);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'rgStakeLimitReached']);
  });

  it("the operator's catalogue changed through one instance shows on the other", async () => {
    const leagueId = a.services.sports.view.get(world.football.pre.id)!.tournamentId;
    const name = `League ${Date.now()}`;
    // b has loaded the catalogue at its start; the name is written through a
    await a.database.db
      .insertInto('catalogue_names')
      .values({ kind: 'league', entity_id: leagueId, lang: 'en', name })
      .onConflict((oc) => oc.columns(['kind', 'entity_id', 'lang']).doUpdateSet({ name }))
      .execute();
    const seen = await eventually(async () => {
      const res = await b.api.get('/catalogue/names?lang=en');
      return res.body.names[`league.${leagueId}`] === name ? name : undefined;
    });
    expect(seen).toBe(name);
  });

  it('only one instance holds the feed lease; another takes over when it lapses', async () => {
    const redis = new Redis(redisUrl);
    const key = `test:feed-leader:${process.pid}:${Date.now()}`;
    const first = new FeedLease(redis, key, 'first', 300);
    const second = new FeedLease(redis, key, 'second', 300);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true); // renewal
    await new Promise((r) => setTimeout(r, 450)); // the first instance "died": no renewal
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
    await second.release();
    expect(await first.acquire()).toBe(true);
    await first.release();
    await redis.quit();
  });
});

describe('feed leadership between two instances', () => {
  const shared = testConfig({ feed: 'simulator', simSeed: 4, simSpeed: 60, redisUrl });
  afterAll(async () => {
    await dropTestData(shared);
  });

  it('one instance runs the feed; when it stops, the other takes over and plays the same world on', async () => {
    const a = await startServer(shared, createLogger('silent'));
    const b = await startServer({ ...shared, port: 0 }, createLogger('silent'));
    try {
      expect(isFeedLeader(a.context)).toBe(true);
      expect(isFeedLeader(b.context)).toBe(false);
      // The follower's memory holds the leader's world.
      const ids = [...a.services.sports.view.all()].filter((m) => !m.result).map((m) => m.id);
      expect(ids.length).toBeGreaterThan(100);
      await eventually(async () => (ids.every((id) => b.services.sports.view.get(id)) ? true : undefined));
      await a.close();
      await eventually(async () => (isFeedLeader(b.context) ? true : undefined), 8000);
      const view = b.services.sports.view;
      for (const id of ids) expect(view.get(id), `match ${id}`).toBeDefined();
      const cancelled = await b.database.db
        .selectFrom('match_results')
        .select('match_id')
        .where('status', '=', 'cancelled')
        .execute();
      expect(cancelled).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  }, 20_000);
});
