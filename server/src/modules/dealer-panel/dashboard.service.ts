import {
  COUPON_STATUS,
  ONLINE_WINDOW_MS,
  REPORTED_MOVEMENT_TYPES,
  ZERO_SUMS,
  addSums,
  dashboardPeriods,
  isKnownTimeZone,
  isOn,
  movementSums,
  possiblePayout,
  reportFigures,
  toMajor,
  waitingPayout,
  type DashboardResponse,
  type ReportSums,
} from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';

interface SpoiledLineRow {
  id: number;
  ticket_type: string;
  system_combi: string | null;
  stake_per_bet: number;
  max_pay: number;
  bonus_percent: number;
  bonus_pay: number;
  match_id: number;
  banker: number;
  odd: number;
  factor: number | null;
  status: number;
}

/** What the waiting coupons with a line lost, void or half won can still pay, summed (minor units). */
function spoiledPayout(rows: readonly SpoiledLineRow[]): number {
  const byCoupon = new Map<number, SpoiledLineRow[]>();
  for (const r of rows) byCoupon.set(Number(r.id), [...(byCoupon.get(Number(r.id)) ?? []), r]);
  let total = 0;
  for (const own of byCoupon.values()) {
    const c = own[0]!;
    const terms = {
      ticketType: c.ticket_type,
      system: c.system_combi ? c.system_combi.split(',').map(Number) : [],
      stakePerBet: Number(c.stake_per_bet),
      maxPay: Number(c.max_pay),
      bonusPercent: Number(c.bonus_percent),
      bonusPay: Number(c.bonus_pay),
    };
    const lines = own.map((l) => ({
      matchId: Number(l.match_id),
      banker: isOn(l.banker),
      odd: Number(l.odd),
      factor: l.factor === null ? null : Number(l.factor),
      status: Number(l.status),
    }));
    total += waitingPayout(terms, lines);
  }
  return total;
}

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
 * daily rows are UTC days, which a dealer's "today" is not). Five queries whatever the size of
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
  // a line settled other than won in full: its coupon can no longer pay its max pay and bonus
  const spoiled = sql`exists (select 1 from coupon_lines s where s.coupon_id = c.id and s.factor is not null
    and (s.status <> 1 or s.factor <> s.odd))`;
  const inSubtree = sql`u.operator_id = ${caller.operatorId} and u.path like ${`${caller.path}%`} and u.id <> ${caller.id}`;
  // Which of the seven days a movement falls in: the days' lengths follow the zone's clock changes.
  const dayOf = sql.join(
    days.slice(1).map((from, i) => sql`when m.created_at < ${from} then ${i}`),
    sql` `,
  );
  const [sums, players, open, spoiledLines, terminals] = await Promise.all([
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
    // the waiting coupons with no line lost, void or half won: each can still pay its max pay and bonus
    sql<{ n: number; max_pay: number; bonus_pay: number }>`
      select count(*) as n,
             cast(coalesce(sum(case when ${spoiled} then 0 else c.max_pay end), 0) as bigint) as max_pay,
             cast(coalesce(sum(case when ${spoiled} then 0 else c.bonus_pay end), 0) as bigint) as bonus_pay
      from coupons c
      join users u on u.id = c.user_id
      where ${inSubtree} and c.status = ${COUPON_STATUS.waiting}`.execute(db),
    // the others, few, line by line: what each can still pay is shared's rule (waitingPayout)
    sql<SpoiledLineRow>`
      select c.id, c.ticket_type, c.system_combi, c.stake_per_bet, c.max_pay, c.bonus_percent, c.bonus_pay,
             l.match_id, l.banker, l.odd, l.factor, l.status
      from coupons c
      join users u on u.id = c.user_id
      join coupon_lines l on l.coupon_id = c.id
      where ${inSubtree} and c.status = ${COUPON_STATUS.waiting} and ${spoiled}`.execute(db),
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
      // what they pay if every open line wins, bonus included: the risk page's and the coupon's rule;
      // a coupon with a lost line pays nothing, one with a void line at its lower odds and no bonus
      maxPay: toMajor(
        possiblePayout({
          maxPay: Number(open.rows[0]?.max_pay ?? 0),
          bonusPay: Number(open.rows[0]?.bonus_pay ?? 0),
        }) + spoiledPayout(spoiledLines.rows),
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
