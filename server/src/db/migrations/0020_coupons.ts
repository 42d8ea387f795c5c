import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('coupons'), ctx)
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('ticket_type', 'text', (c) => c.notNull())
    .addColumn('is_live', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('total_stake', 'bigint', (c) => c.notNull())
    .addColumn('stake_per_bet', 'bigint', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('total_odds', 'text', (c) => c.notNull())
    .addColumn('max_pay', 'bigint', (c) => c.notNull())
    .addColumn('bonus_percent', 'integer', (c) => c.notNull())
    .addColumn('bonus_pay', 'bigint', (c) => c.notNull())
    .addColumn('system_combi', 'text', (c) => c.notNull())
    .addColumn('income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('coupons_user_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('coupons_user_status')
    .on('coupons')
    .columns(['user_id', 'status', 'created_at'])
    .execute();
  await withId(db.schema.createTable('coupon_lines'), ctx)
    .addColumn('coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('outcome_id', 'bigint', (c) => c.notNull())
    .addColumn('odd', 'integer', (c) => c.notNull())
    .addColumn('banker', 'integer', (c) => c.notNull())
    .addColumn('is_live', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('home', 'text', (c) => c.notNull())
    .addColumn('away', 'text', (c) => c.notNull())
    .addColumn('match_date', 'bigint', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('market_type_id', 'integer', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    .addColumn('special', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('coupon_lines_coupon').on('coupon_lines').columns(['coupon_id']).execute();
  await db.schema
    .createIndex('coupon_lines_match')
    .on('coupon_lines')
    .columns(['match_id', 'status'])
    .execute();
}
