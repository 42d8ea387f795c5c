import {
  COUPON_STATUS,
  bookExposure,
  toMajor,
  type ExposureCoupon,
  type LiabilityQuery,
  type LiabilityResponse,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SportsService } from '../sports/index.ts';

/** Waiting coupons read in one query per this many ids (SQLite's bound-parameter limit). */
const CHUNK = 500;

interface LineNames {
  home: string;
  away: string;
  matchDate: number;
  sportId: number;
  market: string;
  special: string;
  outcomes: Map<number, string>;
}

/**
 * The book's open exposure: every waiting coupon with an open line, through shared's liability
 * rule (each outcome's payout if it wins, net of the stakes on its market), the largest match
 * first. Names come from the coupons' own lines, so a match the view no longer holds still reads.
 */
export async function listLiability(
  db: Kysely<DB>,
  sports: SportsService,
  q: LiabilityQuery,
): Promise<LiabilityResponse> {
  let open = db
    .selectFrom('coupon_lines as l')
    .innerJoin('coupons as c', 'c.id', 'l.coupon_id')
    .select('c.id')
    .distinct()
    .where('c.status', '=', COUPON_STATUS.waiting)
    .where('l.factor', 'is', null);
  if (q.sportId !== undefined) open = open.where('l.sport_id', '=', q.sportId);
  const ids = (await open.execute()).map((r) => r.id);

  const coupons: ExposureCoupon[] = [];
  const names = new Map<number, LineNames>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [rows, lines] = await Promise.all([
      db.selectFrom('coupons').selectAll().where('id', 'in', chunk).execute(),
      db.selectFrom('coupon_lines').selectAll().where('coupon_id', 'in', chunk).execute(),
    ]);
    const byCoupon = new Map<number, typeof lines>();
    for (const l of lines) {
      byCoupon.set(l.coupon_id, [...(byCoupon.get(l.coupon_id) ?? []), l]);
      const m = Number(l.market_id);
      const n = names.get(m) ?? {
        home: l.home,
        away: l.away,
        matchDate: Number(l.match_date),
        sportId: l.sport_id,
        market: l.market_name,
        special: l.special,
        outcomes: new Map<number, string>(),
      };
      n.outcomes.set(Number(l.outcome_id), l.outcome_name);
      names.set(m, n);
    }
    for (const c of rows)
      coupons.push({
        ticketType: c.ticket_type,
        system: c.system_combi ? c.system_combi.split(',').map(Number) : [],
        stakePerBet: Number(c.stake_per_bet),
        maxPay: Number(c.max_pay),
        bonusPercent: c.bonus_percent,
        bonusPay: Number(c.bonus_pay),
        totalStake: Number(c.total_stake),
        lines: (byCoupon.get(c.id) ?? []).map((l) => ({
          matchId: Number(l.match_id),
          marketId: Number(l.market_id),
          outcomeId: Number(l.outcome_id),
          odd: l.odd,
          banker: l.banker === 1,
          factor: l.factor,
          status: l.status,
        })),
      });
  }

  // a market's outcomes nobody picked cost the book nothing when they win: the worst case is told right
  const marketOf = new Map<number, { matchId: number; outcomes: Map<number, string> }>();
  for (const m of sports.view.all())
    for (const mk of m.markets)
      marketOf.set(mk.id, { matchId: m.id, outcomes: new Map(mk.outcomes.map((o) => [o.id, o.name])) });
  const exposure = bookExposure(coupons, (marketId) => [...(marketOf.get(marketId)?.outcomes.keys() ?? [])]);
  const filtered =
    q.sportId === undefined
      ? exposure
      : exposure.filter((m) => names.get(m.markets[0]!.marketId)?.sportId === q.sportId);

  const page = filtered.slice(q.offset, q.offset + q.limit).map((m) => {
    const first = names.get(m.markets[0]!.marketId)!;
    return {
      matchId: m.matchId,
      home: first.home,
      away: first.away,
      matchDate: new Date(first.matchDate).toISOString(),
      sportId: first.sportId,
      open: sports.view.get(m.matchId) !== undefined,
      stake: toMajor(m.stake),
      coupons: m.coupons,
      liability: toMajor(m.liability),
      markets: m.markets.map((mk) => {
        const n = names.get(mk.marketId)!;
        const viewed = marketOf.get(mk.marketId);
        return {
          marketId: mk.marketId,
          name: n.market,
          special: n.special,
          held: sports.view.isHeld(mk.marketId),
          stake: toMajor(mk.stake),
          coupons: mk.coupons,
          liability: toMajor(mk.liability),
          outcomes: mk.outcomes.map((o) => ({
            outcomeId: o.outcomeId,
            name: n.outcomes.get(o.outcomeId) ?? viewed?.outcomes.get(o.outcomeId) ?? String(o.outcomeId),
            stake: toMajor(o.stake),
            coupons: o.coupons,
            liability: toMajor(o.liability),
          })),
        };
      }),
    };
  });
  return {
    results: page,
    totalCount: filtered.length,
    total: toMajor(filtered.reduce((s, m) => s + m.liability, 0)),
  };
}
