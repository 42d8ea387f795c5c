import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import { openDatabase, SQLITE_FILE, type Database } from './database.ts';
import { WAL_BACKSTOP_PAGES } from './wal-checkpointer.ts';

const sqlite = !process.env['DATABASE_URL'];

describe.runIf(sqlite)('SQLite checkpoints on a thread of their own', () => {
  const config = testConfig();
  let database: Database;
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-checkpoint-'));

  beforeAll(async () => {
    database = await openDatabase(config);
    await sql`create table checkpoint_probe (id integer primary key, note text not null)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await database.close();
    await dropTestData(config);
    fs.rmSync(copies, { recursive: true, force: true });
  });

  /** Rows in the database file alone: a copy of it without its log holds only what was checkpointed. */
  const rowsInFile = (n: number) => {
    const copy = path.join(copies, `copy-${n}.sqlite`);
    fs.copyFileSync(path.join(config.dataDir, SQLITE_FILE), copy);
    const file = new SQLite(copy, { readonly: true });
    try {
      const tables = file
        .prepare(`select count(*) as n from sqlite_master where name = 'checkpoint_probe'`)
        .get() as {
        n: number;
      };
      if (tables.n === 0) return 0;
      return (file.prepare('select count(*) as n from checkpoint_probe').get() as { n: number }).n;
    } finally {
      file.close();
    }
  };

  it("leaves the server's connection to checkpoint only past the backstop", async () => {
    const [row] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db))
      .rows;
    expect(row?.wal_autocheckpoint).toBe(WAL_BACKSTOP_PAGES);
  });

  it('copies committed writes into the database file while the server goes on', async () => {
    for (let t = 0; t < 20; t++)
      await database.groupCommit(async (trx) => {
        for (let i = 0; i < 10; i++)
          await sql`insert into checkpoint_probe (id, note) values (${t * 10 + i}, ${'x'.repeat(200)})`.execute(
            trx,
          );
      });
    // far fewer pages than the backstop: only the checkpointer can have copied them
    let rows = 0;
    for (let attempt = 0; attempt < 100 && rows < 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = rowsInFile(attempt);
    }
    expect(rows).toBe(200);
  });
});
