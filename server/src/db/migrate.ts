import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';
import type { Migration } from './ddl.ts';
import type { DB } from './schema.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const NAME = /^\d{4}_[a-z0-9_]+\.ts$/;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The migration files in order: `NNNN_name.ts` in db/migrations. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .map((f) => f.replace(/\.ts$/, ''));
}

/**
 * Applies the pending migrations, each in its own transaction, and records them. Safe to run
 * twice (applied ones are skipped) and by two servers at once on PostgreSQL (an advisory lock).
 * A migration recorded as started but never finished means the database may be half-changed:
 * the server refuses to start until a person has looked at it.
 */
export async function migrate(database: Database, logger: Logger, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { db, dialect } = database;
  return db.connection().execute(async (conn) => {
    if (dialect === 'postgres') await sql`select pg_advisory_lock(727274)`.execute(conn);
    try {
      await conn.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('error', 'text')
        .execute();
      const rows = await conn.selectFrom('schema_migrations').selectAll().execute();
      const broken = rows.find((r) => r.status !== 'done');
      if (broken) {
        throw new MigrationError(
          `Migration ${broken.name} ${broken.status === 'failed' ? 'failed' : 'did not finish'}` +
            `${broken.error ? ` (${broken.error})` : ''}; the database may be half-migrated. ` +
            `Restore a backup or repair it, then delete its row from schema_migrations.`,
        );
      }
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const name of migrationNames(dir)) {
        if (done.has(name)) continue;
        const migration = (await import(path.join(dir, `${name}.ts`))) as Migration;
        await conn
          .insertInto('schema_migrations')
          .values({ name, status: 'running', started_at: Date.now(), finished_at: null, error: null })
          .execute();
        try {
          await conn.transaction().execute(async (trx) => {
            await migration.up(trx as unknown as Kysely<unknown>, { dialect });
            await trx
              .updateTable('schema_migrations')
              .set({ status: 'done', finished_at: Date.now() })
              .where('name', '=', name)
              .execute();
          });
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await conn
            .updateTable('schema_migrations')
            .set({ status: 'failed', error: message.slice(0, 500) })
            .where('name', '=', name)
            .execute();
          throw new MigrationError(`Migration ${name} failed: ${message}`);
        }
        logger.info({ migration: name }, 'migration applied');
        applied.push(name);
      }
      return applied;
    } finally {
      if (dialect === 'postgres') await sql`select pg_advisory_unlock(727274)`.execute(conn);
    }
  }) as Promise<string[]>;
}

export type { DB };
