import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The seamless wallet of casino game providers (issue 19 part 4): game sessions opened by a
 * launch, the rounds a provider plays on them, and every provider transaction with the answer it
 * got, kept for ever so a replay gets the same answer and a reused id with another payload is
 * refused. A rollback whose bet has not arrived is kept (`pending` 1) until the bet comes.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('casino_sessions'), ctx)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('game_id', 'bigint', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    // 4 live games, 5 slot games (the transactions' service)
    .addColumn('service', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    // bets and balance are refused after this; wins and rollbacks never are
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('casino_sessions_user').on('casino_sessions').columns(['user_id']).execute();

  await withId(db.schema.createTable('casino_rounds'), ctx)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('session_id', 'bigint', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('casino_rounds_provider_round', ['provider', 'round_id'])
    .execute();

  await withId(db.schema.createTable('casino_transactions'), ctx)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    // 'bet', 'win' or 'rollback'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // a rollback's bet
    .addColumn('original_transaction_id', 'text')
    // SHA-256 of the request's business fields: a reuse of the id with other fields is a duplicate
    .addColumn('payload_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // the answer given, JSON, replayed as it was
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('movement_id', 'bigint')
    // a rollback waiting for its bet (1), or a bet refunded by a rollback (1)
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('casino_transactions_provider_tx', ['provider', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('casino_transactions_original')
    .on('casino_transactions')
    .columns(['provider', 'original_transaction_id'])
    .execute();

  // The built-in provider's own state (it is another party; it keeps its rounds' seeds and demo
  // balances itself, and reaches the wallet only over its signed API).
  await withId(db.schema.createTable('house_game_sessions'), ctx)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // the wallet token for money play; null in demo mode
    .addColumn('wallet_token', 'text')
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('demo_balance', 'bigint')
    // provably fair dice: the committed seed of the next round and the player's seed
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
}
