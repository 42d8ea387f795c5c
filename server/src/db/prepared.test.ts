import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import { openDatabase, type Database } from './database.ts';
import { prepared, slotsOf, statementName } from './prepared.ts';

const dialect = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

const usersIn = prepared((db, v: { ids: number[] }, count: number) =>
  db.selectFrom('users').select('id').where('id', 'in', slotsOf(v.ids, count)).orderBy('id'),
);

describe(`prepared queries on ${dialect}`, () => {
  const config = testConfig();
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(config);
    await sql`create table users (id integer primary key)`.execute(database.db);
    await sql`insert into users (id) values (1), (2), (3)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    await dropTestData(config);
  });

  it('run each shape with new values', async () => {
    expect(await usersIn.all(database.db, { ids: [3, 1] }, 2)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await usersIn.all(database.db, { ids: [2] }, 1)).toEqual([{ id: 2 }]);
    expect(await usersIn.first(database.db, { ids: [9, 3, 2] }, 3)).toEqual({ id: 2 });
  });

  it.runIf(dialect === 'PostgreSQL')(
    'are prepared once by the connection that runs them; other statements are not kept',
    async () => {
      const kept = await database.db.connection().execute(async (conn) => {
        await usersIn.all(conn, { ids: [1, 2] }, 2);
        await usersIn.all(conn, { ids: [3, 2] }, 2);
        await sql`select id from users where id = ${1}`.execute(conn);
        return (
          await sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements`.execute(conn)
        ).rows;
      });
      const text = usersIn.compile(database.db, { ids: [0, 0] }, 2).sql;
      expect(statementName(text)).toMatch(/^hot_\d+$/);
      // (a name gains a suffix once a changed table made the statements be prepared anew)
      const named = kept.filter((k) => k.statement === text);
      expect(named).toHaveLength(1);
      expect(named[0]!.name).toMatch(new RegExp(`^${statementName(text)}(_\\d+)?$`));
      // only prepared queries' statements: the plain select above was not kept
      expect(kept.map((k) => k.name).filter((name) => !name.startsWith('hot_'))).toEqual([]);
      expect(kept.filter((k) => k.statement.includes('where id ='))).toEqual([]);
    },
  );
});
