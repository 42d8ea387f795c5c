import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate, migrationNames } from './migrate.ts';

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
