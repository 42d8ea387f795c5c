import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import type { TableChange } from './change-events.ts';
import { isPostgres, openDatabase, type Database } from './database.ts';

const dialect = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

describe(`change events on ${dialect}`, () => {
  const config = testConfig();
  let database: Database;
  const told: TableChange[] = [];

  beforeAll(async () => {
    database = await openDatabase(config);
    await sql`create table change_probe (id integer primary key, name text not null)`.execute(database.db);
    await sql`create table change_probe_log (id integer primary key, probe_id integer not null)`.execute(
      database.db,
    );
    database.changes.on((c) => told.push(c));
  });
  afterAll(async () => {
    await database.close();
    await dropTestData(config);
  });

  it('tells a write when its transaction commits, and never one rolled back', async () => {
    told.length = 0;
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('change_probe' as never)
          .values({ id: 1, name: 'a' } as never)
          .execute();
        expect(told).toEqual([]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(told).toEqual([]);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('change_probe' as never)
        .set({ name: 'b' } as never)
        .execute();
    });
    expect(told).toEqual([{ table: 'change_probe', columns: ['name'] }]);
  });

  // PostgreSQL writes a coupon with its key and status rows in one statement of data-modifying
  // common table expressions: every table written there is told, not only the outer statement's.
  it.runIf(dialect === 'PostgreSQL')(
    'tells the writes inside the common table expressions of a statement',
    async () => {
      expect(isPostgres(database.db)).toBe(true);
      told.length = 0;
      const db = database.db as unknown as Kysely<{
        change_probe: { id: number; name: string };
        change_probe_log: { id: number; probe_id: number };
      }>;
      const rows = await db
        .with('p', (q) => q.insertInto('change_probe').values({ id: 2, name: 'c' }).returningAll())
        .with('l', (q) =>
          q
            .insertInto('change_probe_log')
            .columns(['id', 'probe_id'])
            .expression(q.selectFrom('p').select(['id', 'id as probe_id'])),
        )
        .selectFrom('p')
        .selectAll()
        .execute();
      expect(rows).toEqual([{ id: 2, name: 'c' }]);
      expect(told.map((c) => c.table).sort()).toEqual(['change_probe', 'change_probe_log']);
    },
  );
});
