import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Content of the site (accounts-and-platform sections 2 and 3): pages per language (9 terms,
 * 10 responsible gaming, 6 help), the messages of the contact form, and Home's banners.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .addPrimaryKeyConstraint('pages_pk', ['id', 'lang'])
    .execute();
  await withId(db.schema.createTable('contact_messages'), ctx)
    .addColumn('user_id', 'bigint')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topcategory', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await withId(db.schema.createTable('banners'), ctx)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
