import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import {
  applyStoredResult,
  setSettlementBatches,
  settleMatch,
  settlePending,
  storeResult,
} from './settlement.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `batches-${process.pid}-${Date.now()}-${n++}`;

/**
 * Settlement commits a batch of coupons at a time with their ledger rows. A stop between two
 * batches (here: the call after a batch throws, as a crash would end the run there) leaves the
 * committed batches paid and the rest waiting; settling again finishes the match and pays
 * nobody twice.
 */
describe(`settlement in batches (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let players: TestUser[];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    await writeSetting(server.database, 'same_coupon_limit', '100');
    players = [];
    for (let i = 0; i < 4; i++) players.push(await world.newPlayer({ credit: 100 }));
  });
  afterAll(async () => {
    setSettlementBatches({ afterBatch: null });
    await server.close();
  });
  afterEach(() => setSettlementBatches({ afterBatch: null }));

  const credit = async (p: TestUser) => (await p.api.get('/me')).body.credit as number;
  // one batch at a time unless said, so a cut falls between two known batches
  const cutAfter = (batch: number, lanes = 1) =>
    setSettlementBatches({
      size: 3,
      lanes,
      afterBatch: (_matchId, done) => {
        if (done === batch) throw new Error('power cut');
      },
    });

  /** Four players each bet 2.00 at odds 2 on home and 1.00 on the draw, twice: 16 coupons. */
  async function betOnNewMatch() {
    const m = await world.newMatch({ odds: { '1': 2, X: 3 } });
    const tickets: Array<{ player: number; ticketId: string; home: boolean }> = [];
    for (let round = 0; round < 2; round++)
      for (const [i, p] of players.entries())
        for (const home of [true, false]) {
          const res = await p.api.post('/coupons', {
            idempotencyKey: key(),
            stake: home ? 2 : 1,
            picks: [pickOn(m, home ? '1' : 'X')],
          });
          expect(res.status).toBe(201);
          tickets.push({ player: i, ticketId: res.body.ticketId, home });
        }
    return { m, tickets };
  }

  const statusOf = async (ticketIds: string[]) =>
    (
      await server.database.db
        .selectFrom('coupons')
        .select(['ticket_id', 'status'])
        .where('ticket_id', 'in', ticketIds)
        .execute()
    ).map((c) => c.status);
  const winsOf = async (ticketId: string) =>
    (
      await server.database.db
        .selectFrom('ledger_movements')
        .select('amount')
        .where('reference', '=', ticketId)
        .where('type', '=', 'win')
        .execute()
    ).map((m) => Number(m.amount));

  it('a stored result cut off between batches is finished by the recovery; every winner paid once', async () => {
    const { m, tickets } = await betOnNewMatch();
    const before = await Promise.all(players.map(credit));
    await storeResult(server.context, m.id, { status: 'ended', score: { home: 2, away: 0 }, halftime: null });
    cutAfter(1);
    const audit = { actorId: null, action: 'result.feed', reason: 'test', ip: '' };
    await expect(applyStoredResult(server.context, m.id, audit)).rejects.toThrow('power cut');

    // two batches of three coupons committed with their money; the other ten still wait
    const statuses = await statusOf(tickets.map((t) => t.ticketId));
    expect(statuses.filter((s) => s === 0)).toHaveLength(10);
    const stored = await server.database.db
      .selectFrom('match_results')
      .select(['revision', 'applied_revision'])
      .where('match_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored.applied_revision).toBeLessThan(stored.revision);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);

    setSettlementBatches({ size: 3, lanes: 1, afterBatch: null });
    expect(await settlePending(server.context)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(tickets.map((t) => t.ticketId))).filter((s) => s === 0)).toHaveLength(0);
    // home won: 2.00 at odds 2 pays 4.00, each winner exactly once; the draws pay nothing
    for (const t of tickets) expect(await winsOf(t.ticketId)).toEqual(t.home ? [400] : []);
    const after = await Promise.all(players.map(credit));
    // each player's two home bets won 2 x 4.00 (the stakes left before `before` was read)
    expect(after).toEqual(before.map((b) => b + 8));
    // the recovery again finds nothing left and moves nothing
    expect(await settlePending(server.context)).toBe(0);
    expect(await Promise.all(players.map(credit))).toEqual(after);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  // On SQLite every statement is synchronous: without a turn of the event loop between batches, a
  // derby held every other request (placements, pages, the live push) until its last batch.
  it('lets the server answer other work between batches', async () => {
    const { m } = await betOnNewMatch();
    setSettlementBatches({ size: 3, lanes: 1, afterBatch: null });
    let turns = 0;
    let watching = true;
    const turn = () => {
      turns++;
      if (watching) setImmediate(turn);
    };
    setImmediate(turn);
    const report = await settleMatch(server.context, m.id, {
      status: 'ended',
      score: { home: 1, away: 1 },
      halftime: null,
    });
    watching = false;
    expect(report.coupons).toBe(16);
    // six batches of three: the loop turned after each of the first five at least
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('settling a match again after a stop finishes it without paying twice', async () => {
    const { m, tickets } = await betOnNewMatch();
    const before = await Promise.all(players.map(credit));
    const result = { status: 'ended' as const, score: { home: 0, away: 0 }, halftime: null };
    cutAfter(0);
    await expect(settleMatch(server.context, m.id, result)).rejects.toThrow('power cut');
    expect((await statusOf(tickets.map((t) => t.ticketId))).filter((s) => s === 0)).toHaveLength(13);
    setSettlementBatches({ size: 3, lanes: 1, afterBatch: null });
    const rest = await settleMatch(server.context, m.id, result);
    expect(rest.coupons).toBe(13);
    expect((await settleMatch(server.context, m.id, result)).coupons).toBe(0);
    // the draw won: 1.00 at odds 3 pays 3.00, once each
    for (const t of tickets) expect(await winsOf(t.ticketId)).toEqual(t.home ? [] : [300]);
    expect(await Promise.all(players.map(credit))).toEqual(before.map((b) => b + 2 * 3));
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  // PostgreSQL writes two batches at once: a stop in one lane ends both, wherever the other was.
  it('with two batches written at once, a stop and a second run still pay every winner once', async () => {
    const { m, tickets } = await betOnNewMatch();
    const before = await Promise.all(players.map(credit));
    const result = { status: 'ended' as const, score: { home: 1, away: 0 }, halftime: null };
    cutAfter(1, 2);
    await expect(settleMatch(server.context, m.id, result)).rejects.toThrow('power cut');
    // batches 0 and 1 committed at least; the other lane may have committed one more
    const waiting = (await statusOf(tickets.map((t) => t.ticketId))).filter((s) => s === 0).length;
    expect(waiting).toBeLessThanOrEqual(10);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);

    setSettlementBatches({ size: 3, lanes: 2, afterBatch: null });
    const rest = await settleMatch(server.context, m.id, result);
    expect(rest.coupons).toBe(waiting);
    expect((await statusOf(tickets.map((t) => t.ticketId))).filter((s) => s === 0)).toHaveLength(0);
    // home won: 2.00 at odds 2 pays 4.00, once each
    for (const t of tickets) expect(await winsOf(t.ticketId)).toEqual(t.home ? [400] : []);
    expect(await Promise.all(players.map(credit))).toEqual(before.map((b) => b + 8));
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });
});
