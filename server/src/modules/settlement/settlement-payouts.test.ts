import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import type { testMatch } from '../../testing/test-matches.ts';
import { kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `payout-${process.pid}-${Date.now()}-${n++}`;

/** What coupons pay, worked by hand on hand-made matches: quarter lines, the bonus, the caps. */
describe(`settlement payouts (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let admin: ApiClient;

  const match = (opts: Parameters<typeof testMatch>[0] = {}): Promise<TestMatch> => world.newMatch(opts);
  /** A player whose stake is the stake per bet, with 1,000.00 credit. */
  const newPlayer = async (settings: Record<string, unknown> = {}) =>
    (await world.newPlayer({ credit: 1000, settings: { staketype: 1, ...settings } })).api;
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;
  const started = new Set<number>();
  /** Enters a result; the match kicks off first (a result before its start is refused). */
  const result = async (m: TestMatch, home: number, away: number) => {
    if (!started.has(m.id)) await world.apply([kickOff(m)]);
    started.add(m.id);
    return admin.post(`/admin/matches/${m.id}/result`, {
      score: { home, away },
      halftime: { home: 0, away: 0 },
      status: 'ended',
      reason: 'payout test',
    });
  };
  async function place(api: ApiClient, body: Record<string, unknown>) {
    const res = await api.post('/coupons', { idempotencyKey: key(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.coupon as { ticketId: string; maxPay: number; bonusPay: number; totalStake: number };
  }

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    admin = world.admin;
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('quarter over/under lines pay half the stake back, or half at the odd', async () => {
    const api = await newPlayer();
    const [q225, q275] = [await match({ ouLine: '2.25' }), await match({ ouLine: '2.75' })];
    const low = await place(api, { stake: 10, picks: [pickOn(q225, 'Over')] });
    const high = await place(api, { stake: 10, picks: [pickOn(q275, 'Over')] });
    const before = await credit(api);
    await result(q225, 1, 1); // 2 goals on 2.25: 2 is a push, 2.5 lost → half the stake back
    await result(q275, 2, 1); // 3 goals on 2.75: 2.5 won at 1.90, 3 a push → 10 × (1.90 + 1) / 2
    const a = (await api.get(`/coupons/${low.ticketId}`)).body;
    const b = (await api.get(`/coupons/${high.ticketId}`)).body;
    expect(a).toMatchObject({ status: 1, income: 5 });
    expect(a.lines[0].status).toBe(-1);
    expect(b).toMatchObject({ status: 1, income: 14.5 });
    expect(await credit(api)).toBeCloseTo(before + 19.5, 2);
  });

  it('a combine whose every pick won pays its bonus; one void pick drops the bonus, not the coupon', async () => {
    const api = await newPlayer({ bonus: { status: 1, minOdds: 1.3, rates: [{ tips: 3, percent: 3 }] } });
    const ms = [await match(), await match(), await match()];
    const c = await place(api, { stake: 10, picks: ms.map((m) => pickOn(m, '1')) });
    // 10 × 2 × 2 × 2 = 80.00; 3 % for three picks of at least 1.30 = 2.40.
    expect(c).toMatchObject({ maxPay: 80, bonusPay: 2.4 });
    const before = await credit(api);
    for (const m of ms) await result(m, 1, 0);
    expect((await api.get(`/coupons/${c.ticketId}`)).body).toMatchObject({ status: 1, income: 82.4 });
    expect(await credit(api)).toBeCloseTo(before + 82.4, 2);

    const more = [await match(), await match(), await match()];
    const d = await place(api, { stake: 10, picks: more.map((m) => pickOn(m, '1')) });
    const mid = await credit(api);
    await admin.post(`/admin/matches/${more[0]!.id}/result`, {
      score: { home: 0, away: 0 },
      status: 'cancelled',
    });
    for (const m of more.slice(1)) await result(m, 2, 0);
    expect((await api.get(`/coupons/${d.ticketId}`)).body).toMatchObject({ status: 1, income: 40 });
    expect(await credit(api)).toBeCloseTo(mid + 40, 2);
  });

  it('books the bonus as its own couponBonus movement, corrects each part apart, and the report counts it as bonus', async () => {
    const player = await world.newPlayer({
      credit: 1000,
      settings: { staketype: 1, bonus: { status: 1, minOdds: 1.3, rates: [{ tips: 3, percent: 3 }] } },
    });
    const ms = [await match(), await match(), await match()];
    const c = await place(player.api, { stake: 10, picks: ms.map((m) => pickOn(m, '1')) });
    for (const m of ms) await result(m, 1, 0);
    const movements = async () =>
      (
        await server.database.db
          .selectFrom('ledger_movements as m')
          .innerJoin('accounts as a', 'a.id', 'm.account_id')
          .select(['m.type', 'm.amount'])
          .where('a.user_id', '=', player.id)
          .where('m.reference', '=', c.ticketId)
          .orderBy('m.id')
          .execute()
      ).map((r) => [r.type, Number(r.amount)]);
    expect(await movements()).toEqual([
      ['stake', -1000],
      ['win', 8000],
      ['couponBonus', 240],
    ]);
    // a corrected result takes back the win and the bonus, each by its own movement
    const corrected = await admin.post(`/admin/matches/${ms[0]!.id}/result`, {
      score: { home: 0, away: 1 },
      halftime: { home: 0, away: 0 },
      status: 'ended',
      reason: 'wrong score',
    });
    expect(corrected.status).toBe(200);
    expect((await movements()).slice(3)).toEqual([
      ['winCorrection', -8000],
      ['couponBonus', -240],
    ]);
    // and back again: the bonus is paid once more
    await result(ms[0]!, 1, 0);
    expect((await movements()).slice(5)).toEqual([
      ['winCorrection', 8000],
      ['couponBonus', 240],
    ]);
    // the report's figures equal the ledger's: the bonus under bonuses, not under wins
    const today = new Date().toISOString().slice(0, 10);
    const report = await admin.get(`/admin/reports?from=${today}&to=${today}&dealerId=${player.id}`);
    expect(report.status).toBe(200);
    const sum = (types: string[], rows: (string | number)[][]) =>
      rows.filter(([t]) => types.includes(t as string)).reduce((a, [, v]) => a + (v as number), 0);
    const all = await movements();
    expect(report.body.totals).toMatchObject({
      stakes: -sum(['stake'], all) / 100,
      wins: sum(['win', 'winCorrection'], all) / 100,
      bonuses: 2.4,
      ngr: (-sum(['stake'], all) - sum(['win', 'winCorrection', 'couponBonus'], all)) / 100,
    });
  });

  it("the user's maxOddsCoupon caps what a coupon pays", async () => {
    const api = await newPlayer({ maxOddsCoupon: 5 });
    const m = await match({ odds: { '1': 8 } });
    const c = await place(api, { stake: 10, picks: [pickOn(m, '1')] });
    expect(c.maxPay).toBe(50);
    const before = await credit(api);
    await result(m, 3, 0);
    expect((await api.get(`/coupons/${c.ticketId}`)).body).toMatchObject({ status: 1, income: 50 });
    expect(await credit(api)).toBeCloseTo(before + 50, 2);
  });

  it('a 2-of-3 system with a banker pays its winning combinations (worked by hand)', async () => {
    const api = await newPlayer();
    const [bank, a, b, c] = [
      await match({ odds: { '1': 1.5 } }),
      await match({ odds: { '1': 2 } }),
      await match({ odds: { '1': 3 } }),
      await match({ odds: { '1': 4 } }),
    ];
    const coupon = await place(api, {
      stake: 3,
      system: [2],
      picks: [pickOn(bank, '1', true), pickOn(a, '1'), pickOn(b, '1'), pickOn(c, '1')],
    });
    // Three bets of 1.00, each the banker and two of the three others.
    expect(coupon.totalStake).toBe(3);
    const before = await credit(api);
    await result(bank, 1, 0);
    await result(a, 1, 0);
    await result(b, 0, 1); // lost
    await result(c, 1, 0);
    // Only {a, c} won: 1.00 × 1.5 × 2 × 4 = 12.00.
    expect((await api.get(`/coupons/${coupon.ticketId}`)).body).toMatchObject({ status: 1, income: 12 });
    expect(await credit(api)).toBeCloseTo(before + 12, 2);
  });

  it('a result corrected after the match left the site re-settles from the database, stored first', async () => {
    const api = await newPlayer();
    const m = await match();
    const c = await place(api, { stake: 10, picks: [pickOn(m, '1')] });
    const before = await credit(api);
    await result(m, 1, 0);
    expect(await credit(api)).toBeCloseTo(before + 20, 2);
    await server.services.sports.apply([{ kind: 'remove', matchId: m.id, version: 100 }]);
    // A restart forgets removed matches: the correction goes to a server that no longer has it.
    const restarted = await startServer(server.context.config, createLogger('silent'));
    try {
      const admin2 = new ApiClient(restarted.url);
      await admin2.post('/auth/login', { userName: 'admin', password: 'admin1234' });
      expect(restarted.services.sports.view.get(m.id)).toBeUndefined();
      const res = await admin2.post(`/admin/matches/${m.id}/result`, {
        score: { home: 0, away: 2 },
        status: 'ended',
        reason: 'score corrected after the match left the site',
      });
      expect(res.status).toBe(200);
    } finally {
      await restarted.close();
    }
    expect((await api.get(`/coupons/${c.ticketId}`)).body).toMatchObject({ status: -1, income: 0 });
    expect(await credit(api)).toBeCloseTo(before, 2);
    const stored = await server.database.db
      .selectFrom('match_results')
      .select(['score_home', 'score_away'])
      .where('match_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ score_home: 0, score_away: 2 });
  });
});
