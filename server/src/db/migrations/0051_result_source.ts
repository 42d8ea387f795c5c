import type { Kysely } from 'kysely';

/**
 * Who decided a stored result: 'feed' or 'admin'. A result entered by hand is the book's
 * decision, so later feed results for that match are dropped; the column keeps that across a
 * restart. Results stored before this change came from the feed or were corrected in the same
 * row, and count as the feed's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('match_results')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('feed'))
    .execute();
}
