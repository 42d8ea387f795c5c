import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { stakedOnMatchesQuery } from './slip-limits.ts';

describe('what a player has staked on the matches of a slip', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  // A popular match has a hundred thousand lines: a placement must not read them all.
  it.runIf(!process.env['DATABASE_URL'])(
    "is read from the player's waiting coupons, never from all the lines of the matches (SQLite's plan)",
    async () => {
      const compiled = stakedOnMatchesQuery(server.database.db, 7, [1, 2, 3]).compile();
      const plan = await server.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const steps = plan.rows.map((r) => r.detail);
      const first = steps.findIndex((d) => /^(SEARCH|SCAN)/.test(d));
      expect(steps[first]).toMatch(/SEARCH c USING INDEX coupons_user_status/);
      expect(steps.join('\n')).not.toMatch(/coupon_lines_match/);
      // each coupon's lines of these matches: one search of the index by coupon and match
      expect(steps.join('\n')).toMatch(/SEARCH l USING COVERING INDEX coupon_lines_coupon_match/);
    },
  );
});
