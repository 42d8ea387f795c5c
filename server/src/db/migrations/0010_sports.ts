import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/** The sports catalogue and the live state of matches, as the feed delivers them. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('flag', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('teams')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('matches')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('home_team_id', 'integer', (c) => c.notNull())
    .addColumn('away_team_id', 'integer', (c) => c.notNull())
    .addColumn('match_date', 'bigint', (c) => c.notNull())
    .addColumn('ttype', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bet_status', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('score_home', 'integer')
    .addColumn('score_away', 'integer')
    .addColumn('minute', 'integer')
    .addColumn('extra', 'integer')
    .addColumn('min_tip', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('matches_date').on('matches').columns(['match_date']).execute();
  await db.schema
    .createTable('markets')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('match_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('special', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('iss', 'integer', (c) => c.notNull())
    .addColumn('cashout', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('markets_match').on('markets').columns(['match_id']).execute();
  await db.schema
    .createTable('outcomes')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('match_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('odd', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('min_tip', 'integer')
    .addColumn('limits', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outcomes_match').on('outcomes').columns(['match_id']).execute();
  await db.schema
    .createTable('match_results')
    .addColumn('match_id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('score_home', 'integer', (c) => c.notNull())
    .addColumn('score_away', 'integer', (c) => c.notNull())
    .addColumn('ht_home', 'integer')
    .addColumn('ht_away', 'integer')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
