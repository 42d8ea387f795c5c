import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Online players' cash at a shop counter (issue 21 item 5): deposits taken in cash (addMoney),
 * once per terminal-made uuid; the one-time codes of withdrawals collected in cash at a shop
 * (withdrawPrint), paid once; and the handhelds a shop logs in from.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('shop_deposits'), ctx)
    // the terminal's uuid: a retry, a double tap or a replay of its queue finds the first row
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.notNull())
    // minor units
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('shop_deposits_shop')
    .on('shop_deposits')
    .columns(['shop_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('shop_withdrawals')
    // the transfer request (a withdrawal of the shop cash provider) the code pays
    .addColumn('request_id', 'bigint', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('paid_by', 'bigint')
    .addColumn('terminal_no', 'text')
    .execute();

  await withId(db.schema.createTable('hand_terminals'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('hand_terminals_device', ['user_id', 'device_id'])
    .execute();
}
