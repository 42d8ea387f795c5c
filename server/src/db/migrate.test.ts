import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
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

/**
 * Runs the migrations before `first` on a new database (linked from a directory of their own),
 * gives it rows written as the code of that time wrote them, runs the rest, and hands back what
 * `check` read.
 */
async function across<T>(
  first: string,
  before: (db: Kysely<Record<string, Record<string, unknown>>>) => Promise<void>,
  check: (database: Database) => Promise<T>,
): Promise<T> {
  const config = testConfig();
  const database = await openDatabase(config);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-migrations-'));
  try {
    for (const name of migrationNames().filter((n) => n < first))
      fs.symlinkSync(path.join(MIGRATIONS_DIR, `${name}.ts`), path.join(dir, `${name}.ts`));
    await migrate(database, logger, dir);
    await before(database.db as unknown as Kysely<Record<string, Record<string, unknown>>>);
    await migrate(database, logger);
    return await check(database);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.close();
    await dropTestData(config);
  }
}

/** A coupon row as the code before these migrations wrote it. */
const couponOf = (
  db: Kysely<Record<string, Record<string, unknown>>>,
  userId: number,
  key: string,
  status = 0,
  stake = 100,
) =>
  db
    .insertInto('coupons')
    .values({
      ...{ ticket_id: key, user_id: userId, idempotency_key: key, request_hash: '', signature: '' },
      ...{ ticket_type: 'KS', is_live: 0, status, total_stake: stake, stake_per_bet: stake, bets: 1 },
      ...{ total_odds: '1.5', max_pay: 150, bonus_percent: 0, bonus_pay: 0, system_combi: '' },
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A line of a coupon, as the code before these migrations wrote it. */
const lineOf = (couponId: unknown, matchId: number) => ({
  ...{ coupon_id: couponId, match_id: matchId, market_id: 1, outcome_id: 1, odd: 1500, banker: 0 },
  ...{ is_live: 0, status: 0, home: 'A', away: 'B', match_date: 1, sport_id: 1, market_type_id: 1 },
  ...{ market_name: '1X2', outcome_name: '1', special: '' },
});

describe(`the lines' player (0515) on ${dialect}`, () => {
  it("gives the lines written before it their coupon's player", async () => {
    let ids: number[] = [];
    const lines = await across(
      '0515',
      async (db) => {
        const first = await couponOf(db, 41, 'k1');
        const second = await couponOf(db, 42, 'k2');
        ids = [Number(first.id), Number(second.id)];
        await db
          .insertInto('coupon_lines')
          .values([lineOf(first.id, 7), lineOf(first.id, 8), lineOf(second.id, 7)])
          .execute();
      },
      (database) =>
        database.db
          .selectFrom('coupon_lines')
          .select(['coupon_id', 'match_id', 'user_id'])
          .orderBy('id')
          .execute(),
    );
    expect(lines.map((l) => [Number(l.coupon_id), Number(l.match_id), Number(l.user_id)])).toEqual([
      [ids[0], 7, 41],
      [ids[0], 8, 41],
      [ids[1], 7, 42],
    ]);
  });
});

describe(`what players have waiting on matches (0520) on ${dialect}`, () => {
  it('sums the waiting coupons of each player and match, each coupon once per match', async () => {
    const rows = await across(
      '0520',
      async (db) => {
        const a = await couponOf(db, 41, 'a', 0, 100);
        const b = await couponOf(db, 41, 'b', 0, 250);
        const settled = await couponOf(db, 41, 'c', 1, 999);
        const other = await couponOf(db, 42, 'd', 0, 70);
        await db
          .insertInto('coupon_lines')
          .values([
            // two picks of match 7 on one coupon count its stake once
            ...[lineOf(a.id, 7), lineOf(a.id, 7), lineOf(a.id, 8)],
            ...[lineOf(b.id, 7), lineOf(settled.id, 7), lineOf(other.id, 8)],
          ])
          .execute();
      },
      (database) =>
        database.db.selectFrom('waiting_stakes').selectAll().orderBy('user_id').orderBy('match_id').execute(),
    );
    expect(rows.map((r) => [Number(r.user_id), Number(r.match_id), Number(r.stake)])).toEqual([
      [41, 7, 350],
      [41, 8, 100],
      [42, 8, 70],
    ]);
  });
});

describe(`share codes (0540) on ${dialect}`, () => {
  it('keeps codes made before it unique and found by the index, and indexes no coupon without one', async () => {
    const found = await across(
      '0540',
      async (db) => {
        await couponOf(db, 41, 'a');
        await couponOf(db, 41, 'b');
        const shared = await couponOf(db, 42, 'c');
        await db.updateTable('coupons').set({ share_code: 'code-c' }).where('id', '=', shared.id).execute();
      },
      async (database) => {
        const db = database.db;
        // coupons without a code are many; a code stays unique
        await db.insertInto('coupons').values(couponRow('d')).execute();
        await expect(
          db
            .insertInto('coupons')
            .values({ ...couponRow('e'), share_code: 'code-c' })
            .execute(),
        ).rejects.toThrow(/unique|duplicate/i);
        const lookup = db.selectFrom('coupons').selectAll().where('share_code', '=', 'code-c').compile();
        // a handful of rows: PostgreSQL would scan them; it is asked whether it can use the index
        const plan = await db.transaction().execute(async (trx) => {
          if (database.dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
          return trx.executeQuery<Record<string, unknown>>(
            CompiledQuery.raw(
              `${database.dialect === 'sqlite' ? 'explain query plan' : 'explain'} ${lookup.sql}`,
              [...lookup.parameters],
            ),
          );
        });
        const definition =
          database.dialect === 'sqlite'
            ? await sql<{
                text: string;
              }>`select sql as text from sqlite_master where name = 'coupons_share_code'`.execute(db)
            : await sql<{
                text: string;
              }>`select indexdef as text from pg_indexes where indexname = 'coupons_share_code'`.execute(db);
        return {
          key: (await db.executeQuery(lookup)).rows.map(
            (r) => (r as { idempotency_key: string }).idempotency_key,
          ),
          plan: plan.rows.map((r) => Object.values(r).join(' ')).join('\n'),
          definition: definition.rows[0]!.text,
        };
      },
    );
    expect(found.key).toEqual(['c']);
    expect(found.plan).toMatch(/coupons_share_code/);
    expect(found.definition).toMatch(/where .*share_code.* is not null/i);
  });
});

/** A coupon row as the code writes it now (without its share code). */
const couponRow = (key: string) => ({
  ...{ ticket_id: key, user_id: 43, idempotency_key: key, request_hash: '', signature: '' },
  ...{ ticket_type: 'KS', is_live: 0, status: 0, total_stake: 100, stake_per_bet: 100, bets: 1 },
  ...{ total_odds: '1.5', max_pay: 150, bonus_percent: 0, bonus_pay: 0, system_combi: '', income: 0 },
  ...{ created_at: 1, settled_at: null, payout_code: null },
});
