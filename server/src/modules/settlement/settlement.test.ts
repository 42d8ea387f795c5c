import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import { settleMatch } from './settlement.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `settle-${process.pid}-${Date.now()}-${n++}`;

describe(`settlement (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: ApiClient;
  let admin: ApiClient;
  let world: World;
  let football: TestMatch[] = [];
  let next = 0;
  const take = () => football[next++]!;

  const homeWin = (m: TestMatch) => pickOn(m, '1');
  const credit = async () => (await player.get('/me')).body.credit as number;
  const coupon = async (ticketId: string) => (await player.get(`/coupons/${ticketId}`)).body;
  const started = new Set<number>();
  /** Enters a result; the match kicks off first (a result before its start is refused). */
  const result = async (m: TestMatch, home: number, away: number, status = 'ended') => {
    if (!started.has(m.id)) await world.apply([kickOff(m)]);
    started.add(m.id);
    return admin.post(`/admin/matches/${m.id}/result`, {
      score: { home, away },
      halftime: { home: 0, away: 0 },
      status,
      reason: 'correction test',
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    await writeSetting(server.database, 'same_coupon_limit', '100');
    football = [];
    for (let i = 0; i < 20; i++) football.push(await world.newMatch({ odds: { '1': 1.5 + i / 10 } }));
    player = (await world.newPlayer({ credit: 1000 })).api;
    admin = world.admin;
  });
  afterAll(async () => {
    await server.close();
  });

  it('pays a winning combine exactly once, even when the result is entered twice', async () => {
    const [a, b] = [take(), take()];
    const picks = [homeWin(a), homeWin(b)];
    const placed = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks });
    expect(placed.status).toBe(201);
    const before = await credit();
    expect((await result(a, 2, 0)).status).toBe(200);
    expect((await coupon(placed.body.ticketId)).status).toBe(0);
    await result(b, 1, 0);
    const won = await coupon(placed.body.ticketId);
    const expected = Math.floor(
      (1000 * Math.round(picks[0]!.odd * 1000) * Math.round(picks[1]!.odd * 1000)) / 1e6,
    );
    expect(won).toMatchObject({ status: 1, income: expected / 100 });
    expect(won.lines.map((l: any) => l.status)).toEqual([1, 1]);
    expect(await credit()).toBeCloseTo(before + expected / 100, 2);
    await result(b, 1, 0);
    await settleMatch(server.context, b.id, { status: 'ended', score: { home: 1, away: 0 }, halftime: null });
    expect(await credit()).toBeCloseTo(before + expected / 100, 2);
  });

  it('a corrected result books only the difference', async () => {
    const m = take();
    const pick = homeWin(m);
    const placed = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [pick] });
    const before = await credit();
    await result(m, 1, 0);
    const win = Math.floor((1000 * Math.round(pick.odd * 1000)) / 1000) / 100;
    expect(await credit()).toBeCloseTo(before + win, 2);
    await result(m, 0, 1);
    expect((await coupon(placed.body.ticketId)).status).toBe(-1);
    expect(await credit()).toBeCloseTo(before, 2);
    await result(m, 3, 1);
    expect(await credit()).toBeCloseTo(before + win, 2);
    const movements = await server.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', placed.body.ticketId)
      .orderBy('id')
      .execute();
    expect(movements.map((x) => x.type)).toEqual(['stake', 'win', 'winCorrection', 'winCorrection']);
  });

  it('a lost coupon pays nothing; a cancelled match voids its line (odds 1)', async () => {
    const [a, b] = [take(), take()];
    const lost = await player.post('/coupons', { idempotencyKey: key(), stake: 5, picks: [homeWin(a)] });
    const before = await credit();
    await result(a, 0, 2);
    expect(await coupon(lost.body.ticketId)).toMatchObject({ status: -1, income: 0 });
    expect(await credit()).toBeCloseTo(before, 2);
    const [c, d] = [take(), take()];
    const picks = [homeWin(b), homeWin(c)];
    const mixed = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks });
    const mid = await credit();
    await result(b, 0, 0, 'cancelled');
    await result(c, 2, 1);
    const paid = await coupon(mixed.body.ticketId);
    expect(paid.lines.map((l: any) => l.status)).toEqual([2, 1]);
    expect(paid.income).toBe(Math.floor((1000 * Math.round(picks[1]!.odd * 1000)) / 1000) / 100);
    expect(await credit()).toBeCloseTo(mid + paid.income, 2);
    void d;
  });

  it('settlement running twice at once pays once, and every balance equals its movements', async () => {
    const m = take();
    const placed = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [homeWin(m)] });
    const before = await credit();
    const r = { status: 'ended' as const, score: { home: 1, away: 0 }, halftime: null };
    await Promise.all([
      settleMatch(server.context, m.id, r),
      settleMatch(server.context, m.id, r),
      settleMatch(server.context, m.id, r),
    ]);
    const c = await coupon(placed.body.ticketId);
    expect(await credit()).toBeCloseTo(before + c.income, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('two matches of one coupon settled at the same moment still settle the coupon, once', async () => {
    const placed: Array<{ ticketId: string; a: TestMatch; b: TestMatch }> = [];
    for (let i = 0; i < 4; i++) {
      const [a, b] = [take(), take()];
      const res = await player.post('/coupons', {
        idempotencyKey: key(),
        stake: 2,
        picks: [homeWin(a), homeWin(b)],
      });
      expect(res.status).toBe(201);
      placed.push({ ticketId: res.body.ticketId, a, b });
    }
    const before = await credit();
    const won = { status: 'ended' as const, score: { home: 1, away: 0 }, halftime: null };
    await Promise.all(
      placed.flatMap(({ a, b }) => [
        settleMatch(server.context, a.id, won),
        settleMatch(server.context, b.id, won),
      ]),
    );
    let paid = 0;
    for (const { ticketId } of placed) {
      const c = await coupon(ticketId);
      expect(c.status).toBe(1);
      paid += c.income;
    }
    expect(await credit()).toBeCloseTo(before + paid, 2);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('after a crash between storing a result and settling it, the next start settles it', async () => {
    const m = take();
    const placed = await player.post('/coupons', { idempotencyKey: key(), stake: 10, picks: [homeWin(m)] });
    // The result is stored (as the feed does) but the process stops before settlement runs.
    await server.database.db
      .insertInto('match_results')
      .values({
        match_id: m.id,
        status: 'ended',
        score_home: 2,
        score_away: 0,
        ht_home: 1,
        ht_away: 0,
        details: '{}',
        created_at: Date.now(),
      })
      .execute();
    expect((await coupon(placed.body.ticketId)).status).toBe(0);
    // A second server over the same database stands for the restart (closing it keeps the data).
    const restarted = await startServer(server.context.config, createLogger('silent'));
    try {
      expect((await coupon(placed.body.ticketId)).status).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('only an admin enters results', async () => {
    const res = await player.post(`/admin/matches/${football[0]!.id}/result`, {
      score: { home: 1, away: 0 },
    });
    expect(res.status).toBe(403);
    expect((await admin.post('/admin/matches/1/result', { score: { home: 1, away: 0 } })).status).toBe(404);
    expect(
      (await admin.post(`/admin/matches/${football[0]!.id}/result`, { score: { home: -1, away: 0 } })).status,
    ).toBe(400);
  });
});
