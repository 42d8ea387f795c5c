import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `desk-${process.pid}-${Date.now()}-${n++}`;

describe(`results desk (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;
  let dealer: ApiClient;

  const decide = (m: TestMatch, step: 'preview' | 'confirm', body: Record<string, unknown>) =>
    admin.post(`/admin/result-desk/matches/${m.id}/${step}`, {
      status: 'ended',
      reason: 'feedMissing',
      ...body,
    });
  const me = async (api: ApiClient) => ((await api.get('/me')).body as { credit: number }).credit;
  async function place(api: ApiClient, stake: number, picks: unknown[]) {
    const res = await api.post('/coupons', { idempotencyKey: key(), stake, picks });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ticketId as string;
  }
  const auditOf = async (m: TestMatch) =>
    (await admin.get(`/admin/audit?targetId=${m.id}`)).body.results.filter(
      (r: { targetType: string }) => r.targetType === 'match',
    );

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
    dealer = (await world.newDealer()).api;
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('lists matches that ended without a result first, with their coupons', async () => {
    const waiting = await world.newMatch();
    const player = await world.newPlayer({ credit: 50 });
    await place(player.api, 5, [pickOn(waiting, '1')]);
    await world.apply([kickOff(waiting, 4 * 3600_000)]);
    const res = await admin.get('/admin/result-desk/matches');
    expect(res.status).toBe(200);
    const first = res.body.results.findIndex((m: { awaiting: boolean }) => !m.awaiting);
    expect(
      res.body.results.slice(0, first === -1 ? undefined : first).map((m: { id: number }) => m.id),
    ).toContain(waiting.id);
    expect(res.body.awaitingCount).toBeGreaterThanOrEqual(1);
    const row = res.body.results.find((m: { id: number }) => m.id === waiting.id);
    expect(row).toMatchObject({
      awaiting: true,
      result: null,
      coupons: 1,
      waitingCoupons: 1,
      home: `Home ${waiting.id}`,
    });
    // The finished match of the world has its result and is not waiting; it comes after the waiting ones.
    const finished = res.body.results.findIndex((m: { id: number }) => m.id === world.football.finished.id);
    expect(finished).toBeGreaterThanOrEqual(first);
    expect(res.body.results[finished]).toMatchObject({
      awaiting: false,
      result: { score: { home: 2, away: 1 } },
    });

    const only = await admin.get(
      `/admin/result-desk/matches?awaiting=1&keyWord=${encodeURIComponent(`Home ${waiting.id}`)}`,
    );
    expect(only.body).toMatchObject({ totalCount: 1, results: [{ id: waiting.id }] });
    // A match that has not started is not on the desk.
    const future = await admin.get(
      `/admin/result-desk/matches?keyWord=${encodeURIComponent(`Home ${world.football.pre.id}`)}`,
    );
    expect(future.body.totalCount).toBe(0);
  });

  it('previews what a result, its correction and a void change, and the confirmation does just that', async () => {
    const m = await world.newMatch({ odds: { '1': 2, '2': 3.5 } });
    const a = await world.newPlayer({ credit: 20 });
    const b = await world.newPlayer({ credit: 20 });
    const ta = await place(a.api, 10, [pickOn(m, '1')]);
    const tb = await place(b.api, 10, [pickOn(m, '2')]);
    await world.apply([kickOff(m, 3 * 3600_000)]);

    const preview = await decide(m, 'preview', { score: { home: 1, away: 0 } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      matchId: m.id,
      correction: false,
      current: null,
      lines: 2,
      paid: 20,
      reclaimed: 0,
    });
    expect(preview.body.coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ticketId: ta,
          userName: a.userName,
          stake: 10,
          before: { status: 0, income: 0 },
          after: { status: 1, income: 20 },
          difference: 20,
        }),
        expect.objectContaining({
          ticketId: tb,
          before: { status: 0, income: 0 },
          after: { status: -1, income: 0 },
          difference: 0,
        }),
      ]),
    );
    // The preview changed nothing: no money, no coupon, no result, no audit row.
    expect(await me(a.api)).toBe(10);
    expect((await a.api.get(`/coupons/${ta}`)).body.status).toBe(0);
    expect(await auditOf(m)).toEqual([]);
    const listed = await admin.get(
      `/admin/result-desk/matches?keyWord=${encodeURIComponent(`Home ${m.id}`)}`,
    );
    expect(listed.body.results[0]).toMatchObject({ awaiting: true, result: null });

    const confirmed = await decide(m, 'confirm', { score: { home: 1, away: 0 } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ correction: false, paid: preview.body.paid, reclaimed: 0 });
    expect(await me(a.api)).toBe(30);
    expect((await a.api.get(`/coupons/${ta}`)).body.status).toBe(1);
    expect((await auditOf(m))[0]).toMatchObject({ action: 'result.enter', reasonCode: 'feedMissing' });

    // The correction: the preview shows the win taken back and the other coupon paid.
    const fix = { score: { home: 0, away: 2 }, reason: 'feedWrong', note: 'official report' };
    const corrected = await decide(m, 'preview', fix);
    expect(corrected.body).toMatchObject({
      correction: true,
      current: { status: 'ended', score: { home: 1, away: 0 }, source: 'admin' },
      paid: 35,
      reclaimed: 20,
    });
    expect(corrected.body.coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ticketId: ta,
          before: { status: 1, income: 20 },
          after: { status: -1, income: 0 },
          difference: -20,
        }),
        expect.objectContaining({
          ticketId: tb,
          before: { status: -1, income: 0 },
          after: { status: 1, income: 35 },
          difference: 35,
        }),
      ]),
    );
    expect(await me(a.api)).toBe(30);
    const done = await decide(m, 'confirm', fix);
    expect(done.body).toMatchObject({ correction: true, paid: 35, reclaimed: 20 });
    expect(await me(a.api)).toBe(10);
    expect(await me(b.api)).toBe(45);
    expect((await auditOf(m))[0]).toMatchObject({
      action: 'result.correct',
      reasonCode: 'feedWrong',
      reason: 'official report',
    });

    // Voiding the match gives both stakes back.
    const voided = await decide(m, 'preview', {
      score: { home: 0, away: 0 },
      status: 'cancelled',
      reason: 'matchCancelled',
    });
    expect(voided.body.coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketId: ta, after: { status: -2, income: 10 }, difference: 10 }),
        expect.objectContaining({ ticketId: tb, after: { status: -2, income: 10 }, difference: -25 }),
      ]),
    );
    await decide(m, 'confirm', {
      score: { home: 0, away: 0 },
      status: 'cancelled',
      reason: 'matchCancelled',
    });
    expect(await me(a.api)).toBe(20);
    expect(await me(b.api)).toBe(20);
  });

  it('refuses dealers and players, bad input with a message key, unknown and future matches', async () => {
    const m = world.football.started;
    const player = await world.newPlayer({ credit: 1 });
    for (const api of [dealer, player.api]) {
      expect((await api.get('/admin/result-desk/matches')).status).toBe(403);
      const body = { score: { home: 1, away: 0 }, reason: 'feedMissing' };
      expect((await api.post(`/admin/result-desk/matches/${m.id}/preview`, body)).status).toBe(403);
      expect((await api.post(`/admin/result-desk/matches/${m.id}/confirm`, body)).status).toBe(403);
    }
    const noReason = await admin.post(`/admin/result-desk/matches/${m.id}/confirm`, {
      score: { home: 1, away: 0 },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toEqual(expect.any(String));
    const badReason = await decide(m, 'confirm', { score: { home: 1, away: 0 }, reason: 'because' });
    expect(badReason.status).toBe(400);
    const badScore = await decide(m, 'preview', { score: { home: -1, away: 0 } });
    expect(badScore.status).toBe(400);
    expect((await admin.get('/admin/result-desk/matches?days=0')).status).toBe(400);
    expect((await admin.get('/admin/result-desk/matches?days=99')).status).toBe(400);
    const unknown = await admin.post('/admin/result-desk/matches/123456789/preview', {
      score: { home: 1, away: 0 },
      reason: 'feedMissing',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('notFoundMatch');
    const early = await decide(world.football.pre, 'preview', { score: { home: 1, away: 0 } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('matchNotStarted');
    // Nothing was stored for the started match by the refusals.
    expect(await auditOf(m)).toEqual([]);
  });
});
