import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { oddsChange, pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `kept-${process.pid}-${Date.now()}-${n++}`;

/**
 * Placement reads settings, the player's profile and the odds from memory, and on SQLite shares
 * commits between placements that arrive together: a change must apply to the very next
 * placement, and a coupon refused inside a shared commit must not take the others with it.
 */
describe(`placement from kept copies and shared commits (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const place = (api: ApiClient, picks: unknown[], stake = 5, more: Record<string, unknown> = {}) =>
    api.post('/coupons', { idempotencyKey: key(), stake, picks, ...more });
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;

  it('a changed setting applies to the next placement, whether written by the panel or directly', async () => {
    const player = (await world.newPlayer({ credit: 100 })).api;
    const m = await world.newMatch();
    expect((await place(player, [pickOn(m, '1')])).status).toBe(201);
    // the same coupon once more is over a limit of one
    const panel = await world.admin.patch('/admin/settings', { settings: { same_coupon_limit: '1' } });
    expect(panel.status).toBe(200);
    const second = await place(player, [pickOn(m, '1')]);
    expect([second.status, second.body.error?.code]).toEqual([422, 'sameCouponLimit']);
    await writeSetting(server.database, 'same_coupon_limit', '5');
    expect((await place(player, [pickOn(m, '1')])).status).toBe(201);
    // what one player may stake on a match: 12.00 with 10.00 waiting leaves no room for 5.00
    await writeSetting(server.database, 'match_stake_limit', '1200');
    const full = await place(player, [pickOn(m, 'X')]);
    expect([full.status, full.body.error?.code]).toEqual([422, 'matchLimitFull']);
    await writeSetting(server.database, 'match_stake_limit', '500000');
    expect((await place(player, [pickOn(m, 'X')])).status).toBe(201);
  });

  it('changed odds apply to the next placement', async () => {
    const player = (await world.newPlayer({ credit: 100 })).api;
    const m: TestMatch = await world.newMatch({ odds: { '1': 2 } });
    const seen = pickOn(m, '1');
    expect((await place(player, [seen], 2, { oddsChange: 'never' })).status).toBe(201);
    await world.apply([oddsChange(m, { '1': 2.5 })]);
    const moved = await place(player, [seen], 2, { oddsChange: 'never' });
    expect([moved.status, moved.body.error?.code]).toEqual([422, 'oddsChanged']);
    expect(moved.body.error.details.changed[0].odd).toBe(2.5);
    const now = await place(player, [pickOn(m, '1')], 2, { oddsChange: 'never' });
    expect(now.status).toBe(201);
    expect(now.body.coupon.lines[0].odds).toBe(2.5);
  });

  it("a changed profile applies to the next placement: the player's products and a dealer's limits", async () => {
    const dealer = await world.newDealer({ credit: 1000 });
    const user = await world.newPlayer({ credit: 100, parent: dealer, by: dealer.api });
    const m = await world.newMatch();
    expect((await place(user.api, [pickOn(m, '1')])).status).toBe(201);
    const closed = await world.admin.patch(`/admin/users/${user.id}`, {
      products: { sportUser: { status: 0 } },
    });
    expect(closed.status).toBe(200);
    const refused = await place(user.api, [pickOn(m, 'X')]);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'productClosed']);
    await world.admin.patch(`/admin/users/${user.id}`, { products: { sportUser: { status: 1 } } });
    expect((await place(user.api, [pickOn(m, 'X')])).status).toBe(201);
    // the dealer's lower single stake limit binds the player under it at once
    const lowered = await world.admin.patch(`/admin/users/${dealer.id}`, {
      limits: { single: { minTip: 1, minStake: 1, maxStake: 3, maxPay: 100_000, status: 1 } },
    });
    expect(lowered.status).toBe(200);
    const over = await place(user.api, [pickOn(m, '2')], 5);
    expect([over.status, over.body.error?.code]).toEqual([422, 'maxStakeError']);
    expect((await place(user.api, [pickOn(m, '2')], 3)).status).toBe(201);
  });

  it('placements arriving together are each answered after their commit; one refused inside does not fail the others', async () => {
    await writeSetting(server.database, 'same_coupon_limit', '1');
    const players: TestUser[] = [];
    for (let i = 0; i < 6; i++) players.push(await world.newPlayer({ credit: 50 }));
    const m = await world.newMatch();
    const before = await Promise.all(players.map((p) => credit(p.api)));
    // the first player sends the same coupon twice at once: the second is over the limit of one,
    // a refusal only the write can make, so it is made inside the shared commit
    const sends = [players[0]!, ...players].map((p, i) => place(p.api, [pickOn(m, '1')], 2 + (i % 3)));
    const answers = await Promise.all(sends);
    const codes = answers.map((a) => (a.status === 201 ? 'taken' : a.body.error?.code));
    expect(codes.filter((c) => c === 'taken')).toHaveLength(6);
    expect(codes.filter((c) => c === 'sameCouponLimit')).toHaveLength(1);
    // every answered coupon is stored; the refused one moved no money
    for (const [i, a] of answers.entries()) {
      if (a.status !== 201) continue;
      const stored = await server.database.db
        .selectFrom('coupons')
        .select('total_stake')
        .where('ticket_id', '=', a.body.ticketId)
        .executeTakeFirst();
      expect(Number(stored?.total_stake)).toBe((2 + (i % 3)) * 100);
    }
    const after = await Promise.all(players.map((p) => credit(p.api)));
    const staked = answers.map((a, i) => (a.status === 201 ? 2 + (i % 3) : 0));
    const first = staked[0]! + staked[1]!;
    expect(after).toEqual(before.map((b, i) => b - (i === 0 ? first : staked[i + 1]!)));
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await writeSetting(server.database, 'same_coupon_limit', '3');
  });

  // A rolling deploy migrates the database while the old instances still serve: a column added to
  // a table must not stop their placements (on PostgreSQL, a prepared statement whose rows change
  // shape fails with "cached plan must not change result type" on every run of that connection).
  it('a column added to the coupons table while the server runs does not stop placement', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => world.newPlayer({ credit: 100 })));
    const m = await world.newMatch();
    // together, so that every pooled connection has prepared the placement's statements
    const before = await Promise.all(players.map((p) => place(p.api, [pickOn(m, '1')], 2)));
    expect(before.map((r) => r.status)).toEqual(players.map(() => 201));
    await sql`alter table coupons add column migrated_probe integer`.execute(server.database.db);
    try {
      for (let round = 0; round < 2; round++) {
        const after = await Promise.all(players.map((p) => place(p.api, [pickOn(m, 'X')], 2)));
        expect(after.map((r) => [r.status, r.body.error?.code])).toEqual(players.map(() => [201, undefined]));
      }
    } finally {
      await sql`alter table coupons drop column migrated_probe`.execute(server.database.db);
    }
  });

  // A column whose type a migration changes does change the rows' shape: the placements running at
  // that moment may fail (and leave nothing behind), the next ones must not.
  it.runIf(process.env['DATABASE_URL'])(
    "a coupon column's type changed while the server runs fails no placement after the first",
    async () => {
      const players = await Promise.all(Array.from({ length: 12 }, () => world.newPlayer({ credit: 100 })));
      const m = await world.newMatch();
      const placeAll = () => Promise.all(players.map((p) => place(p.api, [pickOn(m, '1')], 2)));
      expect((await placeAll()).map((r) => r.status)).toEqual(players.map(() => 201));
      const db = server.database.db;
      await sql`alter table coupons alter column bonus_percent type bigint`.execute(db);
      try {
        const first = await placeAll();
        expect(first.every((r) => r.status === 201 || r.status === 500)).toBe(true);
        const second = await placeAll();
        expect(second.map((r) => [r.status, r.body.error?.code])).toEqual(
          players.map(() => [201, undefined]),
        );
        // a failed run debited nothing: each player paid for the coupons they were given
        for (const [i, p] of players.entries()) {
          const placed = 2 + (first[i]!.status === 201 ? 1 : 0);
          expect(await credit(p.api)).toBe(100 - 2 * placed);
        }
      } finally {
        await sql`alter table coupons alter column bonus_percent type integer`.execute(db);
      }
    },
  );
});
