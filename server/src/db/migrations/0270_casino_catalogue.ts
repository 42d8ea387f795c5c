import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The casino catalogue (issue 19 item 1): game providers, the categories of each product and the
 * games, each with the provider's own game code. Launch and the wallet read games by id only.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('casino_providers'), ctx)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('casino_categories'), ctx)
    // 'slot', 'live', 'virtual', 'tv' or 'bingo'
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('casino_games'), ctx)
    .addColumn('provider_id', 'bigint', (c) => c.notNull().references('casino_providers.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) => c.references('casino_categories.id'))
    // the provider's own code of the game, what its launch call names
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('has_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('casino_games_provider_code', ['provider_id', 'code'])
    .execute();
  // lobbies read one product's active games in order
  await db.schema
    .createIndex('casino_games_product')
    .on('casino_games')
    .columns(['product', 'active', 'provider_id', 'sort'])
    .execute();
}
