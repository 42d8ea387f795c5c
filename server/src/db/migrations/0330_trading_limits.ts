import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * The operator's trading limits (issue 17, item 2): one row per sport, league, match, market type
 * or player, each amount optional (minor units); a player's row may carry a stake factor in
 * thousandths instead of, or beside, its amounts.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('trading_limits'), ctx)
    // 'sport', 'league', 'match', 'marketType' or 'player'
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('max_stake', 'bigint')
    .addColumn('max_pay', 'bigint')
    .addColumn('match_total', 'bigint')
    .addColumn('stake_factor', 'integer')
    .addColumn('updated_by', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .addUniqueConstraint('trading_limits_target', ['scope', 'target_id'])
    .execute();
}
