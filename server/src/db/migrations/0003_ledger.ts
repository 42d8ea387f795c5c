import { sql, type Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * One account per user plus one house account per operator (the only one allowed below zero: it
 * is where opening credit comes from). A balance changes only with a movement row in the same
 * transaction, so the sum of an account's movements always equals its balance.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('accounts'), ctx)
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.unique().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    // The database itself refuses a negative balance on ordinary accounts: a last guard behind the ledger code.
    .addCheckConstraint('accounts_not_negative', sql`allow_negative = 1 or balance >= 0`)
    .execute();
  await withId(db.schema.createTable('ledger_movements'), ctx)
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('service', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('ledger_movements_account')
    .on('ledger_movements')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_movements_reference')
    .on('ledger_movements')
    .column('reference')
    .execute();
}
