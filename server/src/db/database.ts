import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { ChangeEvents, withChangeEvents } from './change-events.ts';
import { GroupCommit } from './group-commit.ts';
import { statementName } from './prepared.ts';
import { WAL_BACKSTOP_PAGES, WalCheckpointer } from './wal-checkpointer.ts';

/** The embedded database's file in DATA_DIR. */
export const SQLITE_FILE = 'betting.sqlite';

export type Dialect = 'sqlite' | 'postgres';

/** The one interface over both databases: the code above it writes Kysely queries and never asks which. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  /** committed writes, for in-memory copies that must follow them */
  readonly changes: ChangeEvents;
  /**
   * Runs `fn` in a write transaction. On SQLite, writes that arrive together share one transaction
   * and one commit (each in its own savepoint, so one that fails undoes only itself); each promise
   * settles only after the commit that holds its writes. On PostgreSQL it is one transaction each.
   */
  groupCommit<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Whether a connection (or a transaction) speaks to PostgreSQL: row locks (`for update`) exist
 * there only; SQLite runs one writer at a time and has no such clause.
 */
export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: a schema to work in (created if missing), so test runs never see each other. */
  databaseSchema?: string | undefined;
}

// bigint columns hold money in minor units and epoch milliseconds; both fit a JS number exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Opens the database the options name. `onFault` hears of a failure that does not stop the
 * database (SQLite's checkpointer thread).
 */
export async function openDatabase(
  options: DatabaseOptions,
  onFault: (err: Error) => void = () => undefined,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseSchema)
    : openSqlite(options.dataDir, onFault);
}

function openSqlite(dataDir: string, onFault: (err: Error) => void): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const filePath = path.join(dataDir, SQLITE_FILE);
  const file = new SQLite(filePath);
  file.pragma('journal_mode = WAL');
  // checkpoints run on a thread of their own; this connection only if that one falls far behind
  file.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
  const checkpointer = new WalCheckpointer(filePath, onFault);
  // FULL: a bet the player was told is accepted must survive a power cut (each commit syncs the
  // WAL); group commit shares that sync between the placements that arrive together and waits
  // for it off the main thread (see GroupCommit).
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Statement journals (a savepoint's undo: one per grouped placement) and RETURNING's result
  // tables live in memory: in temporary files they cost some thirty writes to the kernel per
  // placement. They hold nothing committed, so durability is the same.
  file.pragma('temp_store = MEMORY');
  keepPreparedStatements(file);
  const changes = new ChangeEvents();
  const db = new Kysely<DB>({
    dialect: withChangeEvents(new SqliteDialect({ database: file }), changes),
  });
  const wal = new WalFlush(path.join(dataDir, `${SQLITE_FILE}-wal`));
  const group = new GroupCommit(db, () => wal.flush());
  return {
    db,
    dialect: 'sqlite',
    changes,
    groupCommit: (fn) => group.run(fn),
    close: async () => {
      await group.idle();
      await checkpointer.close();
      await wal.close();
      await db.destroy();
    },
  };
}

/**
 * Syncs SQLite's write-ahead log to the disk from libuv's thread pool, so the wait does not block
 * the event loop. The file is opened once (after the first commit made it) and kept: SQLite
 * reuses it in place after a checkpoint and removes it only when the last connection closes.
 */
class WalFlush {
  #file: Promise<fs.promises.FileHandle> | null = null;
  constructor(readonly walPath: string) {}

  async flush(): Promise<void> {
    this.#file ??= fs.promises.open(this.walPath, 'r');
    try {
      await (await this.#file).datasync();
    } catch (err) {
      this.#file = null;
      throw err;
    }
  }

  async close(): Promise<void> {
    const file = this.#file;
    this.#file = null;
    if (file) await (await file).close().catch(() => undefined);
  }
}

/** How many distinct statements stay prepared (lists of ids make texts that rarely repeat). */
const PREPARED_STATEMENTS = 500;

/**
 * Keeps the statements the server has prepared, by their text, so a query asked again runs its
 * compiled statement instead of parsing and planning it anew (a third of a placement's database
 * time was preparing). SQLite re-prepares a kept statement by itself after a schema change.
 */
function keepPreparedStatements(file: SQLite.Database): void {
  const prepare = file.prepare.bind(file);
  const kept = new Map<string, SQLite.Statement>();
  file.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      // most recently used last, so the oldest goes first when the map is full
      kept.delete(source);
      kept.set(source, statement);
      return statement;
    }
    statement = prepare(source);
    kept.set(source, statement);
    if (kept.size > PREPARED_STATEMENTS) kept.delete(kept.keys().next().value!);
    return statement;
  }) as typeof file.prepare;
}

/**
 * PostgreSQL's refusal to run a prepared statement whose rows changed shape: a migration changed
 * the type of a column it returns while this server ran (a rolling deploy).
 */
const isStalePlan = (err: unknown): boolean =>
  (err as { code?: unknown }).code === '0A000' &&
  String((err as { message?: unknown }).message).includes('cached plan must not change result type');

/**
 * Runs the hot path's statements (see `prepared`) as named prepared statements: PostgreSQL parses
 * and plans each once per connection instead of on every run. Everything else runs as sent.
 */
class PreparingClient extends pg.Client {
  /**
   * Raised when a prepared statement's rows changed shape: from then on every connection prepares
   * the statements anew under new names (one that is already prepared cannot be prepared again, and
   * the failed run's transaction, if any, accepts no other command). Only the runs in flight fail.
   */
  static #generation = 0;

  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    const run = super.query.bind(this) as (...a: unknown[]) => never;
    if (!name) return run(...args);
    const generation = PreparingClient.#generation;
    const ran = run(
      { name: generation ? `${name}_${generation}` : name, text, values },
      ...args.slice(2),
    ) as unknown;
    if (!(ran instanceof Promise)) return ran as never;
    return ran.catch((err: unknown) => {
      if (isStalePlan(err) && PreparingClient.#generation === generation) PreparingClient.#generation++;
      throw err;
    }) as never;
  }
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
    Client: PreparingClient,
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const changes = new ChangeEvents();
  const db = new Kysely<DB>({ dialect: withChangeEvents(new PostgresDialect({ pool }), changes) });
  await sql`select 1`.execute(db);
  return {
    db,
    dialect: 'postgres',
    changes,
    // PostgreSQL commits concurrent transactions in parallel and groups their WAL flushes itself.
    groupCommit: (fn) => db.transaction().execute(fn),
    close: () => db.destroy(),
  };
}
