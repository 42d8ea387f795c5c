import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Responsible gaming (issue 20): each player's financial limits, one row per kind, period and
 * currency with its pending loosening, and the time-outs and self-exclusions the player took.
 * Who changed what, and why, goes to the audit log.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('rg_limits'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // 'deposit', 'loss' or 'stake'
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'day', 'week' or 'month'
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // minor units; null while no limit is in force
    .addColumn('amount', 'bigint')
    // 1 while a raise or removal waits; pending_amount null then removes the limit
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_requested_at', 'bigint')
    .addColumn('pending_applies_at', 'bigint')
    .addColumn('pending_expires_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('rg_limits_slot', ['user_id', 'kind', 'period', 'currency'])
    .execute();

  await withId(db.schema.createTable('rg_exclusions'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // 'timeOut' or 'selfExclusion'
    .addColumn('type', 'text', (c) => c.notNull())
    // '1d' ... '3m', '6m' ... 'permanent'
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    // null: permanent
    .addColumn('ends_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('rg_exclusions_user')
    .on('rg_exclusions')
    .columns(['user_id', 'starts_at'])
    .execute();
}
