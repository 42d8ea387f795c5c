import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { waitingOfPlayer } from './placement-queries.ts';
import { stakedOnMatchesQuery } from './slip-limits.ts';

describe('what a player has staked on the matches of a slip', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const planOf = async (compiled: { sql: string; parameters: readonly unknown[] }) => {
    const plan = await server.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return plan.rows.map((r) => r.detail).join('\n');
  };

  // A popular match has a hundred thousand lines, and a shop terminal thousands of waiting
  // coupons: a placement must read neither, only the player's own lines of the slip's matches.
  it.runIf(!process.env['DATABASE_URL'])(
    "is read from the player's own lines of these matches (SQLite's plan)",
    async () => {
      const steps = await planOf(stakedOnMatchesQuery(server.database.db, 7, [1, 2, 3]).compile());
      expect(steps).toMatch(
        /SEARCH l USING COVERING INDEX coupon_lines_user_match \(user_id=\? AND match_id=\?\)/,
      );
      expect(steps).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
      expect(steps).not.toMatch(/coupon_lines_match|coupons_user_status/);
    },
  );

  it.runIf(!process.env['DATABASE_URL'])(
    "counts the player's waiting coupons of the same picks by one index search (SQLite's plan)",
    async () => {
      const steps = await planOf(
        waitingOfPlayer.compile(server.database.db, { userId: 7, signature: 's', matchIds: [1, 2] }, 2),
      );
      expect(steps).toMatch(/SEARCH coupons USING COVERING INDEX coupons_user_signature/);
      expect(steps).not.toMatch(/coupon_lines_match|coupons_user_status/);
    },
  );
});
