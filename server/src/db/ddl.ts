import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';

/** What a migration receives besides the database: which dialect it writes for. */
export interface MigrationContext {
  dialect: Dialect;
}

export interface Migration {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

/** An auto-increment integer primary key that reads the same on both databases. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  ctx: MigrationContext,
  name = 'id',
) {
  return ctx.dialect === 'postgres'
    ? table.addColumn(name, 'bigserial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A `bigint` epoch-milliseconds column defaulting to now. */
export function nowDefault(c: ColumnDefinitionBuilder, ctx: MigrationContext) {
  return ctx.dialect === 'postgres'
    ? c.notNull().defaultTo(sql`(extract(epoch from now()) * 1000)::bigint`)
    : c.notNull().defaultTo(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
}
