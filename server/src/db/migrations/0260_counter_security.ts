import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { secureCodeFrom, SECURE_CODE_RANDOM_DIGITS } from '@bet/shared';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

const randomDigits = () =>
  Array.from({ length: SECURE_CODE_RANDOM_DIGITS }, () => String(randomInt(10))).join('');

/**
 * The shop counter's safeguards (issue 21): every ticket's payout code (what its barcode and QR
 * code carry: the short ticket id alone can be guessed or read over a shoulder), the voids made at
 * the counter, payouts that wait for the manager's approval, and vouchers (ticket in, ticket out).
 * Tickets made before get a code too, so no ticket stays payable by its id alone.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('payout_code', 'text').execute();
  const k = db as Kysely<{ coupons: { id: number; payout_code: string | null } }>;
  for (;;) {
    const rows = await k
      .selectFrom('coupons')
      .select('id')
      .where('payout_code', 'is', null)
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await k
        .updateTable('coupons')
        .set({ payout_code: secureCodeFrom('payout', randomDigits()) })
        .where('id', '=', row.id)
        .execute();
  }
  await db.schema.createIndex('coupons_payout_code').on('coupons').column('payout_code').unique().execute();

  // One row per ticket voided at a shop counter; the coupon itself is marked cancelled.
  await withId(db.schema.createTable('ticket_voids'), ctx)
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('voided_by', 'bigint', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    .addColumn('voided_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();

  // A payout above the site's limit waits here for the shop's manager; one request per ticket.
  await withId(db.schema.createTable('payout_approvals'), ctx)
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
    // the shop whose ticket it is, so a manager sees only its subtree's
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('requested_by', 'bigint', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    // 'pending', 'approved' or 'rejected'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payout_approvals_status')
    .on('payout_approvals')
    .columns(['status', 'requested_at'])
    .execute();

  // Ticket in, ticket out: a printed voucher of value, redeemed once.
  await withId(db.schema.createTable('vouchers'), ctx)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // the shop that issued it (and whose counters may redeem it)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'winnings' (of the ticket in `reference`) or 'change'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('issued_by', 'bigint', (c) => c.notNull())
    .addColumn('terminal_no', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // 'cash' or 'bet' once redeemed
    .addColumn('redeemed_as', 'text')
    .addColumn('redeemed_at', 'bigint')
    .addColumn('redeemed_by', 'bigint')
    .addColumn('redeemed_terminal_no', 'text')
    // the ticket it was bet on
    .addColumn('redeemed_reference', 'text')
    .execute();
  // a ticket's winnings make one voucher; change is made once per idempotency key
  await db.schema
    .createIndex('vouchers_reference')
    .on('vouchers')
    .columns(['user_id', 'reference'])
    .unique()
    .execute();
}
