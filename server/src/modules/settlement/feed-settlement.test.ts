import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedSettlement } from '../feed/index.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';
import { createFeedSettlement, type ApplySettlement, type FeedSettlementRunner } from './feed-settlement.ts';
import { applyProviderSettlement } from './settlement.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `feed-settle-${process.pid}-${Date.now()}-${n++}`;

/**
 * A provider's settlement arrives once: the feed acknowledges its message and drops a redelivery.
 * One the database refuses must therefore be kept and applied later, and in the provider's order.
 */
describe(`a provider's settlement that fails (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let runner: FeedSettlementRunner;
  /** the matches whose settlements the database refuses for now */
  const refused = new Set<number>();
  /** calls to refuse whatever the match, one per call */
  let refuseNext = 0;
  const apply: ApplySettlement = async (ctx, s) => {
    if (refused.has(s.matchId) || refuseNext-- > 0) throw new Error('database is locked');
    return applyProviderSettlement(ctx, s);
  };

  const won = (m: TestMatch, winner: '1' | 'X' | '2'): FeedSettlement => ({
    kind: 'settle',
    matchId: m.id,
    outcomes: (['1', 'X', '2'] as const).map((name) => ({
      outcomeId: m.result.outcomes[name],
      won: name === winner,
      voidFactor: 0,
      deadHeatFactor: 1000,
    })),
  });
  const reopen = (m: TestMatch): FeedSettlement => ({
    kind: 'reopen',
    matchId: m.id,
    marketIds: [m.result.marketId],
  });
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;
  const status = async (api: ApiClient, ticketId: string) =>
    (await api.get(`/coupons/${ticketId}`)).body.status as number;
  const parked = () =>
    server.database.db
      .selectFrom('parked_feed_settlements')
      .select(['match_id', 'settlement', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
  /** A single of 10.00 on the match's home win at 2.00, and the match kicked off. */
  async function betOn(api: ApiClient): Promise<{ match: TestMatch; ticketId: string }> {
    const match = await world.newMatch({ odds: { '1': 2, X: 3.2, '2': 3.5 } });
    const res = await api.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pickOn(match, '1')] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await world.apply([kickOff(match)]);
    return { match, ticketId: res.body.ticketId as string };
  }

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    runner = createFeedSettlement(server.context, server.services.push, apply);
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('goes through on a quick second try, and nothing is kept', async () => {
    const api = (await world.newPlayer({ credit: 1000 })).api;
    const bet = await betOn(api);
    const before = await credit(api);
    refuseNext = 1;
    await runner(won(bet.match, '1'));
    expect(await status(api, bet.ticketId)).toBe(1);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
    expect(await parked()).toEqual([]);
  });

  it('is kept while it fails, a later one of its match waits behind it, and both apply in order once the database takes them', async () => {
    const api = (await world.newPlayer({ credit: 1000 })).api;
    const stuck = await betOn(api);
    const other = await betOn(api);
    const before = await credit(api);

    refused.add(stuck.match.id);
    await runner(won(stuck.match, '1'));
    // the rollback of that settlement must not overtake it (applied first, the coupon would end won)
    await runner(reopen(stuck.match));
    // another match's settlement is not held up
    await runner(won(other.match, '1'));

    expect(await status(api, stuck.ticketId)).toBe(0);
    expect(await status(api, other.ticketId)).toBe(1);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
    const kept = await parked();
    expect(kept.map((r) => [Number(r.match_id), JSON.parse(r.settlement).kind])).toEqual([
      [stuck.match.id, 'settle'],
      [stuck.match.id, 'reopen'],
    ]);
    // three tries in the call, one more when the rollback came
    expect(kept.map((r) => r.attempts)).toEqual([4, 0]);
    expect(kept[0]!.last_error).toBe('database is locked');
    // the operator sees them on the feed's page
    const feed = await world.admin.get('/admin/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.parkedSettlements).toMatchObject({ count: 2, lastError: 'database is locked' });
    expect(Date.parse(feed.body.parkedSettlements.since)).toBeGreaterThan(Date.now() - 60_000);

    // still refused: tried again, kept again
    await runner.retryParked();
    expect((await parked()).map((r) => r.attempts)).toEqual([5, 0]);

    refused.clear();
    await runner.retryParked();
    expect(await parked()).toEqual([]);
    expect((await world.admin.get('/admin/feed')).body.parkedSettlements).toEqual({
      count: 0,
      since: null,
      lastError: null,
      failed: 0,
      failedReason: null,
    });
    // settled won and paid, then taken back: waiting again, the payout returned
    expect(await status(api, stuck.ticketId)).toBe(0);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
  });

  it('a settlement of a match with one kept applies that one first', async () => {
    const api = (await world.newPlayer({ credit: 1000 })).api;
    const bet = await betOn(api);
    const before = await credit(api);
    refused.add(bet.match.id);
    await runner(won(bet.match, '2'));
    expect(await parked()).toHaveLength(1);
    refused.clear();
    // the provider corrects its settlement: the kept one (lost) goes first, then this one (won)
    await runner(won(bet.match, '1'));
    expect(await parked()).toEqual([]);
    expect(await status(api, bet.ticketId)).toBe(1);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
  });

  it('one that can never apply (a hand-made row without outcomes) is marked failed with its reason, tried no more, and holds nothing back', async () => {
    const api = (await world.newPlayer({ credit: 1000 })).api;
    const bet = await betOn(api);
    const before = await credit(api);
    // written by hand into the table: a settle without its outcomes, and the match's real one behind it
    const handMade = { kind: 'settle', matchId: bet.match.id };
    for (const settlement of [handMade, won(bet.match, '1')])
      await server.database.db
        .insertInto('parked_feed_settlements')
        .values({
          match_id: bet.match.id,
          settlement: JSON.stringify(settlement),
          attempts: 1,
          last_error: 'database is locked',
          tried_at: Date.now(),
        })
        .execute();

    await runner.retryParked();
    // the real one went through; the hand-made one is kept, failed, for the operator
    expect(await status(api, bet.ticketId)).toBe(1);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
    const kept = await parked();
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!.settlement)).toEqual(handMade);
    expect(kept[0]!.last_error).toMatch(/^cannot be applied: .*outcomes/);
    const feed = (await world.admin.get('/admin/feed')).body.parkedSettlements;
    expect(feed).toMatchObject({ count: 0, lastError: null, failed: 1 });
    expect(feed.failedReason).toMatch(/^cannot be applied: .*outcomes/);

    // not tried again, and the match's next settlement is not held behind it
    const tried = await server.database.db.selectFrom('parked_feed_settlements').selectAll().execute();
    await runner.retryParked();
    expect(await server.database.db.selectFrom('parked_feed_settlements').selectAll().execute()).toEqual(
      tried,
    );
    await runner(reopen(bet.match));
    expect(await status(api, bet.ticketId)).toBe(0);
    expect(await parked()).toHaveLength(1);
    await server.database.db.deleteFrom('parked_feed_settlements').execute();
  });
});
