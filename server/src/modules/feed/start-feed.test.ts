import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { dropTestData, testConfig } from '../../testing/test-server.ts';

describe('the feed over a restart', () => {
  const config = testConfig({ feed: 'simulator', simSeed: 5, simSpeed: 60, redisUrl: undefined });
  afterAll(async () => {
    await dropTestData(config);
  });

  it('a fresh database gets a world; a restart carries it on instead of cancelling it', async () => {
    const first = await startServer(config, createLogger('silent'));
    const before = [...first.services.sports.view.all()].filter((m) => !m.result);
    expect(before.length).toBeGreaterThan(100);
    expect(before.some((m) => m.ttype === 'L')).toBe(true);
    await first.close();

    const second = await startServer(config, createLogger('silent'));
    try {
      const view = second.services.sports.view;
      // The same matches, none voided, and no second world on top of the first.
      for (const m of before) {
        const now = view.get(m.id);
        expect(now, `match ${m.id}`).toBeDefined();
        expect(now!.version).toBeGreaterThanOrEqual(m.version);
        expect(now!.homeTeam).toBe(m.homeTeam);
      }
      const cancelled = await second.database.db
        .selectFrom('match_results')
        .select('match_id')
        .where('status', '=', 'cancelled')
        .execute();
      expect(cancelled).toEqual([]);
      const unfinished = [...view.all()].filter((m) => !m.result).length;
      expect(unfinished).toBeLessThan(before.length * 1.2);
    } finally {
      await second.close();
    }
  });
});
