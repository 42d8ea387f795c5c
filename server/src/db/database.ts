import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The one interface over both databases: the code above it writes Kysely queries and never asks which. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: a schema to work in (created if missing), so test runs never see each other. */
  databaseSchema?: string | undefined;
}

// bigint columns hold money in minor units and epoch milliseconds; both fit a JS number exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseSchema)
    : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'betting.sqlite'));
  file.pragma('journal_mode = WAL');
  // FULL: a bet the player was told is accepted must survive a power cut.
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
