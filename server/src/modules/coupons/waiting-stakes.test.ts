import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { applyProviderSettlement } from '../settlement/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import { pruneWaitingStakes } from '../../infra/waiting-stakes.ts';
import { sameWaiting } from './placement-queries.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `waiting-${process.pid}-${Date.now()}-${n++}`;
const dialect = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

/**
 * The match limit is checked against what each player has waiting on each match, kept as rows
 * (waiting_stakes) by every change of a coupon to or from waiting. Whatever happens to the coupons,
 * the rows must say what the coupons themselves say.
 */
describe(`what players have waiting on matches (${dialect})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    await writeSetting(server.database, 'cashout_margin', '0.05');
    world = await seedWorld(server);
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  /**
   * The rows kept, and the same sums made from the coupons and their lines, non-zero ones only, of
   * the matches still on offer (a match with a result never is again, and its rows stay as they were).
   */
  async function keptAndCounted() {
    const kept = await sql<{ user_id: number; match_id: number; stake: number }>`
      select user_id, match_id, stake from waiting_stakes
      where stake <> 0 and not exists (select 1 from match_results r where r.match_id = waiting_stakes.match_id)
      order by user_id, match_id`.execute(server.database.db);
    const counted = await sql<{ user_id: number; match_id: number; stake: number }>`
      select w.user_id, w.match_id, sum(w.total_stake) as stake from (
        select distinct c.user_id, l.match_id, c.id, c.total_stake
        from coupons c join coupon_lines l on l.coupon_id = c.id
        where c.status = 0 and not exists (select 1 from match_results r where r.match_id = l.match_id)
      ) w group by w.user_id, w.match_id order by w.user_id, w.match_id`.execute(server.database.db);
    const rows = (r: { rows: Array<{ user_id: number; match_id: number; stake: number }> }) =>
      r.rows.map((x) => [Number(x.user_id), Number(x.match_id), Number(x.stake)]);
    return { kept: rows(kept), counted: rows(counted) };
  }

  const op = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('place' as const),
        who: fc.nat(2),
        matches: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 3 }),
        outcome: fc.constantFrom('1' as const, 'X' as const, '2' as const),
        stake: fc.integer({ min: 1, max: 6 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sell' as const), pick: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('result' as const),
        match: fc.nat(3),
        home: fc.nat(2),
        away: fc.nat(2),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('market' as const),
        match: fc.nat(3),
        winner: fc.constantFrom('1' as const, 'X' as const, '2' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), match: fc.nat(3) }) },
  );

  it('are what the coupons say after any run of placements, cancels, cash-outs, market settlements, results, corrections and reopenings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 30 }), async (ops) => {
        const players: ApiClient[] = [];
        for (let i = 0; i < 3; i++) players.push((await world.newPlayer({ credit: 1000 })).api);
        const matches: TestMatch[] = [];
        for (let i = 0; i < 4; i++)
          matches.push(await world.newMatch({ odds: { '1': 2, X: 3.2, '2': 3.5 } }));
        /** kicked off: no more pre-match bets */
        const started = new Set<number>();
        /** with a result: never on offer again */
        const resulted = new Set<number>();
        const settle = (s: Parameters<typeof applyProviderSettlement>[1]) =>
          applyProviderSettlement({ database: server.database, logger: createLogger('silent') }, s);
        const tickets: Array<{ api: ApiClient; ticketId: string }> = [];
        for (const o of ops) {
          if (o.kind === 'place') {
            const open = o.matches.filter((i) => !started.has(i));
            if (open.length === 0) continue;
            const res = await players[o.who]!.post('/coupons', {
              idempotencyKey: key(),
              stake: o.stake,
              picks: open.map((i) => pickOn(matches[i]!, o.outcome)),
            });
            expect([201, 422], JSON.stringify(res.body)).toContain(res.status);
            if (res.status === 201) tickets.push({ api: players[o.who]!, ticketId: res.body.ticketId });
          } else if (o.kind === 'cancel' || o.kind === 'sell') {
            const t = tickets[o.pick % Math.max(1, tickets.length)];
            if (!t) continue;
            if (o.kind === 'cancel') {
              const res = await t.api.post(`/coupons/${t.ticketId}/cancel`, {});
              expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
            } else {
              const seen = (await t.api.get(`/coupons/${t.ticketId}`)).body.sellType as { winPrice: number };
              const res = await t.api.post(`/coupons/${t.ticketId}/sell`, { price: seen.winPrice || 1 });
              expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
            }
          } else if (o.kind === 'result') {
            const m = matches[o.match]!;
            if (!started.has(o.match)) await world.apply([kickOff(m)]);
            started.add(o.match);
            const again = resulted.has(o.match);
            resulted.add(o.match);
            const res = await world.admin.post(`/admin/matches/${m.id}/result`, {
              score: { home: o.home, away: o.away },
              status: 'ended',
              ...(again ? { reason: 'a correction in a generated run' } : {}),
            });
            expect(res.status, JSON.stringify(res.body)).toBe(200);
          } else if (o.kind === 'market') {
            // a provider settles the match's result market while it plays on, without a result
            const m = matches[o.match]!;
            if (resulted.has(o.match)) continue;
            if (!started.has(o.match)) await world.apply([kickOff(m)]);
            started.add(o.match);
            await settle({
              kind: 'settle',
              matchId: m.id,
              outcomes: (['1', 'X', '2'] as const).map((name) => ({
                outcomeId: m.result.outcomes[name],
                won: name === o.winner,
                voidFactor: 0,
                deadHeatFactor: 1000,
              })),
            });
          } else {
            // a provider takes a settlement back: the lines wait again, and so do their coupons
            if (!started.has(o.match)) continue;
            await settle({
              kind: 'reopen',
              matchId: matches[o.match]!.id,
              marketIds: [matches[o.match]!.result.marketId],
            });
          }
          const { kept, counted } = await keptAndCounted();
          expect(kept).toEqual(counted);
        }
      }),
      {
        numRuns: 4,
        // and always one run that settles two playing matches' markets, takes one back, and ends them
        examples: [
          [
            [
              { kind: 'place', who: 0, matches: [0, 1], outcome: '1', stake: 2 },
              { kind: 'place', who: 1, matches: [0], outcome: '2', stake: 3 },
              { kind: 'market', match: 1, winner: '1' },
              { kind: 'market', match: 0, winner: '1' },
              { kind: 'reopen', match: 0 },
              { kind: 'market', match: 0, winner: '2' },
              { kind: 'result', match: 0, home: 0, away: 1 },
              { kind: 'result', match: 1, home: 1, away: 0 },
            ],
          ],
        ],
      },
    );
  }, 120_000);

  it.runIf(dialect === 'SQLite')(
    "counts the player's waiting coupons of the same picks by one index search (SQLite's plan)",
    async () => {
      const compiled = sameWaiting.compile(server.database.db, { userId: 7, signature: 's' }, '');
      const plan = await server.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const steps = plan.rows.map((r) => r.detail).join('\n');
      expect(steps).toMatch(/SEARCH coupons USING COVERING INDEX coupons_user_signature/);
      expect(steps).not.toMatch(/coupons_user_status/);
    },
  );

  it('the rows of a match with a result go once it is old enough, a chunk at a time; the others stay', async () => {
    const { api } = await world.newPlayer({ credit: 1000 });
    const me = Number((await api.get('/me')).body.userId);
    const [a, b] = [await world.newMatch(), await world.newMatch()];
    for (const picks of [[pickOn(a, '1'), pickOn(b, '1')], [pickOn(a, '1')]]) {
      const res = await api.post('/coupons', { idempotencyKey: key(), stake: 5, picks });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await world.apply([kickOff(a)]);
    const resultAt = Date.now();
    const res = await world.admin.post(`/admin/matches/${a.id}/result`, {
      score: { home: 1, away: 0 },
      status: 'ended',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rowsOf = async () =>
      (
        await server.database.db
          .selectFrom('waiting_stakes')
          .select(['match_id', 'stake'])
          .where('user_id', '=', me)
          .orderBy('match_id')
          .execute()
      ).map((r) => [Number(r.match_id), Number(r.stake)]);
    // the combination won its first pick and still waits on the second
    expect(await rowsOf()).toEqual([
      [a.id, 1000],
      [b.id, 500],
    ]);

    // a result newer than the cut is left alone
    expect(await pruneWaitingStakes(server.database.db, resultAt - 60_000, 1_000)).toBe(0);
    // a chunk at a time: never more rows than asked for
    const first = await pruneWaitingStakes(server.database.db, Date.now() + 1, 1);
    expect(first).toBe(1);
    while ((await pruneWaitingStakes(server.database.db, Date.now() + 1, 1_000)) > 0);
    expect(await rowsOf()).toEqual([[b.id, 500]]);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });
});
