import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/** Popups and notifications written by administrators (modules/announcements). */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('announcements'), ctx)
    // 'popup' or 'notification'
    .addColumn('kind', 'text', (c) => c.notNull())
    // 0 every channel, 1 desktop only, 2 the mobile site
    .addColumn('type', 'integer', (c) => c.notNull())
    // 0 on Home only, 1 on every page
    .addColumn('type2', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('auto_close', 'integer', (c) => c.notNull())
    .addColumn('banner', 'text')
    .addColumn('link', 'text')
    // null: every language
    .addColumn('lang', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('announcements_kind_active')
    .on('announcements')
    .columns(['kind', 'active', 'sort'])
    .execute();
}
