import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponCreateRequest } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { loadAuthUser } from '../auth/index.ts';
import { placeCoupon } from './placement.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A placement answers with the rows it wrote without reading them back (on SQLite it makes them
 * from the values written): they must be the rows the database holds, column for column and type
 * for type, for every size of coupon.
 */
describe(`the rows a placement answers with (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('are the stored coupon and lines', async () => {
    const matches = [world.football.pre];
    while (matches.length < 4) matches.push(await world.newMatch());
    const player = await world.newPlayer({ credit: 1000 });
    const user = (await loadAuthUser(server.database.db, player.id))!;
    const db = server.database.db;
    for (const size of [1, 2, 4]) {
      const picks = matches.slice(0, size).map((m, i) => pickOn(m, (['1', 'X', '2'] as const)[i % 3]!));
      const placed = await placeCoupon(
        server.context,
        server.services.sports,
        user,
        // as the route hands it over: parsed by the shared schema, defaults filled in
        CouponCreateRequest.parse({ idempotencyKey: `rows-${process.pid}-${size}`, stake: 3, picks }),
      );
      expect(placed.made).toBeDefined();
      const coupon = await db
        .selectFrom('coupons')
        .selectAll()
        .where('id', '=', placed.couponId)
        .executeTakeFirst();
      const lines = await db
        .selectFrom('coupon_lines')
        .selectAll()
        .where('coupon_id', '=', placed.couponId)
        .orderBy('id')
        .execute();
      expect(lines).toHaveLength(size);
      // The sports jackpot feeder, a background pass each second, may have marked the stored coupon
      // fed since: the only change anything makes to a waiting coupon's row.
      expect(placed.made!.coupon.jackpot_fed).toBe(0);
      expect(placed.made!.coupon).toStrictEqual({ ...coupon, jackpot_fed: 0 });
      expect([...placed.made!.lines].sort((a, b) => Number(a.id) - Number(b.id))).toStrictEqual(lines);
    }
  });
});
