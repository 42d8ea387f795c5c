import type { Kysely } from 'kysely';
import { nowDefault, type MigrationContext } from '../ddl.ts';

/**
 * The operator's own wording of the site's e-mail and SMS texts per language (issue 17 item 5);
 * a template without a row here is sent as the site ships it.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .addPrimaryKeyConstraint('message_templates_pk', ['template', 'lang'])
    .execute();
}
