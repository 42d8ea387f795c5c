import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The operator's jackpot pools (issue 19 part 7): each tier's pool is a ledger account of its own
 * (kind 'jackpot'), fed from the house account by a share of casino stakes and paid to a winner;
 * every win is kept as a draw beside its ledger movements.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('jackpot_pools'), ctx)
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().unique())
    // where the pool drops, drawn when it was last seeded; never shown until hit
    .addColumn('drop_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('jackpot_pools_tier', ['tier', 'operator_id', 'currency'])
    .execute();

  await withId(db.schema.createTable('jackpot_draws'), ctx)
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('pool_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // the winning stake's ledger reference: one draw per stake and tier
    .addColumn('reference', 'text', (c) => c.notNull())
    // the drop point the pool reached
    .addColumn('drop_at', 'bigint', (c) => c.notNull())
    .addColumn('movement_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('jackpot_draws_stake', ['tier', 'reference'])
    .execute();
}
