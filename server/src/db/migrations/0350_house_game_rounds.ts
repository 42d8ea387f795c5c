import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The built-in provider's rounds, each with how far its money calls got, so a round whose bet,
 * win or end never got its answer is finished later by the provider's sweep (a win is paid, a
 * bet of unknown fate refunded) with the same transaction ids, which the wallet answers once.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('house_game_rounds'), ctx)
    .addColumn('round_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('wallet_token', 'text', (c) => c.notNull())
    // the wallet the round talks to (the operator's origin or its configured URL)
    .addColumn('wallet_url', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    // what the drawn outcome pays, stake included
    .addColumn('payout', 'bigint', (c) => c.notNull())
    // betting (bet sent), staked (bet taken), paid (win sent or none due), done, refused, refunded
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('house_game_rounds_open')
    .on('house_game_rounds')
    .columns(['state', 'updated_at'])
    .execute();
}
