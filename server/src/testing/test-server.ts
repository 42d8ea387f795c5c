import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { CSRF_HEADER, CSRF_HEADER_VALUE, API_BASE } from '@bet/shared';
import { startServer, type RunningServer } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, SQLITE_FILE } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createLogger, type Logger } from '../logger.ts';

/**
 * A real server on a random port over a fresh database: a temporary SQLite file, or, when
 * DATABASE_URL is set, a schema of its own in that PostgreSQL database (dropped on close).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  logger: Logger = createLogger(process.env['TEST_LOG_LEVEL'] ?? 'silent'),
): Promise<RunningServer & { api: ApiClient }> {
  const config = testConfig(overrides);
  if (!config.databaseUrl && overrides.dataDir === undefined)
    fs.copyFileSync(await migratedSqlite(), path.join(config.dataDir, SQLITE_FILE));
  const server = await startServer(config, logger);
  const close = async () => {
    await server.close();
    await dropTestData(config);
  };
  return { ...server, close, api: new ApiClient(server.url) };
}

let template: Promise<string> | undefined;

/**
 * A SQLite file with every migration applied, made once per test process: each test server
 * starts from a copy of it, since migrating anew took most of a server's start.
 */
function migratedSqlite(): Promise<string> {
  template ??= (async () => {
    const config = testConfig();
    const database = await openDatabase(config);
    await migrate(database, createLogger('silent'));
    // closing checkpoints the write-ahead log into the file, so the file alone is the database
    await database.close();
    process.once('exit', () => fs.rmSync(config.dataDir, { recursive: true, force: true }));
    return path.join(config.dataDir, SQLITE_FILE);
  })();
  return template;
}

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
