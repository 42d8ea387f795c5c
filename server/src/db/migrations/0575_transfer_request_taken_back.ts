import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * Whether a cancelled shop withdrawal was taken back by its dealer (POST /admin/shop-withdrawals/:id/cancel)
 * or rejected as a decision (POST /admin/payments/requests/:id/reject): both wrote status 2 with the
 * person's reason, so the player's list read every one as cancelled. The cancels made before are
 * found in the audit log by their action.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('transfer_requests')
    .addColumn('taken_back', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update transfer_requests set taken_back = 1 where id in (select a.target_id from audit_log a
    where a.action = 'payment.shopWithdrawalCancelled' and a.target_type = 'transferRequest')`.execute(db);
}
