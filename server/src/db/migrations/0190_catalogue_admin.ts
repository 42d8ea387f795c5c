import type { Kysely } from 'kysely';

/**
 * The operator's own hand on the sports catalogue (issue 17, sports data): names per site language
 * beside the feed's, and per entity its order, visibility, top flag, logo or flag, whether a
 * market type shows live, and a sport's live acceptance delay. The feed never writes these
 * tables, so the operator's choices outlive every feed update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_names')
    /** sport, country, league, team or market (a market type) */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_names_pk', ['kind', 'entity_id', 'lang'])
    .execute();
  await db.schema
    .createTable('catalogue_entries')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    /** order in lists, lowest first; null keeps the feed's order */
    .addColumn('sort', 'integer')
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    /** leagues: one of the top leagues (highlights); null keeps the feed's flag */
    .addColumn('top', 'integer')
    /** a logo (sport, league, team) or flag (country) URL; '' keeps the feed's */
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    /** market types: shown on live matches */
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(1))
    /** sports: live bets wait this long before their second check; null uses live_delay_ms */
    .addColumn('live_delay_ms', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_entries_pk', ['kind', 'entity_id'])
    .execute();
  // Suspended by the operator: the feed's updates cannot reopen these until the operator does.
  await db.schema
    .alterTable('matches')
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('markets')
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
