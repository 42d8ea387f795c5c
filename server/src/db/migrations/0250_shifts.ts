import type { Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Cashier shifts (issue 21): a shift per cashier at a shop terminal, opened with a counted float
 * and closed by a blind count, and its cash movements, append-only: a correction is a new row.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('shifts'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // the cashier's id while the shift is open, null once closed: the unique constraint allows
    // one open shift per cashier on both databases (NULLs never collide)
    .addColumn('open_user_id', 'bigint', (c) => c.unique())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    // 'open', 'closed' or 'signedOff'
    .addColumn('state', 'text', (c) => c.notNull())
    // minor units
    .addColumn('float', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('closed_at', 'bigint')
    .addColumn('expected', 'bigint')
    .addColumn('counted', 'bigint')
    .addColumn('note', 'text')
    .addColumn('noted_at', 'bigint')
    .addColumn('signed_off_by', 'bigint')
    .addColumn('signed_off_at', 'bigint')
    .execute();
  await db.schema.createIndex('shifts_user').on('shifts').columns(['user_id', 'opened_at']).execute();
  await db.schema.createIndex('shifts_opened').on('shifts').columns(['opened_at']).execute();

  await withId(db.schema.createTable('shift_movements'), ctx)
    .addColumn('shift_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // signed minor units as the drawer sees it: + cash in, - cash out
    .addColumn('delta', 'bigint', (c) => c.notNull())
    // what caused it: a ticket id, a voucher code, a payment id, a cash request's key
    .addColumn('reference', 'text', (c) => c.notNull())
    // for cash in/out by hand: one of the fixed reasons, and the cashier's words
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    // one event is recorded once: a retried request finds its first row
    .addUniqueConstraint('shift_movements_once', ['shift_id', 'kind', 'reference'])
    .execute();
}
