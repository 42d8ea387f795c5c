import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTED_MOVEMENT_TYPES, dayIso, dayOf } from '@bet/shared';
import { backfillReportRows } from '../../db/migrations/0115_dealer_reports.ts';
import type { DB } from '../../db/schema.ts';
import { goLive, kickOff, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { resultOf, seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `report-${process.pid}-${Date.now()}-${n++}`;
const today = dayIso(dayOf(Date.now()));

/**
 * The ledger's own figures for a user's subtree (the user included), per product, in minor units:
 * what the reports must equal. Read straight from the movements, not from the report rows.
 */
async function ledgerFigures(db: Kysely<DB>, path: string) {
  const rows = await db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('coupons as c', 'c.ticket_id', 'm.reference')
    .where('u.path', 'like', `${path}%`)
    .where('m.type', 'in', REPORTED_MOVEMENT_TYPES)
    .select([
      'c.is_live',
      'm.type',
      sql<string>`cast(sum(m.amount) as bigint)`.as('amount'),
      sql<string>`count(*)`.as('n'),
    ])
    .groupBy(['c.is_live', 'm.type'])
    .execute();
  const out: Record<string, { stakes: number; wins: number; coupons: number }> = {
    sport: { stakes: 0, wins: 0, coupons: 0 },
    live: { stakes: 0, wins: 0, coupons: 0 },
  };
  for (const r of rows) {
    const f = out[r.is_live === 1 ? 'live' : 'sport']!;
    const amount = Number(r.amount);
    if (r.type === 'stake') {
      f.stakes -= amount;
      f.coupons += Number(r.n);
    } else if (r.type === 'cancelRefund' || r.type === 'voidRefund') {
      f.stakes -= amount;
      f.coupons -= Number(r.n);
    } else f.wins += amount;
  }
  return out;
}

const minor = (major: number) => Math.round(major * 100);

describe(`dealer reports (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let sub: TestUser;
  let players: TestUser[];
  let other: TestUser;
  let pathOf: (id: number) => Promise<string>;

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'live_delay_ms', '0');
    await writeSetting(server.database, 'same_coupon_limit', '1000');
    world = await seedWorld(server);
    dealer = await world.newDealer({
      credit: 100_000,
      settings: { permissions: { couponCancel: 1, sellCoupon: 1 } },
    });
    sub = await world.newDealer({ role: 'subDealer', parent: dealer, by: dealer.api, credit: 20_000 });
    players = [
      await world.newPlayer({ parent: dealer, by: dealer.api, credit: 5_000 }),
      await world.newPlayer({ parent: sub, by: sub.api, credit: 5_000 }),
      await world.newPlayer({ parent: sub, by: sub.api, credit: 5_000 }),
    ];
    other = await world.newDealer({ credit: 1_000 });
    pathOf = async (id) =>
      (
        await server.database.db
          .selectFrom('users')
          .select('path')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).path;
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  const report = (api: ApiClient, q: string) => api.get(`/admin/reports?from=${today}&to=${today}&${q}`);

  async function expectReportEqualsLedger(user: TestUser) {
    const ledger = await ledgerFigures(server.database.db, await pathOf(user.id));
    const res = await report(dealer.api, `groupBy=product&dealerId=${user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const product of ['sport', 'live'] as const) {
      const row = res.body.rows.find((r: { key: string }) => r.key === product) ?? {
        stakes: 0,
        wins: 0,
        coupons: 0,
      };
      expect(
        { stakes: minor(row.stakes), wins: minor(row.wins), coupons: row.coupons },
        `${user.userName} ${product}`,
      ).toEqual(ledger[product]);
    }
    const totals = res.body.totals;
    expect(minor(totals.ggr)).toBe(minor(totals.stakes) - minor(totals.wins));
    expect(minor(totals.ngr)).toBe(minor(totals.ggr) - minor(totals.bonuses));
  }

  it('equals the ledger over generated play: placing, cancelling, selling and settling, in both products', async () => {
    const matches: TestMatch[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            player: fc.integer({ min: 0, max: 2 }),
            stake: fc.integer({ min: 1, max: 40 }),
            live: fc.boolean(),
            pick: fc.constantFrom('1' as const, 'X' as const, '2' as const),
            then: fc.constantFrom('keep', 'cancel', 'sell'),
          }),
          { minLength: 3, maxLength: 8 },
        ),
        fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
        async (bets, [home, away]) => {
          const pre = await world.newMatch();
          const live = await world.newMatch({ live: true });
          matches.push(pre, live);
          for (const b of bets) {
            const player = players[b.player]!;
            const m = b.live ? live : pre;
            const placed = await player.api.post('/coupons', {
              idempotencyKey: key(),
              stake: b.stake,
              oddChangeOk: true,
              picks: [pickOn(m, b.pick)],
            });
            expect(placed.status, JSON.stringify(placed.body)).toBe(201);
            const ticketId = placed.body.ticketId as string;
            if (b.then === 'cancel' && !b.live)
              expect((await dealer.api.post(`/coupons/${ticketId}/cancel`)).status).toBe(200);
            if (b.then === 'sell') {
              const c = (await dealer.api.get(`/admin/coupons/${ticketId}`)).body;
              if (c.maySell === 1)
                expect(
                  (await dealer.api.post(`/admin/coupons/${ticketId}/sell`, { price: c.sellType.winPrice }))
                    .status,
                ).toBe(200);
            }
          }
          // settle both matches with the generated score
          await world.apply([kickOff(pre), goLive(pre)]);
          await world.apply([resultOf(pre, home, away), resultOf(live, home, away)]);
          for (const u of [dealer, sub, ...players]) await expectReportEqualsLedger(u);
        },
      ),
      { numRuns: 3 },
    );
    // a result correction moves money again: the report follows
    const last = matches.at(-1)!;
    await world.apply([resultOf(last, 9, 0)]);
    await expectReportEqualsLedger(dealer);
  });

  it("splits the dealer's figures by the users right below it, each with its subtree", async () => {
    const byUser = await report(dealer.api, 'groupBy=user');
    expect(byUser.status).toBe(200);
    const rows = byUser.body.rows as Array<{ userId: number; stakes: number; ggr: number; role: string }>;
    const ids = rows.map((r) => r.userId);
    expect(ids).toContain(sub.id);
    expect(ids).not.toContain(players[1]!.id); // below the sub-dealer, inside its row
    const sum = rows.reduce((s, r) => s + minor(r.stakes), 0);
    expect(sum).toBe(minor(byUser.body.totals.stakes));
    expect(rows.find((r) => r.userId === sub.id)!.role).toBe('subDealer');
    const subOwn = await report(sub.api, 'groupBy=period');
    expect(subOwn.body.totals).toEqual(rows.find((r) => r.userId === sub.id) && subOwn.body.totals);
    expect(minor(subOwn.body.totals.stakes)).toBe(minor(rows.find((r) => r.userId === sub.id)!.stakes));
  });

  it('buckets by day, week and month to the same totals', async () => {
    const totals = [];
    for (const period of ['day', 'week', 'month']) {
      const res = await report(dealer.api, `groupBy=period&period=${period}`);
      expect(res.status).toBe(200);
      expect(res.body.rows).toHaveLength(1);
      expect(res.body.rows[0].key <= today).toBe(true);
      totals.push(res.body.totals);
    }
    expect(totals[1]).toEqual(totals[0]);
    expect(totals[2]).toEqual(totals[0]);
  });

  it("pays the dealer's commission on a positive NGR only, at the rate its parent set and no higher", async () => {
    const commissionOf = (r: { ngr: number }, bp: number) =>
      r.ngr > 0 ? Math.floor((minor(r.ngr) * bp) / 10_000) : 0;
    // the house sets the dealer's rate, the dealer its sub-dealer's, never above its own
    expect(
      (await world.admin.patch(`/admin/users/${dealer.id}`, { commissionBp: 2000 })).body.commissionBp,
    ).toBe(2000);
    const tooHigh = await dealer.api.patch(`/admin/users/${sub.id}`, { commissionBp: 2500 });
    expect([tooHigh.status, tooHigh.body.error.code, tooHigh.body.error.details]).toEqual([
      422,
      'limitAboveParent',
      { field: 'commissionBp', limit: 2000 },
    ]);
    const forPlayer = await dealer.api.patch(`/admin/users/${players[0]!.id}`, { commissionBp: 100 });
    expect([forPlayer.status, forPlayer.body.error.code]).toEqual([422, 'roleNotAllowed']);
    // a sub-dealer without the limit right sets no rates at all
    const noRight = await sub.api.patch(`/admin/users/${players[1]!.id}`, { commissionBp: 100 });
    expect([noRight.status, noRight.body.error.code]).toEqual([403, 'noLimitPermission']);
    expect((await dealer.api.patch(`/admin/users/${sub.id}`, { commissionBp: 1000 })).body.commissionBp).toBe(
      1000,
    );
    let res = await report(dealer.api, 'groupBy=user');
    expect(res.body.dealer.commissionBp).toBe(2000);
    expect(minor(res.body.totals.commission)).toBe(commissionOf(res.body.totals, 2000));
    let row = res.body.rows.find((r: { userId: number }) => r.userId === sub.id);
    expect(minor(row.commission)).toBe(commissionOf(row, 1000));
    // lowering the dealer's rate lowers its sub-dealer's at once, in the user and in the report
    await world.admin.patch(`/admin/users/${dealer.id}`, { commissionBp: 500 });
    expect((await dealer.api.get(`/admin/users/${sub.id}`)).body.commissionBp).toBe(500);
    res = await report(dealer.api, 'groupBy=user');
    row = res.body.rows.find((r: { userId: number }) => r.userId === sub.id);
    expect(minor(row.commission)).toBe(commissionOf(row, 500));
    expect((await report(sub.api, 'groupBy=period')).body.dealer.commissionBp).toBe(500);
    await world.admin.patch(`/admin/users/${dealer.id}`, { commissionBp: 0 });
    await dealer.api.patch(`/admin/users/${sub.id}`, { commissionBp: 0 });
  });

  it('exports a CSV a spreadsheet reads: BOM, header, amounts with a point, the same figures', async () => {
    const res = await fetch(
      `${dealer.api.baseUrl}/api/v1/admin/reports/export?from=${today}&to=${today}&groupBy=product&lang=en`,
      { headers: { cookie: dealer.api.cookie } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="?report-.*\.csv"?/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Product,Stakes,Wins,GGR,Bonuses,NGR,Commission,Coupons');
    const json = await report(dealer.api, 'groupBy=product');
    const total = lines.at(-1)!.split(',');
    expect(total[0]).toBe('Total');
    expect(total[1]).toBe(json.body.totals.stakes.toFixed(2));
    expect(total[3]).toBe(json.body.totals.ggr.toFixed(2));
    expect(total[4]).toBe(json.body.totals.bonuses.toFixed(2));
    expect(Number(total[7])).toBe(json.body.totals.coupons);
    expect(lines).toHaveLength(json.body.rows.length + 2);
  });

  it('rebuilds the same rows from the ledger (the migration backfill), its shards added up', async () => {
    const db = server.database.db;
    // a node's day and product, whatever shards placements wrote it in
    const rows = () =>
      db
        .selectFrom('report_daily')
        .select([
          'node_id',
          'day',
          'product',
          sql<number>`sum(stakes)`.as('stakes'),
          sql<number>`sum(wins)`.as('wins'),
          sql<number>`sum(bonuses)`.as('bonuses'),
          sql<number>`sum(coupons)`.as('coupons'),
        ])
        .groupBy(['node_id', 'day', 'product'])
        .orderBy('node_id')
        .orderBy('day')
        .orderBy('product')
        .execute();
    // A placement writes its dealers' rows in the shard of its player's account. The generated play
    // above may have come from one player, or from accounts in one shard: pre-match bets by new
    // players until the rows are split over two shards at least.
    const sportShards = () =>
      db.selectFrom('report_daily').select('shard').distinct().where('product', '=', 'sport').execute();
    const match = await world.newMatch();
    for (let i = 0; i < 20 && (await sportShards()).length < 2; i++) {
      const player = await world.newPlayer({ parent: sub, by: sub.api, credit: 100 });
      const placed = await player.api.post('/coupons', {
        idempotencyKey: key(),
        stake: 5,
        oddChangeOk: true,
        picks: [pickOn(match, '1')],
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
    expect((await sportShards()).length).toBeGreaterThan(1);
    const before = await rows();
    await db.deleteFrom('report_daily').execute();
    await backfillReportRows(db as unknown as Kysely<unknown>, { dialect: server.database.dialect });
    const after = await rows();
    const norm = (rows: typeof before) =>
      rows
        .map((r) => ({
          ...r,
          node_id: Number(r.node_id),
          day: Number(r.day),
          stakes: Number(r.stakes),
          wins: Number(r.wins),
          bonuses: Number(r.bonuses),
          coupons: Number(r.coupons),
        }))
        .filter((r) => r.stakes !== 0 || r.wins !== 0 || r.bonuses !== 0 || r.coupons !== 0);
    expect(norm(after)).toEqual(norm(before));
    expect(after.length).toBeGreaterThan(0);
  });

  it('refuses what it must: bad dates, a dealer elsewhere, a player', async () => {
    expect((await dealer.api.get('/admin/reports?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await dealer.api.get(`/admin/reports?from=${today}&to=2020-01-01`)).status).toBe(400);
    expect((await dealer.api.get('/admin/reports?from=2020-01-01&to=2026-01-01')).status).toBe(400);
    expect((await dealer.api.get(`/admin/reports?from=${today}&to=${today}&groupBy=tree`)).status).toBe(400);
    const elsewhere = await report(dealer.api, `dealerId=${other.id}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('userNotFound');
    // a sub-dealer sees only its own branch
    expect((await report(sub.api, `dealerId=${dealer.id}`)).status).toBe(404);
    expect((await report(sub.api, `dealerId=${players[1]!.id}`)).status).toBe(200);
    expect((await report(players[0]!.api, '')).status).toBe(403);
    expect((await players[0]!.api.get(`/admin/reports/export?from=${today}&to=${today}`)).status).toBe(403);
    const other0 = await report(other.api, 'groupBy=product');
    expect(other0.body.totals.stakes).toBe(0);
  });
});
