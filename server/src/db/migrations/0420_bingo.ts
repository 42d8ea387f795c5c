import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Bingo (issue 19 part 6): the scheduled draws with their balls, the cards players bought, the
 * purchases (one per client request id, for replays) and the prizes paid, each beside its ledger
 * movement. Everything a draw needs to go on after a restart is here.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('bingo_draws'), ctx)
    // selling, drawing, finished, cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('card_price', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cards_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    // the prizes, fixed from the sales when the draw starts
    .addColumn('prize_one_line', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('prize_two_lines', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('prize_full_house', 'bigint', (c) => c.notNull().defaultTo(0))
    // the index into the stages of the prize played for (3: full house won)
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balls_drawn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_ball_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('bingo_draws_status')
    .on('bingo_draws')
    .columns(['status', 'starts_at'])
    .execute();

  await withId(db.schema.createTable('bingo_balls'), ctx)
    .addColumn('draw_id', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint', (c) => c.notNull())
    // one ball per place and each number once: a second instance's draw of the same ball fails here
    .addUniqueConstraint('bingo_balls_seq', ['draw_id', 'seq'])
    .addUniqueConstraint('bingo_balls_number', ['draw_id', 'number'])
    .execute();

  await withId(db.schema.createTable('bingo_purchases'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('draw_id', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('movement_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('bingo_purchases_request', ['user_id', 'request_id'])
    .execute();

  await withId(db.schema.createTable('bingo_cards'), ctx)
    .addColumn('draw_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('purchase_id', 'bigint', (c) => c.notNull())
    // JSON: 3 rows of 9 cells, 0 for a blank
    .addColumn('numbers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema.createIndex('bingo_cards_draw').on('bingo_cards').columns(['draw_id', 'user_id']).execute();

  await withId(db.schema.createTable('bingo_wins'), ctx)
    .addColumn('draw_id', 'bigint', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('ball', 'integer', (c) => c.notNull())
    .addColumn('movement_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    // a card wins a prize once
    .addUniqueConstraint('bingo_wins_card', ['draw_id', 'stage', 'card_id'])
    .execute();
}
