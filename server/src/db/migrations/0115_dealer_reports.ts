import { sql, type Kysely } from 'kysely';
import { addSums, movementSums, REPORTED_MOVEMENT_TYPES, ZERO_SUMS, type ReportSums } from '@bet/shared';
import type { MigrationContext } from '../ddl.ts';

/**
 * The dealer reports' daily rows: per UTC day, per user of the tree (a player and each of its
 * dealers up to the root, so a dealer's row holds its whole subtree) and per product, the play of
 * that subtree. The ledger keeps them in step (modules/wallet/report-rows.ts) in the transaction
 * of each movement; this migration fills them from the movements already booked.
 * Also: the dealer's commission rate, and the shop terminals' last heartbeat.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('report_daily')
    .addColumn('node_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonuses', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('coupons', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_daily_pk', ['node_id', 'day', 'product'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('terminal_status')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('terminal_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('printer', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('queue_depth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .execute();

  await backfillReportRows(db, ctx);
}

/**
 * Fills the daily report rows from the play movements booked so far (into an empty table): summed
 * per player, day, product and movement type, then spread over each player's path.
 */
export async function backfillReportRows(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const bigint = ctx.dialect === 'postgres' ? sql.raw('bigint') : sql.raw('integer');
  const rows = await sql<{
    day: number | string;
    path: string;
    is_live: number;
    type: string;
    amount: number | string;
    n: number | string;
  }>`
    select cast(m.created_at / 86400000 as ${bigint}) as day, u.path, c.is_live, m.type,
      cast(sum(m.amount) as ${bigint}) as amount, count(*) as n
    from ledger_movements m
    join accounts a on a.id = m.account_id
    join users u on u.id = a.user_id
    join coupons c on c.ticket_id = m.reference
    where m.type in (${sql.join(REPORTED_MOVEMENT_TYPES.map((t) => sql.lit(t)))})
    group by cast(m.created_at / 86400000 as ${bigint}), u.path, c.is_live, m.type
  `.execute(db);
  const totals = new Map<string, ReportSums>();
  for (const r of rows.rows) {
    const one = movementSums(r.type, Number(r.amount))!;
    const sums = { ...one, coupons: one.coupons * Number(r.n) };
    const product = r.is_live === 1 ? 'live' : 'sport';
    for (const node of r.path.split('/').filter(Boolean)) {
      const key = `${node}|${Number(r.day)}|${product}`;
      totals.set(key, addSums(totals.get(key) ?? ZERO_SUMS, sums));
    }
  }
  const values = [...totals.entries()].map(([key, s]) => {
    const [node, day, product] = key.split('|');
    return { node_id: Number(node), day: Number(day), product: product!, ...s };
  });
  for (let i = 0; i < values.length; i += 500)
    await (db as Kysely<{ report_daily: (typeof values)[number] }>)
      .insertInto('report_daily')
      .values(values.slice(i, i + 500))
      .execute();
}
