import { PassThrough } from 'node:stream';
import { text as text_ } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOn } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { listAudit, writeAuditCsv } from './audit.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A zone whose calendar day is not UTC's at this moment, whatever the hour: +14 from 11:00 UTC, else -11. */
const zoneAwayFromUtc = () => (new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Issue 15 item 8: a dealer reads who did what to whom in its subtree, when and why. */
describe(`the audit log of a subtree (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let sub: TestUser;
  let player: TestUser;
  let other: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 1_000 });
    sub = await world.newDealer({ role: 'subDealer', parent: dealer, by: dealer.api, credit: 100 });
    player = await world.newPlayer({ parent: sub, by: sub.api });
    other = await world.newDealer({ credit: 100 });
    stranger = await world.newPlayer({ parent: other, by: other.api });
    await sub.api.post(`/admin/users/${player.id}/credit`, {
      amount: 25,
      direction: 'in',
      note: 'weekly top-up',
    });
    await other.api.post(`/admin/users/${stranger.id}/credit`, {
      amount: 5,
      direction: 'in',
      note: 'not yours',
    });
  });
  afterAll(() => server.close());

  it("reads a bare date as a day of the zone asked for, else of the timezone cookie, as a player's transactions do", async () => {
    const zone = zoneAwayFromUtc();
    const day = todayIn(zone);
    const utcDay = new Date().toISOString().slice(0, 10);
    const topUp = (body: { results: Array<{ reason: string | null }> }) =>
      body.results.some((e) => e.reason === 'weekly top-up');
    const url = (d: string) => `/admin/audit?limit=200&from=${d}&to=${d}`;
    const tz = `&timezone=${encodeURIComponent(zone)}`;
    expect(topUp((await dealer.api.get(url(day) + tz)).body)).toBe(true);
    expect(topUp((await dealer.api.get(url(utcDay) + tz)).body)).toBe(false);
    const withCookie = await dealer.api.request('GET', url(day), undefined, {
      cookie: `${dealer.api.cookie}; timezone=${encodeURIComponent(zone)}`,
    });
    expect(topUp(withCookie.body)).toBe(true);
    expect((await dealer.api.get(`${url(day)}&timezone=Mars%2FOlympus`)).status).toBe(400);
  });

  it('sends a fixed reason as its code, for the panel to translate, and what was typed as text', async () => {
    const bettor = await world.newPlayer({ credit: 100 });
    const placed = await bettor.api.post('/coupons', {
      idempotencyKey: `audit-${process.pid}-${Date.now()}`,
      stake: 5,
      picks: [pickOn(world.football.pre, '1')],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const voided = await world.admin.post(`/admin/coupons/${placed.body.ticketId}/void`, {
      reason: 'late_bet',
      note: 'sent after kick-off',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const rows = (await world.admin.get('/admin/audit?action=coupon.void&limit=200')).body.results as Array<
      Record<string, unknown>
    >;
    expect(rows.find((e) => e['targetId'] !== null && e['reason'] === 'sent after kick-off')).toMatchObject({
      reasonCode: 'late_bet',
    });
    const transfer = (await dealer.api.get('/admin/audit?limit=200')).body.results.find(
      (e: Record<string, unknown>) => e['reason'] === 'weekly top-up',
    );
    expect(transfer.reasonCode).toBeNull();
  });

  it('shows what was done by or to the subtree, with actor, target and reason', async () => {
    const log = await dealer.api.get('/admin/audit?limit=200');
    expect(log.status).toBe(200);
    const entries = log.body.results as Array<Record<string, unknown>>;
    const credit = entries.find((e) => e['reason'] === 'weekly top-up');
    expect(credit).toMatchObject({
      actorId: sub.id,
      actorName: sub.userName,
      targetId: player.id,
      targetName: player.userName,
    });
    expect(entries.some((e) => e['reason'] === 'not yours')).toBe(false);
    expect(entries.some((e) => e['targetId'] === stranger.id || e['actorId'] === other.id)).toBe(false);
    // what the admin did to the dealer is the dealer's business too (its own account)
    expect(entries.some((e) => e['actorName'] === 'admin' && e['targetId'] === dealer.id)).toBe(true);
    // the sub-dealer sees its branch only: not what was done to its dealer
    const subLog = (await sub.api.get('/admin/audit?limit=200')).body.results as Array<
      Record<string, unknown>
    >;
    expect(subLog.some((e) => e['reason'] === 'weekly top-up')).toBe(true);
    expect(subLog.some((e) => e['targetId'] === dealer.id)).toBe(false);
    // the administrator sees everything
    const all = (await world.admin.get('/admin/audit?limit=200')).body.results as Array<
      Record<string, unknown>
    >;
    expect(all.some((e) => e['reason'] === 'not yours')).toBe(true);
  });

  it('filters by user name, action and dates', async () => {
    const byName = await dealer.api.get(`/admin/audit?userName=${player.userName}`);
    expect(byName.body.totalCount).toBeGreaterThan(0);
    for (const e of byName.body.results) expect([e.actorName, e.targetName]).toContain(player.userName);
    const byAction = await dealer.api.get('/admin/audit?action=user.create');
    for (const e of byAction.body.results) expect(e.action).toBe('user.create');
    expect(byAction.body.totalCount).toBe(3); // the dealer itself (by the admin), the sub-dealer and the player
    const future = await dealer.api.get('/admin/audit?from=2999-01-01');
    expect(future.body.totalCount).toBe(0);
    const past = await dealer.api.get('/admin/audit?to=2000/01/01');
    expect(past.body.totalCount).toBe(0);
  });

  /** The export as the browser gets it: status, headers and the file's text. */
  const exportAs = async (who: TestUser, q = '') => {
    const res = await fetch(`${who.api.baseUrl}/api/v1/admin/audit/export${q}`, {
      headers: { cookie: who.api.cookie },
    });
    // fetch's text() drops a byte order mark: read the bytes as they came
    return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
  };
  /** The file's lines past the byte order mark (no cell of these rows holds a line break). */
  const linesOf = (text: string) => text.slice(1).split('\r\n').slice(0, -1);

  it("exports the subtree's rows as CSV with the list's filters, newest first", async () => {
    const { res, text } = await exportAs(dealer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="?audit-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(
      text.startsWith('\uFEFFid,time,actor,action,target_type,target_id,target,reason_code,reason,ip\r\n'),
    ).toBe(true);
    const lines = linesOf(text);
    const listed = (await dealer.api.get('/admin/audit?limit=200')).body;
    expect(lines).toHaveLength(1 + listed.totalCount);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual(listed.results.map((e: { id: number }) => e.id));
    expect(lines.find((l) => l.includes('weekly top-up'))).toContain(`,${sub.userName},`);
    expect(text).not.toContain('not yours');
    // the list's filters apply
    const logins = linesOf((await exportAs(dealer, `?action=user.create&userName=${player.userName}`)).text);
    expect(logins).toHaveLength(2);
    expect(logins[1]).toContain(`,user.create,user,${player.id},${player.userName},`);
    expect(linesOf((await exportAs(dealer, '?from=2999-01-01')).text)).toEqual([logins[0]]);
  });

  it('pages through a long log without losing or repeating a row, and stops at the cap', async () => {
    const admin = { id: 1, role: 'admin', path: '', operatorId: 1 };
    const listed = await listAudit(server.database.db, admin, { offset: 0, limit: 200 });
    const exported = async (opts: { pageSize: number; maxRows?: number }) => {
      const out = new PassThrough();
      const text = text_(out);
      const n = await writeAuditCsv(server.database.db, admin, {}, 'UTC', out, opts);
      return {
        n,
        ids: linesOf(await text)
          .slice(1)
          .map((l) => Number(l.split(',')[0])),
      };
    };
    const want = listed.results.map((e) => e.id);
    expect(want.length).toBeGreaterThan(7);
    const paged = await exported({ pageSize: 3 });
    expect(paged.ids.slice(0, want.length)).toEqual(want);
    expect(paged.n).toBe(paged.ids.length);
    expect(new Set(paged.ids).size).toBe(paged.ids.length);
    const capped = await exported({ pageSize: 3, maxRows: 7 });
    expect(capped).toEqual({ n: 7, ids: want.slice(0, 7) });
  });

  it('refuses players and bad filters', async () => {
    expect((await exportAs(player)).res.status).toBe(403);
    expect((await exportAs(dealer, '?from=yesterday')).res.status).toBe(400);
    expect((await exportAs(dealer, '?timezone=Mars%2FOlympus&from=2026-01-01')).res.status).toBe(400);
    expect((await player.api.get('/admin/audit')).status).toBe(403);
    expect((await dealer.api.get('/admin/audit?from=yesterday')).status).toBe(400);
    expect((await dealer.api.get('/admin/audit?limit=0')).status).toBe(400);
  });
});
