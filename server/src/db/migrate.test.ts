import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import { openDatabase, type Database } from './database.ts';
import { MIGRATIONS_DIR, migrate, migrationNames } from './migrate.ts';

const logger = createLogger('silent');
const dialect = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

describe(`migrations on ${dialect}`, () => {
  const opened: Array<{ database: Database; config: ReturnType<typeof testConfig> }> = [];
  async function fresh() {
    const config = testConfig();
    const database = await openDatabase(config);
    opened.push({ database, config });
    return database;
  }
  afterEach(async () => {
    for (const { database, config } of opened.splice(0)) {
      await database.close();
      await dropTestData(config);
    }
  });

  it('applies every migration once, and a second run changes nothing', async () => {
    const database = await fresh();
    const first = await migrate(database, logger);
    expect(first).toEqual(migrationNames());
    await database.db
      .insertInto('settings')
      .values({ key: 'site_name', value: 'X', updated_at: 1 })
      .execute();
    const second = await migrate(database, logger);
    expect(second).toEqual([]);
    const rows = await database.db.selectFrom('settings').selectAll().execute();
    expect(rows).toEqual([{ key: 'site_name', value: 'X', updated_at: 1 }]);
  });

  it('refuses to start after a migration that failed half-way', async () => {
    const database = await fresh();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-migrations-'));
    fs.writeFileSync(
      path.join(dir, '0001_good.ts'),
      `export async function up(db) { await db.schema.createTable('good_table').addColumn('id', 'integer').execute(); }`,
    );
    fs.writeFileSync(
      path.join(dir, '0002_bad.ts'),
      `export async function up(db) {
         await db.schema.createTable('half_table').addColumn('id', 'integer').execute();
         throw new Error('boom');
       }`,
    );
    await expect(migrate(database, logger, dir)).rejects.toThrow('Migration 0002_bad failed: boom');
    // The failed migration's own changes were rolled back with its transaction.
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('good_table');
    expect(tables.map((t) => t.name)).not.toContain('half_table');
    // And the next start is refused until a person repairs it.
    fs.writeFileSync(path.join(dir, '0002_bad.ts'), `export async function up() {}`);
    await expect(migrate(database, logger, dir)).rejects.toThrow(/0002_bad failed .*half-migrated/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start when a migration was interrupted (recorded as running)', async () => {
    const database = await fresh();
    await migrate(database, logger);
    await database.db
      .insertInto('schema_migrations')
      .values({
        name: '9999_crashed',
        status: 'running',
        started_at: Date.now(),
        finished_at: null,
        error: null,
      })
      .execute();
    await expect(migrate(database, logger)).rejects.toThrow(/9999_crashed did not finish/);
  });
});

describe(`the lines' player (0515) on ${dialect}`, () => {
  it("gives the lines written before it their coupon's player", async () => {
    const config = testConfig();
    const database = await openDatabase(config);
    // the migrations before 0515, linked from a directory of their own
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-migrations-'));
    try {
      for (const name of migrationNames().filter((n) => n < '0515'))
        fs.symlinkSync(path.join(MIGRATIONS_DIR, `${name}.ts`), path.join(dir, `${name}.ts`));
      await migrate(database, logger, dir);
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const coupon = (userId: number, key: string) =>
        db
          .insertInto('coupons')
          .values({
            ...{ ticket_id: key, user_id: userId, idempotency_key: key, request_hash: '', signature: '' },
            ...{ ticket_type: 'KS', is_live: 0, status: 0, total_stake: 100, stake_per_bet: 100, bets: 1 },
            ...{ total_odds: '1.5', max_pay: 150, bonus_percent: 0, bonus_pay: 0, system_combi: '' },
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const line = (couponId: unknown, matchId: number) => ({
        ...{ coupon_id: couponId, match_id: matchId, market_id: 1, outcome_id: 1, odd: 1500, banker: 0 },
        ...{ is_live: 0, status: 0, home: 'A', away: 'B', match_date: 1, sport_id: 1, market_type_id: 1 },
        ...{ market_name: '1X2', outcome_name: '1', special: '' },
      });
      const first = await coupon(41, 'k1');
      const second = await coupon(42, 'k2');
      await db
        .insertInto('coupon_lines')
        .values([line(first.id, 7), line(first.id, 8), line(second.id, 7)])
        .execute();
      await migrate(database, logger);
      const lines = await database.db
        .selectFrom('coupon_lines')
        .select(['coupon_id', 'match_id', 'user_id'])
        .orderBy('id')
        .execute();
      expect(lines.map((l) => [Number(l.coupon_id), Number(l.match_id), Number(l.user_id)])).toEqual([
        [Number(first.id), 7, 41],
        [Number(first.id), 8, 41],
        [Number(second.id), 7, 42],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.close();
      await dropTestData(config);
    }
  });
});
