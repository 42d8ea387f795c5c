import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/** Users of every role in one table; `path` ('/1/4/9/') makes "is X in my subtree" one indexed prefix test. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('users'), ctx)
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('online_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transfers_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('staketype', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('tr'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('autoprint', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terminal_no', 'text')
    .addColumn('affiliate_link', 'text', (c) => c.unique())
    .addColumn('referrer_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('promotion_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('limits', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('bonus', 'text', (c) => c.notNull())
    .addColumn('user_open_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_odds_milli', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('max_odds_milli', 'integer', (c) => c.notNull().defaultTo(1000000))
    .addColumn('max_odds_coupon_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('system_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('updated_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema.createIndex('users_path').on('users').column('path').execute();
  await db.schema.createIndex('users_parent').on('users').column('parent_id').execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();
  await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();
  await db.schema.createIndex('users_id_number').on('users').column('id_number').execute();
}
