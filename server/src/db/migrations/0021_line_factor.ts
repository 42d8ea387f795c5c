import type { Kysely } from 'kysely';

/** The settled factor of a line (thousandths): what it multiplies its bets by. Null while open. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_lines').addColumn('factor', 'integer').execute();
}
