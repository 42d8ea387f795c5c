import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { limitSet, seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
/** the test matches' league and the over/under market type (server/src/testing/test-matches.ts) */
const LEAGUE = 9002;
const OVER_UNDER_TYPE = 18;
let n = 0;
const key = () => `tl-${process.pid}-${n++}`;

describe(`trading limits (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;

  const setLimit = (body: Record<string, unknown>) => admin.request('PUT', '/admin/trading-limits', body);
  const bet = (player: TestUser, stake: number, picks: unknown[]) =>
    player.api.post('/coupons', { idempotencyKey: key(), stake, picks });
  const refusal = (res: { status: number; body: any }) => [res.status, res.body.error?.code];

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
  });
  afterAll(async () => {
    await server.close();
  });

  it('are for admins only: guests, players and dealers are refused every call', async () => {
    const player = await world.newPlayer();
    const dealer = await world.newDealer();
    const body = { scope: 'sport', targetId: 1, maxStake: 10 };
    for (const [who, status] of [
      [server.api, 401],
      [player.api, 403],
      [dealer.api, 403],
    ] as const) {
      expect((await who.get('/admin/trading-limits')).status).toBe(status);
      expect((await who.request('PUT', '/admin/trading-limits', body)).status).toBe(status);
      expect((await who.delete('/admin/trading-limits/1')).status).toBe(status);
    }
    expect((await admin.get('/admin/trading-limits')).body.results).toEqual([]);
  });

  it('refuses invalid limits with a message key and stores nothing', async () => {
    const dealer = await world.newDealer();
    const m = world.football.pre;
    for (const body of [
      { scope: 'country', targetId: 1, maxStake: 10 },
      { scope: 'sport', targetId: 0, maxStake: 10 },
      { scope: 'sport', targetId: 1, maxStake: -1 },
      { scope: 'sport', targetId: 1, maxStake: 1.234 },
      { scope: 'player', targetId: 5, stakeFactor: 20 },
      { scope: 'player', targetId: 5, stakeFactor: 0 },
      { scope: 'match', targetId: m.id, maxStake: '10' },
    ])
      expect(refusal(await setLimit(body)), JSON.stringify(body)).toEqual([400, 'invalidRequest']);
    expect(refusal(await setLimit({ scope: 'sport', targetId: 1, stakeFactor: 0.5 }))).toEqual([
      422,
      'stakeFactorPlayersOnly',
    ]);
    expect(refusal(await setLimit({ scope: 'match', targetId: m.id }))).toEqual([422, 'tradingLimitEmpty']);
    for (const [scope, targetId] of [
      ['league', 777_777],
      ['match', 777_777],
      ['marketType', 777_777],
      ['player', dealer.id],
    ] as const)
      expect(refusal(await setLimit({ scope, targetId, maxStake: 5 })), scope).toEqual([
        404,
        'tradingLimitTargetNotFound',
      ]);
    expect(refusal(await admin.delete('/admin/trading-limits/999999'))).toEqual([
      404,
      'tradingLimitNotFound',
    ]);
    const translated = await admin.request(
      'PUT',
      '/admin/trading-limits',
      { scope: 'match', targetId: m.id },
      {
        'accept-language': 'de',
      },
    );
    expect(translated.body.error.message).toBe('Ein Limit braucht mindestens einen Betrag.');
    expect((await admin.get('/admin/trading-limits')).body.results).toEqual([]);
  });

  it('are set, replaced and removed with the names of what they bind, each change audited', async () => {
    const m = await world.newMatch();
    const set = await setLimit({ scope: 'match', targetId: m.id, maxStake: 30, matchTotal: 80 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      scope: 'match',
      targetId: m.id,
      name: `Home ${m.id} – Away ${m.id}`,
      maxStake: 30,
      maxPay: null,
      matchTotal: 80,
      stakeFactor: null,
    });
    const replaced = await setLimit({ scope: 'match', targetId: m.id, maxPay: 400 });
    expect(replaced.body).toMatchObject({ id: set.body.id, maxStake: null, maxPay: 400, matchTotal: null });
    expect((await setLimit({ scope: 'league', targetId: LEAGUE, maxStake: 900 })).body.name).toBe(
      'Test league',
    );
    const list = await admin.get('/admin/trading-limits?scope=match');
    expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([set.body.id]);

    const audit = await admin.get('/admin/audit?action=tradingLimit.set');
    const rows = audit.body.results.filter((r: { targetId: number }) => r.targetId === set.body.id);
    expect(rows[0]).toMatchObject({
      before: { maxStake: 3000, matchTotal: 8000 },
      after: { maxStake: null, maxPay: 40_000, matchTotal: null },
    });

    expect((await admin.delete(`/admin/trading-limits/${set.body.id}`)).body).toEqual({ removed: true });
    const leagueRow = (await admin.get('/admin/trading-limits?scope=league')).body.results[0];
    expect((await admin.delete(`/admin/trading-limits/${leagueRow.id}`)).status).toBe(200);
    expect((await admin.get('/admin/trading-limits')).body.results).toEqual([]);
    const removed = await admin.get('/admin/audit?action=tradingLimit.remove');
    expect(removed.body.results.some((r: { targetId: number }) => r.targetId === set.body.id)).toBe(true);
  });

  it('are listed in pages of at most 200, and an oversize page is refused with a message key', async () => {
    const players = await Promise.all([1, 2, 3].map(() => world.newPlayer()));
    const ids: number[] = [];
    for (const p of players)
      ids.push((await setLimit({ scope: 'player', targetId: p.id, maxStake: 50 })).body.id);
    const all = await admin.get('/admin/trading-limits?scope=player');
    expect(all.body.totalCount).toBe(3);
    const first = await admin.get('/admin/trading-limits?scope=player&limit=2');
    const second = await admin.get('/admin/trading-limits?scope=player&limit=2&offset=2');
    expect(first.body.results).toHaveLength(2);
    expect(first.body.totalCount).toBe(3);
    expect([...first.body.results, ...second.body.results].map((r: { id: number }) => r.id)).toEqual(
      all.body.results.map((r: { id: number }) => r.id),
    );
    for (const bad of ['limit=201', 'limit=0', 'limit=-1', 'offset=-1', 'limit=lots']) {
      const res = await admin.get(`/admin/trading-limits?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code, bad).toBe('invalidRequest');
    }
    expect((await admin.get('/admin/trading-limits?limit=200')).status).toBe(200);
    for (const id of ids) await admin.delete(`/admin/trading-limits/${id}`);
  });
  it('the most restrictive of the match and market type limits refuses a stake above it, and the slip is told it', async () => {
    const m = await world.newMatch();
    const player = await world.newPlayer({ credit: 1000, limits: { single: limitSet(500) } });
    await setLimit({ scope: 'match', targetId: m.id, maxStake: 30 });
    await setLimit({ scope: 'marketType', targetId: OVER_UNDER_TYPE, maxStake: 20 });

    const told = await player.api.post('/coupons/limits', {
      picks: [{ matchId: m.id, marketId: m.overUnder.marketId }],
    });
    expect(told.body).toMatchObject({ maxStake: 20, maxPay: null, stakeFactor: 1 });
    expect((await player.api.post('/coupons/limits', { picks: [] })).status).toBe(400);

    const over = await bet(player, 40, [pickOn(m, '1')]);
    expect(refusal(over)).toEqual([422, 'maxStakeError']);
    expect(over.body.error.details.stake).toBe(30);
    const overUnder = await bet(player, 25, [pickOn(m, 'Over')]);
    expect([...refusal(overUnder), overUnder.body.error.details.stake]).toEqual([422, 'maxStakeError', 20]);
    expect((await player.api.get('/me')).body.credit).toBe(1000);

    expect((await bet(player, 30, [pickOn(m, '1')])).status).toBe(201);
    expect((await bet(player, 20, [pickOn(m, 'Over')])).status).toBe(201);
    // another match with neither limit takes the player's own maximum
    const other = await world.newMatch();
    expect((await bet(player, 100, [pickOn(other, '1')])).status).toBe(201);
    expect((await player.api.get('/me')).body.credit).toBe(850);
    await clear();
  });

  it("a player's stake factor of 0.5 halves the operator's limits and the player's own", async () => {
    const m = await world.newMatch();
    const player = await world.newPlayer({ credit: 1000, limits: { single: limitSet(100) } });
    await setLimit({ scope: 'match', targetId: m.id, maxStake: 60 });
    expect((await setLimit({ scope: 'player', targetId: player.id, stakeFactor: 0.5 })).body).toMatchObject({
      name: player.userName,
      stakeFactor: 0.5,
    });
    const onMatch = await bet(player, 40, [pickOn(m, '1')]);
    expect([...refusal(onMatch), onMatch.body.error.details.stake]).toEqual([422, 'maxStakeError', 30]);
    const other = await world.newMatch();
    const own = await bet(player, 60, [pickOn(other, '1')]);
    expect([...refusal(own), own.body.error.details.stake]).toEqual([422, 'maxStakeError', 50]);
    expect((await bet(player, 30, [pickOn(m, '1')])).status).toBe(201);
    expect((await bet(player, 50, [pickOn(other, 'X')])).status).toBe(201);
    // another player is not touched by it
    const neighbour = await world.newPlayer({ credit: 1000, limits: { single: limitSet(100) } });
    expect((await bet(neighbour, 60, [pickOn(m, '1')])).status).toBe(201);
    await clear();
  });

  it("the per-match total binds what the player has on a match across coupons; the site's default is the widest", async () => {
    const m = await world.newMatch();
    const other = await world.newMatch();
    const player = await world.newPlayer({
      credit: 1000,
      limits: { single: limitSet(500), combine: limitSet(500) },
    });
    await writeSetting(server.database, 'match_stake_limit', '9000');
    await setLimit({ scope: 'match', targetId: m.id, matchTotal: 50 });
    expect((await bet(player, 30, [pickOn(m, '1')])).status).toBe(201);
    const told = await player.api.post('/coupons/limits', {
      picks: [
        { matchId: m.id, marketId: m.result.marketId },
        { matchId: other.id, marketId: other.result.marketId },
      ],
    });
    expect(told.body.matchTotals).toEqual([
      { matchId: m.id, limit: 50, staked: 30 },
      { matchId: other.id, limit: 90, staked: 0 },
    ]);
    const full = await bet(player, 30, [pickOn(m, 'X'), pickOn(other, '1')]);
    expect(refusal(full)).toEqual([422, 'matchLimitFull']);
    expect(full.body.error.details.couponErrors).toEqual([{ mid: m.id, msg: 'matchLimitFull' }]);
    expect((await bet(player, 20, [pickOn(m, 'X'), pickOn(other, '1')])).status).toBe(201);
    // the site's default still binds the match without a limit of its own
    expect(refusal(await bet(player, 80, [pickOn(other, '2')]))).toEqual([422, 'matchLimitFull']);
    expect((await bet(player, 70, [pickOn(other, '2')])).status).toBe(201);
    await writeSetting(server.database, 'match_stake_limit', '500000');
    await clear();
  });

  it("a league's max payout, stricter than the sport's, lowers the stake; removing it lifts it at once", async () => {
    const m = await world.newMatch({ odds: { '1': 2 } });
    const player = await world.newPlayer({ credit: 1000, limits: { single: limitSet(500) } });
    await setLimit({ scope: 'sport', targetId: 1, maxPay: 1000, maxStake: 100 });
    const league = await setLimit({ scope: 'league', targetId: LEAGUE, maxPay: 100 });
    const told = await player.api.post('/coupons/limits', {
      picks: [{ matchId: m.id, marketId: m.result.marketId }],
    });
    expect(told.body).toMatchObject({ maxStake: 100, maxPay: 100 });
    const reduced = await bet(player, 60, [pickOn(m, '1')]);
    expect([...refusal(reduced), reduced.body.error.details.stake]).toEqual([422, 'maxPayStakeReduced', 50]);
    await admin.delete(`/admin/trading-limits/${league.body.id}`);
    expect((await bet(player, 60, [pickOn(m, '1')])).status).toBe(201);
    expect(refusal(await bet(player, 150, [pickOn(m, 'X')]))).toEqual([422, 'maxStakeError']);
    // a basketball match is outside the football limit
    expect((await bet(player, 150, [pickOn(world.basketball.pre, '1')])).status).toBe(201);
    await clear();
  });

  async function clear() {
    for (const r of (await admin.get('/admin/trading-limits')).body.results as Array<{ id: number }>)
      expect((await admin.delete(`/admin/trading-limits/${r.id}`)).status).toBe(200);
  }
});
