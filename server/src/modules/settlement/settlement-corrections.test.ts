import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import type { testMatch } from '../../testing/test-matches.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import type { SportsService } from '../sports/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `correct-${process.pid}-${Date.now()}-${n++}`;

/** A result correction always lands: wins already spent are taken back below zero (owed). */
describe(`result corrections (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;
  let dealer: ApiClient;
  let dealerUser: TestUser;

  const feed = (messages: Parameters<World['apply']>[0]) => world.apply(messages);
  const match = (opts: Parameters<typeof testMatch>[0] = {}): Promise<TestMatch> => world.newMatch(opts);
  /** A player under the test's dealer with `credit` major units, stake per bet. */
  async function newPlayer(credit: number) {
    const p = await world.newPlayer({ parent: dealerUser, credit, settings: { staketype: 1 } });
    return { api: p.api, userId: p.id, userName: p.userName };
  }
  const me = async (api: ApiClient) => (await api.get('/me')).body as { credit: number; owed: number };
  async function place(api: ApiClient, stake: number, picks: unknown[]) {
    const res = await api.post('/coupons', { idempotencyKey: key(), stake, picks });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  }
  const status = async (api: ApiClient, ticketId: string) =>
    (await api.get(`/coupons/${ticketId}`)).body.status;
  const enter = (m: TestMatch, home: number, away: number, extra: Record<string, unknown> = {}) =>
    admin.post(`/admin/matches/${m.id}/result`, { score: { home, away }, status: 'ended', ...extra });

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
    dealerUser = await world.newDealer();
    dealer = dealerUser.api;
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('a correction lands when a winner spent the win: claw-back below zero, the new winner paid, owed shown', async () => {
    const winner = await newPlayer(20);
    const loser = await newPlayer(20);
    const m = await match({ odds: { '1': 2, '2': 3.5 } });
    const other = await match();
    const first = await place(winner.api, 10, [pickOn(m, '1')]);
    const second = await place(loser.api, 10, [pickOn(m, '2')]);
    await feed([kickOff(m)]);
    const entered = await enter(m, 1, 0);
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ correction: false, paid: 20, reclaimed: 0, owed: [] });
    expect((await me(winner.api)).credit).toBe(30);
    // The win is spent on another bet.
    await place(winner.api, 30, [pickOn(other, '1')]);
    expect((await me(winner.api)).credit).toBe(0);

    const corrected = await enter(m, 0, 1, { reason: 'wrong score from the feed' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ correction: true, paid: 35, reclaimed: 20 });
    expect(corrected.body.coupons).toEqual(
      expect.arrayContaining([
        { ticketId: first, userId: winner.userId, status: -1, difference: -20 },
        { ticketId: second, userId: loser.userId, status: 1, difference: 35 },
      ]),
    );
    expect(corrected.body.owed).toEqual([{ userId: winner.userId, userName: winner.userName, balance: -20 }]);
    expect(await status(winner.api, first)).toBe(-1);
    expect(await status(loser.api, second)).toBe(1);
    expect(await me(winner.api)).toMatchObject({ credit: -20, owed: 20 });
    expect(await me(loser.api)).toMatchObject({ credit: 45, owed: 0 });

    // The player's transactions show the claw-back and the balance owed.
    const tx = (await winner.api.get('/transactions')).body.results[0];
    expect(tx).toMatchObject({ type: 'winCorrection', amount: 20, balance: -20, owed: 1 });
    // The audit log says whose balance went below zero, and who corrected the result and why.
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id', 'after'])
      .where('target_id', 'in', [winner.userId, m.id])
      .where('action', 'like', '%.%')
      .where('action', 'not in', ['user.create', 'credit.in', 'auth.login'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['result.enter', 'balance.owed', 'result.correct']);
    expect(JSON.parse(audit[2]!.after!)).toMatchObject({
      reason: 'wrong score from the feed',
      reclaimed: 20,
    });
    expect(audit[2]!.actor_id).not.toBeNull();

    // The dealer's user list counts what its players owe.
    const list = await dealer.get(`/admin/users?keyWord=${winner.userName}`);
    expect(list.body.results[0]).toMatchObject({ credit: -20, owed: 20 });
    expect(list.body.owedTotal).toBeGreaterThanOrEqual(20);
    expect(list.body.owingUsers).toBeGreaterThanOrEqual(1);
  });

  it('while a balance is owed the player cannot stake; a deposit brings it back towards zero', async () => {
    const p = await newPlayer(10);
    const m = await match({ odds: { '1': 3 } });
    const other = await match();
    const ticket = await place(p.api, 10, [pickOn(m, '1')]);
    await feed([kickOff(m)]);
    await enter(m, 2, 0);
    await place(p.api, 25, [pickOn(other, '1')]);
    await enter(m, 0, 0, { reason: 'goal disallowed' });
    expect(await status(p.api, ticket)).toBe(-1);
    expect(await me(p.api)).toMatchObject({ credit: -25, owed: 25 });
    const refused = await p.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 1,
      picks: [pickOn(other, 'X')],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('notEnoughCredit');
    await admin.post(`/admin/users/${p.userId}/credit`, { amount: 10, direction: 'in' });
    expect(await me(p.api)).toMatchObject({ credit: -15, owed: 15 });
    const out = await admin.post(`/admin/users/${p.userId}/credit`, { amount: 1, direction: 'out' });
    expect(out.status).toBe(422);
    expect(
      (await p.api.post('/coupons', { idempotencyKey: key(), stake: 1, picks: [pickOn(other, 'X')] })).status,
    ).toBe(422);
    expect(await me(p.api)).toMatchObject({ credit: -15 });
  });

  it('sending the same correction again changes nothing', async () => {
    const p = await newPlayer(20);
    const m = await match({ odds: { '1': 2 } });
    const ticket = await place(p.api, 10, [pickOn(m, '1')]);
    await feed([kickOff(m)]);
    await enter(m, 1, 0);
    const first = await enter(m, 0, 2, { reason: 'score entered the wrong way round' });
    expect(first.body).toMatchObject({ reclaimed: 20, coupons: [{ ticketId: ticket, difference: -20 }] });
    const before = await me(p.api);
    const again = await enter(m, 0, 2, { reason: 'score entered the wrong way round' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      correction: true,
      lines: 0,
      coupons: [],
      paid: 0,
      reclaimed: 0,
      owed: [],
    });
    expect(await me(p.api)).toEqual(before);
    const movements = await server.database.db
      .selectFrom('ledger_movements')
      .select('type')
      .where('reference', '=', ticket)
      .orderBy('id')
      .execute();
    expect(movements.map((x) => x.type)).toEqual(['stake', 'win', 'winCorrection']);
  });

  it('a correction needs a reason; a bad body is 400', async () => {
    const m = await match();
    await feed([kickOff(m)]);
    expect((await enter(m, 1, 1)).status).toBe(200);
    const res = await enter(m, 2, 1);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('correctionReasonRequired');
    expect((await enter(m, 2, 1, { status: 'finished' })).status).toBe(400);
  });

  it('a stored result that was never applied (a stop, or a correction dropped earlier) is applied at the next start', async () => {
    const p = await newPlayer(20);
    const [a, b] = [await match({ odds: { '1': 2 } }), await match({ odds: { '2': 4 } })];
    const onA = await place(p.api, 10, [pickOn(a, '1')]);
    const onB = await place(p.api, 10, [pickOn(b, '2')]);
    await feed([kickOff(a), kickOff(b)]);
    await enter(a, 1, 0);
    expect((await me(p.api)).credit).toBe(20);
    // a: a correction was stored but its settlement never ran; b: a result stored, never settled.
    await server.database.db
      .updateTable('match_results')
      .set((eb) => ({ score_home: 0, score_away: 3, revision: eb('revision', '+', 1) }))
      .where('match_id', '=', a.id)
      .execute();
    await server.database.db
      .insertInto('match_results')
      .values({
        match_id: b.id,
        status: 'ended',
        score_home: 0,
        score_away: 1,
        ht_home: 0,
        ht_away: 0,
        details: '{}',
        created_at: Date.now(),
      })
      .execute();
    expect(await status(p.api, onA)).toBe(1);
    expect(await status(p.api, onB)).toBe(0);
    const restarted = await startServer(server.context.config, createLogger('silent'));
    try {
      expect(await status(p.api, onA)).toBe(-1);
      expect(await status(p.api, onB)).toBe(1);
      expect((await me(p.api)).credit).toBe(40);
      const recovered = await server.database.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'result.recovered')
        .where('target_id', 'in', [a.id, b.id])
        .execute();
      expect(recovered.map((r) => Number(r.target_id)).sort()).toEqual([a.id, b.id].sort());
    } finally {
      await restarted.close();
    }
  });

  it('a result entered by hand stands: a later feed result is dropped and audited, also after a restart', async () => {
    const p = await newPlayer(20);
    const m = await match({ odds: { '1': 2, '2': 3 } });
    const ticket = await place(p.api, 10, [pickOn(m, '1')]);
    await feed([kickOff(m)]);
    expect((await enter(m, 0, 1)).status).toBe(200);
    expect((await enter(m, 1, 0, { reason: 'goal given to the wrong side' })).status).toBe(200);
    expect(await me(p.api)).toMatchObject({ credit: 30, owed: 0 });
    const stored = () =>
      server.database.db
        .selectFrom('match_results')
        .select(['score_home', 'score_away', 'revision', 'applied_revision'])
        .where('match_id', '=', m.id)
        .executeTakeFirstOrThrow();
    const entered = await stored();
    expect(entered).toMatchObject({ score_home: 1, score_away: 0 });
    /** The feed's own result for the match, as the simulator sends it when the match ends. */
    const feedResult = (service: SportsService, home: number, away: number) =>
      service.apply([
        {
          kind: 'result',
          matchId: m.id,
          version: service.view.get(m.id)!.version + 1,
          result: { status: 'ended', score: { home, away }, halftime: null, periods: [] },
        },
      ]);
    const ignored = () =>
      server.database.db
        .selectFrom('audit_log')
        .select(['actor_id', 'after'])
        .where('action', '=', 'result.feedIgnored')
        .where('target_id', '=', m.id)
        .orderBy('id')
        .execute();

    await feedResult(server.services.sports, 0, 2);
    expect(await stored()).toEqual(entered);
    expect(server.services.sports.view.get(m.id)!.result!.score).toEqual({ home: 1, away: 0 });
    expect(await status(p.api, ticket)).toBe(1);
    expect(await me(p.api)).toMatchObject({ credit: 30, owed: 0 });
    const first = await ignored();
    expect(first).toHaveLength(1);
    expect(first[0]!.actor_id).toBeNull();
    expect(JSON.parse(first[0]!.after!)).toMatchObject({
      score: { home: 0, away: 2 },
      kept: { home: 1, away: 0 },
    });

    // A restarted server on the same database knows the result was entered by hand.
    const restarted = await startServer(server.context.config, createLogger('silent'));
    try {
      await feedResult(restarted.services.sports, 3, 3);
      expect(await stored()).toEqual(entered);
      expect(await status(p.api, ticket)).toBe(1);
      expect(await me(p.api)).toMatchObject({ credit: 30, owed: 0 });
      expect(await ignored()).toHaveLength(2);
    } finally {
      await restarted.close();
    }

    // The admin can still correct by hand.
    const again = await enter(m, 0, 0, { reason: 'late goal disallowed' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ correction: true, reclaimed: 20 });
    expect(await status(p.api, ticket)).toBe(-1);
  });

  it('refuses a score before kick-off (admin and feed); calling a future match off voids its lines', async () => {
    const p = await newPlayer(20);
    const [future, off, gone] = [await match(), await match({ odds: { '1': 2 } }), await match()];
    const onFuture = await place(p.api, 5, [pickOn(future, '1')]);
    const onOff = await place(p.api, 5, [pickOn(off, '1'), pickOn(gone, 'X')]);
    const early = await enter(future, 1, 0);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('matchNotStarted');
    // The same from the feed: nothing is stored and the coupon waits.
    const version = server.services.sports.view.get(future.id)!.version + 1;
    await feed([
      {
        kind: 'result',
        matchId: future.id,
        version,
        result: { status: 'ended', score: { home: 3, away: 0 }, halftime: null, periods: [] },
      },
    ]);
    future.version = version;
    const stored = await server.database.db
      .selectFrom('match_results')
      .select('match_id')
      .where('match_id', '=', future.id)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    expect(await status(p.api, onFuture)).toBe(0);

    const before = (await me(p.api)).credit;
    const called = await enter(off, 0, 0, { status: 'abandoned', reason: 'pitch flooded' });
    expect(called.status).toBe(200);
    await enter(gone, 0, 0, { status: 'cancelled', reason: 'team withdrew' });
    const coupon = (await p.api.get(`/coupons/${onOff}`)).body;
    expect(coupon.lines.map((l: { status: number }) => l.status)).toEqual([2, 2]);
    // every line void: neither won nor lost, the stake comes back and the coupon is cancelled
    expect(coupon).toMatchObject({ status: -2, income: 5 });
    expect((await me(p.api)).credit).toBe(before + 5);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', off.id)
      .where('target_type', '=', 'match')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('result.enter');
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'abandoned', reason: 'pitch flooded' });
  });

  it('a coupon whose every match is called off is cancelled with its stake back, and a correction settles it again', async () => {
    const p = await newPlayer(20);
    const m = await match({ odds: { '1': 2 } });
    const ticket = await place(p.api, 10, [pickOn(m, '1')]);
    await feed([kickOff(m)]);
    expect((await enter(m, 0, 0, { status: 'cancelled', reason: 'storm' })).status).toBe(200);
    expect((await p.api.get(`/coupons/${ticket}`)).body).toMatchObject({ status: -2, income: 10 });
    expect((await me(p.api)).credit).toBe(20);
    const corrected = await enter(m, 1, 0, { reason: 'played after all' });
    expect(corrected.status).toBe(200);
    expect((await p.api.get(`/coupons/${ticket}`)).body).toMatchObject({ status: 1, income: 20 });
    expect((await me(p.api)).credit).toBe(30);
    await enter(m, 0, 0, { status: 'cancelled', reason: 'called off again' });
    expect(await status(p.api, ticket)).toBe(-2);
    expect((await me(p.api)).credit).toBe(20);
    const movements = await server.database.db
      .selectFrom('ledger_movements')
      .select('type')
      .where('reference', '=', ticket)
      .orderBy('id')
      .execute();
    expect(movements.map((x) => x.type)).toEqual(['stake', 'voidRefund', 'winCorrection', 'winCorrection']);
  });
});
