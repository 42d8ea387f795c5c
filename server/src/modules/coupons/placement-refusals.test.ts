import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { goLive, pickOn, testMatch, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `refusal-${process.pid}-${Date.now()}-${n++}`;

/**
 * Every refusal of the error catalogue that placement can give, each on hand-made matches, each
 * checked to change no balance.
 */
describe(`placement refusals (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  const feed = (messages: Parameters<World['apply']>[0]) => world.apply(messages);
  const match = (opts: Parameters<typeof testMatch>[0] = {}): Promise<TestMatch> => world.newMatch(opts);
  /** A fresh player with 500.00 credit and the given settings (admin API body fields). */
  const newPlayer = async (settings: Record<string, unknown> = {}): Promise<ApiClient> =>
    (await world.newPlayer({ credit: 500, settings })).api;
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;
  /** Places and expects a refusal with `code`; the balance must not move. */
  async function refusedWith(api: ApiClient, body: Record<string, unknown>, code: string, status = 422) {
    const before = await credit(api);
    const res = await api.post('/coupons', { idempotencyKey: key(), stake: 5, ...body });
    expect(res.body.error?.code, JSON.stringify(res.body)).toBe(code);
    expect(res.status).toBe(status);
    expect(await credit(api)).toBe(before);
    expect((await api.get('/coupons')).body.totalCount).toBe(0);
    return res.body.error as { code: string; details: Record<string, any> };
  }

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'live_delay_ms', '0');
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('a match that has started cannot be bet at its pre-match price (matchStarted)', async () => {
    const api = await newPlayer();
    const m = await match({ startsInMs: -60_000 });
    const e = await refusedWith(api, { picks: [pickOn(m, '1')] }, 'matchStarted');
    expect(e.details.couponErrors).toEqual([{ mid: m.id, msg: 'matchStarted' }]);
  });

  it('a pick seen pre-match whose match went live is refused (matchStarted), never taken as a live bet', async () => {
    const api = await newPlayer();
    // The feed kicks the match off a minute before its listed time.
    const m = await match({ startsInMs: 60_000 });
    await feed([goLive(m)]);
    const e = await refusedWith(api, { picks: [{ ...pickOn(m, '1'), ttype: 'N' }] }, 'matchStarted');
    expect(e.details.couponErrors).toEqual([{ mid: m.id, msg: 'matchStarted' }]);
    // What the player saw is malformed: a clear 400, nothing placed.
    const bad = await refusedWith(api, { picks: [{ ...pickOn(m, '1'), ttype: 'X' }] }, 'invalidRequest', 400);
    expect(JSON.stringify(bad.details)).toContain('ttype');
    // The same pick seen live is a live bet.
    const res = await api.post('/coupons', {
      idempotencyKey: key(),
      stake: 5,
      picks: [{ ...pickOn(m, '1'), ttype: 'L' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.coupon.isLive).toBe(true);
  });

  it('no coupon on a cancelled match (matchCancelled)', async () => {
    const api = await newPlayer();
    const m = await match();
    await feed([
      {
        kind: 'result',
        matchId: m.id,
        version: 2,
        result: { status: 'cancelled', score: { home: 0, away: 0 }, halftime: null, periods: [] },
      },
    ]);
    const e = await refusedWith(api, { picks: [pickOn(m, '1')] }, 'matchCancelled');
    expect(e.details.couponErrors).toEqual([{ mid: m.id, msg: 'matchCancelled' }]);
  });

  it('a match taken off the site is not found (notFoundMatch)', async () => {
    const api = await newPlayer();
    const m = await match();
    await feed([{ kind: 'remove', matchId: m.id, version: 2 }]);
    const e = await refusedWith(api, { picks: [pickOn(m, '1')] }, 'notFoundMatch');
    expect(e.details.couponErrors).toEqual([{ mid: m.id, msg: 'notFoundMatch' }]);
  });

  it('says why a pick is locked: paused bets, a closed tip, no live update', async () => {
    const api = await newPlayer();
    const [paused, closed, stale] = [await match(), await match(), await match()];
    const live = (betStatus: 'paused' | 'stopped') => ({
      ttype: 'L' as const,
      status: '1p',
      betStatus,
      score: { home: 0, away: 0 },
      time: { minute: 10, extra: 0 },
    });
    await feed([
      { kind: 'state', matchId: paused.id, version: 2, state: live('paused') },
      { kind: 'state', matchId: stale.id, version: 2, state: live('stopped') },
    ]);
    const { messages } = testMatch({});
    const fixture = messages[0]!;
    if (fixture.kind !== 'fixture') throw new Error('fixture expected');
    const markets = fixture.fixture.markets.map((mk) => ({
      ...mk,
      id: mk.typeId === 1 ? closed.result.marketId : closed.overUnder.marketId,
      outcomes: mk.outcomes.map((o, i) => ({
        ...o,
        id: (mk.typeId === 1
          ? Object.values(closed.result.outcomes)
          : Object.values(closed.overUnder.outcomes))[i]!,
        active: mk.typeId !== 1,
      })),
    }));
    await feed([{ kind: 'markets', matchId: closed.id, version: 2, markets }]);
    const e = await refusedWith(
      api,
      { picks: [pickOn(paused, '1'), pickOn(closed, '1'), pickOn(stale, '2')] },
      'thereAreLockedMatches',
    );
    expect(e.details.couponErrors).toEqual([
      { mid: paused.id, msg: 'matchBetsPaused' },
      { mid: closed.id, msg: 'tipClosed' },
      { mid: stale.id, msg: 'oddLockedNoLiveUpdate' },
    ]);
  });

  it('one pick per market: a second outcome of the same market is refused (noSelectSoTips)', async () => {
    const api = await newPlayer();
    const [a, b] = [await match(), await match()];
    const e = await refusedWith(
      api,
      { picks: [pickOn(a, '1'), pickOn(b, '1'), pickOn(a, '2')] },
      'noSelectSoTips',
    );
    expect(e.details.couponErrors).toEqual([{ mid: a.id, msg: 'noSelectSoTips' }]);
  });

  it("the odds limits of the user ('min limit: X', 'max limit: X')", async () => {
    const api = await newPlayer({ minOdds: 1.5, maxOdds: 10 });
    const [low, high] = [await match({ odds: { '1': 1.2 } }), await match({ odds: { '2': 12 } })];
    const min = await refusedWith(api, { picks: [pickOn(low, '1')] }, 'minLimit');
    expect(min.details).toMatchObject({ limit: 1.5, couponErrors: [{ mid: low.id, msg: 'minLimit' }] });
    const max = await refusedWith(api, { picks: [pickOn(high, '2')] }, 'maxLimit');
    expect(max.details).toMatchObject({ limit: 10 });
  });

  it('the minimum number of matches of a pick (MBS) and of the user limit set', async () => {
    const api = await newPlayer();
    const [mbs2, a, b] = [await match({ minTip: 2 }), await match(), await match()];
    const e = await refusedWith(api, { picks: [pickOn(mbs2, '1')] }, 'minMatchCount');
    expect(e.details.count).toBe(2);
    const strict = await newPlayer({
      limits: { combine: { minTip: 3, minStake: 1, maxStake: 100, maxPay: 1000, status: 1 } },
    });
    const e2 = await refusedWith(strict, { picks: [pickOn(a, '1'), pickOn(b, '1')] }, 'minMatchCount');
    expect(e2.details.count).toBe(3);
  });

  it('a coupon type closed for the user, and system coupons disabled per user', async () => {
    const [a, b, c] = [await match(), await match(), await match()];
    const noCombine = await newPlayer({
      limits: { combine: { minTip: 1, minStake: 1, maxStake: 100, maxPay: 1000, status: 0 } },
    });
    await refusedWith(noCombine, { picks: [pickOn(a, '1'), pickOn(b, '1')] }, 'couponTypeClosed');
    const noSystem = await newPlayer({ system: 0 });
    await refusedWith(
      noSystem,
      { system: [2], picks: [pickOn(a, '1'), pickOn(b, '1'), pickOn(c, '1')] },
      'systemDisabled',
    );
  });

  it('system rules: sizes the picks allow, bankers as the slip allows, one pick per match', async () => {
    const api = await newPlayer();
    const [a, b, c, d] = [await match(), await match(), await match(), await match()];
    const three = [pickOn(a, '1'), pickOn(b, '1'), pickOn(c, '1')];
    const e = await refusedWith(api, { system: [4], picks: three }, 'invalidSystem');
    expect(e.details.sizes).toBe('4');
    // Two bankers among three picks: the second is one too many ("fewer than picks minus 2").
    const bankers = await refusedWith(
      api,
      { system: [1], picks: [pickOn(a, '1', true), pickOn(b, '1', true), pickOn(c, '1')] },
      'tooManyBankers',
    );
    expect(bankers.details.couponErrors).toEqual([{ mid: b.id, msg: 'tooManyBankers' }]);
    await refusedWith(
      api,
      { system: [2], picks: [pickOn(a, '1'), pickOn(a, 'Over'), pickOn(d, '1')] },
      'systemSameMatch',
    );
  });

  it('too many selections (choosetypesError with the count)', async () => {
    const api = await newPlayer();
    const matches: TestMatch[] = [];
    for (let i = 0; i < 21; i++) matches.push(await match());
    const e = await refusedWith(api, { picks: matches.map((m) => pickOn(m, '1')) }, 'choosetypesError');
    expect(e.details.count).toBe(20);
  });

  it('products: sports closed for the user (productClosed), a max-pay cap that would cut the stake', async () => {
    const [a, b] = [await match(), await match({ odds: { '1': 40 } })];
    const closed = await newPlayer({ products: { sportUser: { status: 0 } } });
    await refusedWith(closed, { picks: [pickOn(a, '1')] }, 'productClosed');
    const capped = await newPlayer({
      limits: { single: { minTip: 1, minStake: 1, maxStake: 100, maxPay: 200, status: 1 } },
    });
    const e = await refusedWith(capped, { stake: 10, picks: [pickOn(b, '1')] }, 'maxPayStakeReduced');
    expect(e.details.stake).toBe(5);
  });

  it('a live coupon waits the live delay and is refused if the live limit set is closed', async () => {
    const api = await newPlayer({
      limits: { live: { minTip: 1, minStake: 1, maxStake: 100, maxPay: 1000, status: 0 } },
    });
    const m = await match();
    await feed([
      {
        kind: 'state',
        matchId: m.id,
        version: 2,
        state: {
          ttype: 'L',
          status: '1p',
          betStatus: 'started',
          score: { home: 0, away: 0 },
          time: { minute: 5, extra: 0 },
        },
      },
    ]);
    await refusedWith(api, { picks: [pickOn(m, '1')] }, 'couponTypeClosed');
  });
});
