import { waitingPayout, type CouponTerms } from '../settlement/income.ts';

/** One line of a waiting coupon, as the liability view reads it (odds in thousandths). */
export interface ExposureLine {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  banker: boolean;
  /** null while open; once settled, its factor and status as settlement wrote them */
  factor: number | null;
  status: number;
}

/** A waiting coupon with its stake (minor units). */
export interface ExposureCoupon extends CouponTerms {
  totalStake: number;
  lines: readonly ExposureLine[];
}

/**
 * What a coupon pays when `outcomeId` of `marketId` wins: its line on that market wins or loses
 * by whether it picked that outcome, its other open lines win (the worst case for the book), its
 * settled lines keep what settlement gave them. When every line then wins in full that is the
 * coupon's possible payout, bonus included; with a line lost or void, what couponIncome pays of it
 * (waitingPayout, the rule the dashboard sums). Undefined when the coupon has no
 * line on the market.
 */
export function payoutIfOutcomeWins(
  coupon: ExposureCoupon,
  marketId: number,
  outcomeId: number,
): number | undefined {
  if (!coupon.lines.some((l) => l.marketId === marketId)) return undefined;
  // its line on the market is decided by the outcome; waitingPayout lets its other open lines win
  const lines = coupon.lines.map((l) =>
    l.marketId !== marketId
      ? l
      : l.outcomeId === outcomeId
        ? { ...l, factor: l.odd, status: 1 }
        : { ...l, factor: 0, status: -1 },
  );
  return waitingPayout(coupon, lines);
}

/**
 * The liability of an outcome: what the book pays if it wins, net of the stakes of every coupon
 * on its market (minor units; negative when the book keeps more than it pays).
 */
export function outcomeLiability(
  coupons: readonly ExposureCoupon[],
  marketId: number,
  outcomeId: number,
): number {
  let net = 0;
  for (const c of coupons) {
    const pays = payoutIfOutcomeWins(c, marketId, outcomeId);
    if (pays !== undefined) net += pays - c.totalStake;
  }
  return net;
}

export interface OutcomeExposure {
  matchId: number;
  marketId: number;
  outcomeId: number;
  /** stakes of the coupons holding this outcome (minor units) */
  stake: number;
  coupons: number;
  liability: number;
}
export interface MarketExposure {
  matchId: number;
  marketId: number;
  stake: number;
  coupons: number;
  /** the worst of its outcomes */
  liability: number;
  outcomes: OutcomeExposure[];
}
export interface MatchExposure {
  matchId: number;
  stake: number;
  coupons: number;
  /** the sum of its markets' worst cases that cost the book (each market's worst outcome winning) */
  liability: number;
  markets: MarketExposure[];
}

const byLiability = <T extends { liability: number }>(a: T, b: T) => b.liability - a.liability;

/**
 * The book's exposure on every match, market and outcome the waiting coupons hold, largest first.
 * `outcomesOf` adds a market's outcomes nobody picked (their winning costs the book nothing, so
 * the market's worst case is told right); without it only picked outcomes count.
 */
export function bookExposure(
  coupons: readonly ExposureCoupon[],
  outcomesOf: (marketId: number) => readonly number[] = () => [],
): MatchExposure[] {
  const markets = new Map<number, { matchId: number; outcomes: Set<number>; coupons: ExposureCoupon[] }>();
  for (const c of coupons)
    for (const l of c.lines) {
      if (l.factor !== null) continue;
      const m = markets.get(l.marketId) ?? { matchId: l.matchId, outcomes: new Set(), coupons: [] };
      m.outcomes.add(l.outcomeId);
      if (!m.coupons.includes(c)) m.coupons.push(c);
      markets.set(l.marketId, m);
    }
  const matches = new Map<number, MatchExposure>();
  for (const [marketId, m] of markets) {
    for (const o of outcomesOf(marketId)) m.outcomes.add(o);
    const outcomes = [...m.outcomes].map((outcomeId): OutcomeExposure => {
      const holders = m.coupons.filter((c) =>
        c.lines.some((l) => l.marketId === marketId && l.outcomeId === outcomeId),
      );
      return {
        matchId: m.matchId,
        marketId,
        outcomeId,
        stake: holders.reduce((s, c) => s + c.totalStake, 0),
        coupons: holders.length,
        liability: outcomeLiability(m.coupons, marketId, outcomeId),
      };
    });
    outcomes.sort(byLiability);
    const market: MarketExposure = {
      matchId: m.matchId,
      marketId,
      stake: m.coupons.reduce((s, c) => s + c.totalStake, 0),
      coupons: m.coupons.length,
      liability: outcomes[0]?.liability ?? 0,
      outcomes,
    };
    const match = matches.get(m.matchId) ?? {
      matchId: m.matchId,
      stake: 0,
      coupons: 0,
      liability: 0,
      markets: [],
    };
    match.markets.push(market);
    match.liability += Math.max(0, market.liability);
    matches.set(m.matchId, match);
  }
  for (const match of matches.values()) {
    match.markets.sort(byLiability);
    const held = new Set(match.markets.flatMap((mk) => markets.get(mk.marketId)!.coupons));
    match.coupons = held.size;
    match.stake = [...held].reduce((s, c) => s + c.totalStake, 0);
  }
  return [...matches.values()].sort(byLiability);
}
