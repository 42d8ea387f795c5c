import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Promotions and bonus requests, the affiliate programme and its banners (issue 16 items 4 and 6).
 * One `promotions` row is both what the Promotions page shows and the bonus a player may request.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('promotions'), ctx)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // null: every language that has no translation of it
    .addColumn('lang', 'text')
    // a translation names the promotion it translates; requests are kept against that one
    .addColumn('translation_of', 'bigint', (c) => c.references('promotions.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requestable', 'integer', (c) => c.notNull().defaultTo(1))
    // minor units credited when a request is accepted
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();

  await withId(db.schema.createTable('bonus_requests'), ctx)
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotions.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // 0 waiting, 1 accepted, 2 denied
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    // one request per player and bonus: a repeated request finds the first
    .addUniqueConstraint('bonus_requests_once', ['promotion_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('bonus_requests_status')
    .on('bonus_requests')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('affiliates')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // 0 requested, 1 active, 2 refused
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent_bp', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 monthly, 1-7 weekly from that ISO weekday
    .addColumn('cutoff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    .execute();

  await withId(db.schema.createTable('affiliate_banners'), ctx)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // an affiliate's players are found by who referred them
  await db.schema.createIndex('users_referrer').on('users').column('referrer_id').execute();
  // the week's top winners: won coupons by settlement time
  await db.schema
    .createIndex('coupons_status_settled')
    .on('coupons')
    .columns(['status', 'settled_at'])
    .execute();
}
