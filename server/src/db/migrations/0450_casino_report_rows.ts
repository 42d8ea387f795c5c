import { sql, type Kysely } from 'kysely';
import { addSums, casinoReportProduct, movementSums, ZERO_SUMS, type ReportSums } from '@bet/shared';
import type { MigrationContext } from '../ddl.ts';

/**
 * Casino play joins the dealer reports (issue 19 part 8): from now on the casino wallet books each
 * bet, win, refund and jackpot paid into the daily rows under the game's product (slots, live
 * casino, virtual, TV games, bingo). This fills the rows from the casino movements booked before,
 * each under the product of the game its round was played on.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const bigint = ctx.dialect === 'postgres' ? sql.raw('bigint') : sql.raw('integer');
  type Row = {
    day: number | string;
    path: string;
    product: string | null;
    service: number | string;
    type: string;
    amount: number | string;
    n: number | string;
  };
  // a stake's round, session and game: where each of its movements reports
  const played = await sql<Row>`
    select cast(m.created_at / 86400000 as ${bigint}) as day, u.path, g.product, s.service, m.type,
      cast(sum(m.amount) as ${bigint}) as amount, count(*) as n
    from casino_transactions t
    join ledger_movements m on m.id = t.movement_id
    join accounts a on a.id = m.account_id
    join users u on u.id = a.user_id
    join casino_rounds r on r.provider = t.provider and r.round_id = t.round_id
    join casino_sessions s on s.id = r.session_id
    left join casino_games g on g.id = s.game_id
    where m.type in ('stake', 'win', 'refund')
    group by cast(m.created_at / 86400000 as ${bigint}), u.path, g.product, s.service, m.type
  `.execute(db);
  // a jackpot paid reports under the product of the stake that won it
  const jackpots = await sql<Row>`
    select cast(m.created_at / 86400000 as ${bigint}) as day, u.path, g.product, s.service, m.type,
      cast(sum(m.amount) as ${bigint}) as amount, count(*) as n
    from jackpot_draws d
    join ledger_movements m on m.id = d.movement_id
    join accounts a on a.id = m.account_id
    join users u on u.id = a.user_id
    join ledger_movements sm on sm.reference = d.reference and sm.type = 'stake' and sm.account_id = m.account_id
    join casino_transactions t on t.movement_id = sm.id
    join casino_rounds r on r.provider = t.provider and r.round_id = t.round_id
    join casino_sessions s on s.id = r.session_id
    left join casino_games g on g.id = s.game_id
    where m.type = 'jackpotWin'
    group by cast(m.created_at / 86400000 as ${bigint}), u.path, g.product, s.service, m.type
  `.execute(db);
  const totals = new Map<string, ReportSums>();
  for (const r of [...played.rows, ...jackpots.rows]) {
    const one = movementSums(r.type, Number(r.amount));
    if (!one) continue;
    const sums = { ...one, coupons: one.coupons * Number(r.n) };
    const product = casinoReportProduct(r.product, Number(r.service));
    for (const node of r.path.split('/').filter(Boolean)) {
      const key = `${node}|${Number(r.day)}|${product}`;
      totals.set(key, addSums(totals.get(key) ?? ZERO_SUMS, sums));
    }
  }
  const values = [...totals.entries()].map(([key, s]) => {
    const [node, day, product] = key.split('|');
    return { node_id: Number(node), day: Number(day), product: product!, ...s };
  });
  // the casino products had no rows before: plain inserts meet no existing key
  for (let i = 0; i < values.length; i += 500)
    await (db as Kysely<{ report_daily: (typeof values)[number] }>)
      .insertInto('report_daily')
      .values(values.slice(i, i + 500))
      .execute();
}
