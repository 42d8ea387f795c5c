import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { CSRF_HEADER, CSRF_HEADER_VALUE, API_BASE } from '@bet/shared';
import { startServer, type RunningServer } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, SQLITE_FILE } from '../db/database.ts';
import { migrate, migrationNames, MIGRATIONS_DIR } from '../db/migrate.ts';
import { createLogger, type Logger } from '../logger.ts';

/**
 * A real server on a random port over a fresh, migrated database: a temporary SQLite file, or,
 * when DATABASE_URL is set, a PostgreSQL database of its own (dropped on close).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  logger: Logger = createLogger(process.env['TEST_LOG_LEVEL'] ?? 'silent'),
): Promise<RunningServer & { api: ApiClient }> {
  const config = testConfig(overrides);
  let dropCopy: (() => Promise<void>) | undefined;
  if (config.databaseUrl && overrides.databaseUrl === undefined && overrides.databaseSchema === undefined) {
    const copy = await copyOfMigratedPostgres(config.databaseUrl);
    Object.assign(config, copy.config);
    dropCopy = copy.drop;
  } else if (!config.databaseUrl && overrides.dataDir === undefined)
    fs.copyFileSync(await migratedSqlite(), path.join(config.dataDir, SQLITE_FILE));
  const server = await startServer(config, logger);
  const close = async () => {
    await server.close();
    await dropTestData(config);
    await dropCopy?.();
  };
  return { ...server, close, api: new ApiClient(server.url) };
}

// Migrating a new database took most of a test server's start (about 1 s on SQLite, 2 s on
// PostgreSQL): test servers start from a copy of one migrated database instead.

let sqliteTemplate: Promise<string> | undefined;

/** A SQLite file with every migration applied, made once per test process. */
function migratedSqlite(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const config = testConfig({ databaseUrl: undefined });
    const database = await openDatabase(config);
    await migrate(database, createLogger('silent'));
    // closing checkpoints the write-ahead log into the file, so the file alone is the database
    await database.close();
    process.once('exit', () => fs.rmSync(config.dataDir, { recursive: true, force: true }));
    return path.join(config.dataDir, SQLITE_FILE);
  })();
  return sqliteTemplate;
}

/** The schema migrated in the template database, and so in each copy of it. */
const TEMPLATE_SCHEMA = 'migrated';
const postgresTemplates = new Map<string, Promise<string>>();

/**
 * A database of its own for one test server, made by PostgreSQL from a template database holding
 * every migration (CREATE DATABASE ... TEMPLATE copies it in a fraction of a second). The template
 * is named after the migrations' contents, so every test process and run with the same
 * migrations shares it, and a changed migration makes a new one.
 */
async function copyOfMigratedPostgres(
  url: string,
): Promise<{ config: Pick<Config, 'databaseUrl' | 'databaseSchema'>; drop: () => Promise<void> }> {
  let template = postgresTemplates.get(url);
  if (!template) postgresTemplates.set(url, (template = postgresTemplate(url)));
  const name = `bet_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const from = await template;
  await onDatabase(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${from}`));
  const databaseUrl = databaseUrlOf(url, name);
  // a schema name of its own, as each test server had before: Redis keys are named after it
  await onDatabase(databaseUrl, (c) => c.query(`ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO ${name}`));
  return {
    config: { databaseUrl, databaseSchema: name },
    drop: async () => {
      await onDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function postgresTemplate(url: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  for (const name of migrationNames())
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`)));
  const name = `bet_tpl_${hash.digest('hex').slice(0, 16)}`;
  await onDatabase(url, async (c) => {
    // one process makes it; the others wait for it here
    await c.query('SELECT pg_advisory_lock(727275)');
    try {
      await dropLeftovers(c, name);
      const made = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (made.rowCount) return;
      // made under another name and renamed once complete: a half-made template is never used
      const building = `${name}_${process.pid}`;
      await c.query(`DROP DATABASE IF EXISTS ${building}`);
      await c.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({
        dataDir: os.tmpdir(),
        databaseUrl: databaseUrlOf(url, building),
        databaseSchema: TEMPLATE_SCHEMA,
      });
      try {
        await migrate(database, createLogger('silent'));
      } finally {
        await database.close();
      }
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(727275)');
    }
  });
  return name;
}

/**
 * Drops what earlier runs left: templates of older migrations, and the copies of test processes
 * that ended without closing their servers (killed, or stopped at a timeout). One in use is kept.
 */
async function dropLeftovers(c: pg.Client, template: string): Promise<void> {
  const { rows } = await c.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'bet\\_tpl\\_%' OR datname LIKE 'bet\\_t\\_%'",
  );
  for (const { datname } of rows) {
    const pid = /^bet_t_(\d+)_/.exec(datname)?.[1];
    const stale = pid ? !processIsAlive(Number(pid)) : !datname.startsWith(template);
    if (stale) await c.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function onDatabase<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrlOf = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The configuration of a test server: port 0, a new temporary data directory, a new schema. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    ...process.env,
    PORT: '0',
    FEED: process.env['FEED'] ?? 'none',
    LOG_LEVEL: 'silent',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-test-'));
  const schema = base.databaseUrl ? `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  return { ...base, dataDir, databaseSchema: schema, webDist: path.join(dataDir, 'no-web'), ...overrides };
}

export async function dropTestData(config: Config): Promise<void> {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  if (config.databaseUrl && config.databaseSchema) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${config.databaseSchema} CASCADE`);
    await client.end();
  }
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client for tests: JSON in and out, the CSRF header, and a cookie jar of one session. */
export class ApiClient {
  cookie = '';
  constructor(
    readonly baseUrl: string,
    /** sent with every request, e.g. an `x-forwarded-for` address of its own */
    readonly headers: Record<string, string> = {},
  ) {}

  async request<T = any>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const res = await fetch(this.baseUrl + API_BASE + urlPath, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HTML pages): keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(p: string) {
    return this.request<T>('GET', p);
  }
  post<T = any>(p: string, body: unknown = {}) {
    return this.request<T>('POST', p, body);
  }
  patch<T = any>(p: string, body: unknown = {}) {
    return this.request<T>('PATCH', p, body);
  }
  put<T = any>(p: string, body: unknown = {}) {
    return this.request<T>('PUT', p, body);
  }
  delete<T = any>(p: string) {
    return this.request<T>('DELETE', p);
  }
}

/** A logger that keeps every line it is given, for tests that check what was logged and at which level. */
export function recordingLogger(): { logger: Logger; lines: Array<{ level: number; msg: string }> } {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino(
    { level: 'trace' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, lines };
}
