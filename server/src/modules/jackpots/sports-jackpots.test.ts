import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JACKPOT_RULES, jackpotContribution } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { SERVICE, inTransaction, verifyLedger } from '../wallet/index.ts';
import { feedJackpots, feedSportsJackpots } from './index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Issue 19 part 7: sports coupons feed the sports jackpots, pre-match coupons the pre-match pool
 * and coupons with a match in play the live one, each coupon once however many passes (or
 * instances) run the feeder, and the coupon that brings a pool to its drop point wins it.
 */
describe(`sports jackpots (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    // a batch of the same coupon, five times
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const place = async (p: TestUser, stake: number, live = false) => {
    const res = await p.api.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake,
      oddChangeOk: true,
      picks: [pickOn(live ? world.football.live : world.football.pre, '1')],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  };
  const pools = async () => {
    const r = await world.admin.get('/admin/jackpots');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return Object.fromEntries((r.body.pools as any[]).map((p) => [p.tier, p])) as Record<string, any>;
  };
  /** Runs passes until no coupon waits (the module's own timer may take some of them first). */
  const feedAll = async () => {
    for (let i = 0; i < 20; i++) {
      await feedSportsJackpots(server.database);
      const waiting = await server.database.db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('jackpot_fed', '=', 0)
        .executeTakeFirstOrThrow();
      if (Number(waiting.n) === 0) return;
    }
    throw new Error('coupons still wait for the sports jackpots');
  };

  it('feeds the pre-match pool from pre-match coupons and the live pool from live ones, each coupon once', async () => {
    const p = await world.newPlayer({ credit: 500 });
    await feedAll();
    const before = await pools();
    const opened = (tier: string) => before[tier]?.contributed ?? 0;
    await place(p, 100);
    await place(p, 37.5);
    await place(p, 20, true);
    // several passes at once, as several instances would run them: each coupon feeds once
    await Promise.all([1, 2, 3].map(() => feedSportsJackpots(server.database)));
    await feedAll();
    const after = await pools();
    const pre = jackpotContribution('sportsPrematch', 10_000) + jackpotContribution('sportsPrematch', 3750);
    expect(after['sportsPrematch'].contributed - opened('sportsPrematch')).toBe(pre);
    expect(after['sportsLive'].contributed - opened('sportsLive')).toBe(
      jackpotContribution('sportsLive', 2000),
    );
    expect(after['sportsPrematch']).toMatchObject({
      shareBp: JACKPOT_RULES.sportsPrematch.shareBp,
      seed: JACKPOT_RULES.sportsPrematch.seed,
      paid: 0,
    });
    // the house pays the shares: the player's balance is only the stakes less
    expect((await p.api.get('/me')).body.credit).toBe(500 - 100 - 37.5 - 20);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('keeps a pool per currency: a stake in euros feeds a euro pool, shown beside the lira one', async () => {
    const p = await world.newPlayer({ credit: 100 });
    // a stake in euros (a euro site's coupon, fed as the feeder feeds any)
    await inTransaction(server.database, (trx) =>
      feedJackpots(trx, {
        userId: p.id,
        service: SERVICE.sport,
        amount: 10_000,
        currency: 'EUR',
        reference: `coupon:euro-${p.id}`,
      }),
    );
    const r = await world.admin.get('/admin/jackpots');
    const prematch = (r.body.pools as any[]).filter((x) => x.tier === 'sportsPrematch');
    expect(prematch.map((x) => x.currency)).toEqual(['EUR', 'TRY']);
    expect(prematch[0]).toMatchObject({
      balance: JACKPOT_RULES.sportsPrematch.seed + jackpotContribution('sportsPrematch', 10_000),
      contributed: jackpotContribution('sportsPrematch', 10_000),
    });
  });

  it('pays the whole pool to the coupon that brings it to its drop point, and seeds it again', async () => {
    const p = await world.newPlayer({ credit: 500 });
    await place(p, 10);
    await feedAll();
    const before = (await pools())['sportsPrematch'];
    const share = jackpotContribution('sportsPrematch', 20_000);
    // the drop point drawn at seeding, as this test needs it: reached by the next coupon's share
    await server.database.db
      .updateTable('jackpot_pools')
      .set({ drop_at: before.balance + share })
      .where('tier', '=', 'sportsPrematch')
      .execute();
    const ticketId = await place(p, 200);
    await feedAll();
    const prize = before.balance + share;
    const after = (await pools())['sportsPrematch'];
    expect(after).toMatchObject({ balance: JACKPOT_RULES.sportsPrematch.seed, paid: before.paid + prize });
    const draw = ((await world.admin.get('/admin/jackpots')).body.draws as any[])[0];
    expect(draw).toMatchObject({ tier: 'sportsPrematch', userName: p.userName, amount: prize });
    expect(Math.round((await p.api.get('/me')).body.credit * 100)).toBe(50_000 - 1000 - 20_000 + prize);
    const movements = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount', 'reference'])
      .where('reference', '=', `jackpot:sportsPrematch:coupon:${ticketId}`)
      .where('type', '=', 'jackpotWin')
      .execute();
    // one win, paid to the player and taken from the pool
    expect(movements.map((m) => Number(m.amount)).sort((a, b) => a - b)).toEqual([-prize, prize]);
    // a second pass finds nothing left to feed and pays nothing again
    expect((await feedSportsJackpots(server.database)).fed).toBe(0);
    expect((await pools())['sportsPrematch'].paid).toBe(before.paid + prize);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('in one batch, the coupon that reaches the drop point wins what the coupons before it brought; those after it feed the new pool', async () => {
    const p = await world.newPlayer({ credit: 1000 });
    await feedAll();
    const before = (await pools())['sportsPrematch'];
    const share = jackpotContribution('sportsPrematch', 20_000);
    await server.database.db
      .updateTable('jackpot_pools')
      .set({ drop_at: before.balance + 3 * share })
      .where('tier', '=', 'sportsPrematch')
      .where('currency', '=', 'TRY')
      .execute();
    const lastBefore = await server.database.db
      .selectFrom('ledger_movements')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const tickets = [];
    for (let i = 0; i < 5; i++) tickets.push(await place(p, 200));
    const pool = await server.database.db
      .selectFrom('jackpot_pools')
      .select('account_id')
      .where('tier', '=', 'sportsPrematch')
      .where('currency', '=', 'TRY')
      .executeTakeFirstOrThrow();
    // one pass takes all five (unless the module's own timer took some of them first)
    await feedAll();
    const prize = before.balance + 3 * share;
    const seed = JACKPOT_RULES.sportsPrematch.seed;
    // the pool's movements in booking order, as feeding the coupons one by one books them
    const moves = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount', 'balance_after', 'reference'])
      .where('account_id', '=', pool.account_id)
      .where('id', '>', Number(lastBefore.id))
      .orderBy('id')
      .execute();
    expect(moves.map((m) => [m.type, Number(m.amount), Number(m.balance_after)])).toEqual([
      ['jackpotContribution', share, before.balance + share],
      ['jackpotContribution', share, before.balance + 2 * share],
      ['jackpotContribution', share, prize],
      ['jackpotWin', -prize, 0],
      ['jackpotSeed', seed, seed],
      ['jackpotContribution', share, seed + share],
      ['jackpotContribution', share, seed + 2 * share],
    ]);
    expect(moves[3]!.reference).toBe(`jackpot:sportsPrematch:coupon:${tickets[2]}`);
    expect((await pools())['sportsPrematch'].balance).toBe(seed + 2 * share);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
