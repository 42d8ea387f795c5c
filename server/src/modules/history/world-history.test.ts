import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { ApiClient, dropTestData, testConfig } from '../../testing/test-server.ts';
import { verifyLedger } from '../wallet/index.ts';

const DAY = 24 * 3600_000;

/** What a start of the world leaves in the database, to compare two starts by. */
async function counts(server: RunningServer) {
  const db = server.database.db;
  const n = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
  return {
    pastMatches: await n(
      db
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '<', 100_000)
        .executeTakeFirst(),
    ),
    results: await n(
      db
        .selectFrom('match_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    coupons: await n(
      db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    ledger: await n(
      db
        .selectFrom('ledger_movements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
  };
}

describe(`the simulated world's past (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let config: Config;
  afterAll(async () => {
    if (config) await dropTestData(config);
  });

  it("a fresh server shows yesterday's results and player1's settled coupons; a second start adds nothing", async () => {
    config = testConfig({ feed: 'simulator', simSeed: 11 });
    const logger = createLogger('silent');
    const first = await startServer(config, logger);
    let before: Awaited<ReturnType<typeof counts>>;
    try {
      const guest = new ApiClient(first.url);
      const now = Date.now();
      const yesterday = await guest.get(
        `/results?from=${new Date(now - 2 * DAY).toISOString()}&to=${new Date(now - DAY).toISOString()}&limit=200`,
      );
      expect(yesterday.status).toBe(200);
      expect(yesterday.body.totalCount).toBeGreaterThan(10);
      for (const r of yesterday.body.results) {
        expect(r.status).toBe('ended');
        expect(r.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
      }

      const player = new ApiClient(first.url);
      expect((await player.post('/auth/login', { userName: 'player1', password: 'player1234' })).status).toBe(
        200,
      );
      const list = await player.get('/coupons?limit=100');
      const settled = list.body.results.filter((c: { status: number }) => c.status === 1 || c.status === -1);
      expect(settled.length).toBeGreaterThan(3);
      for (const c of settled) {
        // made before its matches, every line settled
        expect(Date.parse(c.ticketDate)).toBeLessThan(
          Math.min(...c.lines.map((l: { matchDate: string }) => Date.parse(l.matchDate))),
        );
        expect(c.lines.every((l: { status: number }) => l.status !== 0)).toBe(true);
        expect(Date.parse(c.ticketDate)).toBeGreaterThan(now - 3 * DAY);
      }
      // stakes and wins are ledger rows: the balance is what the movements say
      const moves = await player.get('/transactions?limit=100');
      expect(moves.status).toBe(200);
      expect((await verifyLedger(first.database.db)).ok).toBe(true);
      // each past stake is booked when its coupon was made, not at the first start: the dashboard's
      // today and this week, and the reports' days, must not all fall on the day the server started
      const stakes = await first.database.db
        .selectFrom('ledger_movements as m')
        .innerJoin('coupons as c', 'c.ticket_id', 'm.reference')
        .select(['m.created_at as bookedAt', 'c.created_at as madeAt'])
        .where('m.type', '=', 'stake')
        .execute();
      expect(stakes.length).toBeGreaterThan(3);
      for (const s of stakes) expect(Number(s.bookedAt)).toBe(Number(s.madeAt));
      before = await counts(first);
      expect(before.pastMatches).toBeGreaterThan(50);
    } finally {
      await first.close();
    }

    const second = await startServer(config, logger);
    try {
      expect(await counts(second)).toEqual(before);
      expect((await verifyLedger(second.database.db)).ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});
