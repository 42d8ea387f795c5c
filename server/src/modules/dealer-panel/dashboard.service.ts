import {
  COUPON_STATUS,
  ONLINE_WINDOW_MS,
  REPORTED_MOVEMENT_TYPES,
  ZERO_SUMS,
  addSums,
  dashboardPeriods,
  isKnownTimeZone,
  movementSums,
  possiblePayout,
  reportFigures,
  toMajor,
  type DashboardResponse,
  type ReportSums,
} from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';

const figuresOf = (s: ReportSums) => {
  const f = reportFigures(s);
  return {
    stakes: toMajor(f.stakes),
    wins: toMajor(f.wins),
    bonuses: toMajor(f.bonuses),
    ggr: toMajor(f.ggr),
    ngr: toMajor(f.ngr),
  };
};

/**
 * Today's and this week's figures of the caller's subtree, with the last seven days for the
 * charts, the open coupons and the terminals online. The figures sum the ledger's play movements
 * by the reports' own rule (movementSums), over the days of the caller's time zone (the reports'
 * daily rows are UTC days, which a dealer's "today" is not). Four queries whatever the size of
 * the network.
 */
export async function dashboard(
  db: Kysely<DB>,
  caller: AuthUser,
  timezone: string | undefined,
  now = Date.now(),
): Promise<DashboardResponse> {
  const zone = timezone ?? 'UTC';
  if (!isKnownTimeZone(zone)) throw badRequest('invalidRequest', { in: 'query', reason: 'timezone' });
  const { days, todayFrom, weekFrom } = dashboardPeriods(now, zone);
  const inSubtree = sql`u.operator_id = ${caller.operatorId} and u.path like ${`${caller.path}%`} and u.id <> ${caller.id}`;
  // Which of the seven days a movement falls in: the days' lengths follow the zone's clock changes.
  const dayOf = sql.join(
    days.slice(1).map((from, i) => sql`when m.created_at < ${from} then ${i}`),
    sql` `,
  );
  const [sums, players, open, terminals] = await Promise.all([
    sql<{ type: string; day: number; total: number }>`
      select m.type as type, case ${dayOf} else 6 end as day, cast(sum(m.amount) as bigint) as total
      from ledger_movements m
      join accounts a on a.id = m.account_id
      join users u on u.id = a.user_id
      where ${inSubtree} and m.created_at >= ${days[0]!}
        and m.type in (${sql.join([...REPORTED_MOVEMENT_TYPES])})
      group by 1, 2`.execute(db),
    sql<{ today: number; week: number }>`
      select count(distinct case when m.created_at >= ${todayFrom} then a.user_id end) as today,
             count(distinct a.user_id) as week
      from ledger_movements m
      join accounts a on a.id = m.account_id
      join users u on u.id = a.user_id
      where ${inSubtree} and m.created_at >= ${weekFrom} and m.type = 'stake'`.execute(db),
    sql<{ n: number; max_pay: number; bonus_pay: number }>`
      select count(*) as n, cast(coalesce(sum(c.max_pay), 0) as bigint) as max_pay,
             cast(coalesce(sum(c.bonus_pay), 0) as bigint) as bonus_pay
      from coupons c
      join users u on u.id = c.user_id
      where ${inSubtree} and c.status = ${COUPON_STATUS.waiting}`.execute(db),
    sql<{ total: number; online: number }>`
      select count(*) as total,
             coalesce(sum(case when t.seen_at >= ${now - ONLINE_WINDOW_MS} then 1 else 0 end), 0) as online
      from users u
      left join terminal_status t on t.user_id = u.id
      where ${inSubtree} and u.role = 'terminal'`.execute(db),
  ]);
  const perDay = days.map((): ReportSums => ({ ...ZERO_SUMS }));
  for (const r of sums.rows) {
    const add = movementSums(r.type, Number(r.total));
    if (add) perDay[Number(r.day)] = addSums(perDay[Number(r.day)]!, add);
  }
  const week = perDay.filter((_, i) => days[i]! >= weekFrom).reduce(addSums, { ...ZERO_SUMS });
  const activity = players.rows[0];
  return {
    currency: caller.currency,
    today: { ...figuresOf(perDay[6]!), activePlayers: Number(activity?.today ?? 0) },
    week: { ...figuresOf(week), activePlayers: Number(activity?.week ?? 0) },
    openCoupons: {
      count: Number(open.rows[0]?.n ?? 0),
      // what they pay if every open line wins, bonus included: the risk page's and the coupon's rule
      maxPay: toMajor(
        possiblePayout({
          maxPay: Number(open.rows[0]?.max_pay ?? 0),
          bonusPay: Number(open.rows[0]?.bonus_pay ?? 0),
        }),
      ),
    },
    terminals: {
      online: Number(terminals.rows[0]?.online ?? 0),
      total: Number(terminals.rows[0]?.total ?? 0),
    },
    days: perDay.map((d, i) => {
      const f = figuresOf(d);
      return { from: new Date(days[i]!).toISOString(), stakes: f.stakes, wins: f.wins, ggr: f.ggr };
    }),
  };
}
