import { sql, type Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * A result correction always lands, so its claw-back may leave a player's balance below zero
 * (owed). The database guard against negative balances goes; the ledger keeps refusing every
 * other debit below zero, and the ledger check proves only corrections took a balance there.
 *
 * Every stored result carries a revision and the revision settlement last applied, in the same
 * transaction as the money: the start-up recovery applies every result whose revision is ahead
 * (a stop between storing and settling, or a correction dropped before this change).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.dialect === 'postgres') {
    await sql`alter table accounts drop constraint accounts_not_negative`.execute(db);
  } else {
    // SQLite cannot drop a constraint: both ledger tables are rebuilt (the movements point at
    // the accounts, so they are copied first and dropped before the accounts).
    await sql`alter table ledger_movements rename to ledger_movements_old`.execute(db);
    await withId(db.schema.createTable('accounts_new'), ctx)
      .addColumn('operator_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.unique().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
      .execute();
    await sql`insert into accounts_new select id, operator_id, user_id, kind, currency, balance,
      allow_negative, created_at from accounts`.execute(db);
    await withId(db.schema.createTable('ledger_movements_new'), ctx)
      .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts_new.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('service', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor_id', 'bigint')
      .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
      .execute();
    await sql`insert into ledger_movements_new select id, account_id, amount, balance_after, type,
      service, reference, note, actor_id, created_at from ledger_movements_old`.execute(db);
    await sql`drop table ledger_movements_old`.execute(db);
    await sql`drop table accounts`.execute(db);
    // Renaming the accounts also renames the reference of the new movements table to it.
    await sql`alter table accounts_new rename to accounts`.execute(db);
    await sql`alter table ledger_movements_new rename to ledger_movements`.execute(db);
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
  await db.schema
    .alterTable('match_results')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Results stored before this change count as not applied: the next start re-applies each once
  // (settlement changes nothing where the coupons already follow the result).
  await db.schema
    .alterTable('match_results')
    .addColumn('applied_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
