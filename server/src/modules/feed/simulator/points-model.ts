import { MATCH_STATUS, type SettlementResult, type WeightedResult } from '@bet/shared';
import { MARKET, type MarketOffer, type MarketQuote } from './market-types.ts';
import { discreteNormal } from './pricing.ts';
import { lazyChances, outcomesOf, quoteMarkets, type ResultChances } from './quote.ts';

/** A sport scored in many points (basketball, handball, volleyball sets...): a normal model of margin and total. */
export interface PointsModelState {
  /** expected final margin (home minus away) and its spread */
  marginMean: number;
  marginSd: number;
  /** expected final total and its spread */
  totalMean: number;
  totalSd: number;
  /** share of the match still to play, 1 before the start */
  remaining: number;
  score: { home: number; away: number };
}

type Score = { home: number; away: number };

/**
 * The points still to come: their margin and their total are independent normal amounts that
 * shrink as the match runs out, taken on the whole scores each side can still add (a margin and a
 * total of the same parity, neither side going back). Calls `each` with every rest (total t,
 * margin d) and its weight; the weights sum to `Σ` returned.
 */
function eachRest(s: PointsModelState, each: (t: number, d: number, w: number) => void): number {
  const spread = Math.sqrt(Math.max(0.02, s.remaining));
  const margin = discreteNormal(s.marginMean * s.remaining, s.marginSd * spread);
  const total = discreteNormal(s.totalMean * s.remaining, s.totalSd * spread);
  const lastMargin = margin.from + margin.p.length - 1;
  let sum = 0;
  for (let t = Math.max(0, total.from); t < total.from + total.p.length; t++) {
    const pt = total.p[t - total.from]!;
    let d = Math.max(-t, margin.from);
    if ((t - d) % 2 !== 0) d++;
    for (; d <= Math.min(t, lastMargin); d += 2) {
      const w = pt * margin.p[d - margin.from]!;
      sum += w;
      each(t, d, w);
    }
  }
  return sum;
}

const ended = (score: Score): SettlementResult => ({ status: MATCH_STATUS.ended, score, halftime: null });
const finalScore = (s: PointsModelState, t: number, d: number): Score => ({
  home: s.score.home + (t + d) / 2,
  away: s.score.away + (t - d) / 2,
});
/** Nothing left that fits (the last moment of a match): the score stands. */
const scoreStands = (s: PointsModelState): WeightedResult[] => [{ p: 1, result: ended(s.score) }];

/** The model's chance of every final score. */
export function pointsModelChances(s: PointsModelState): ResultChances {
  return lazyChances({
    fullTime: () => {
      const out: WeightedResult[] = [];
      const sum = eachRest(s, (t, d, w) => out.push({ p: w, result: ended(finalScore(s, t, d)) }));
      for (const r of out) r.p /= sum;
      return out.length > 0 ? out : scoreStands(s);
    },
  });
}

/**
 * The same chances summed by what a market reads, one result per final total or per final margin
 * (the likeliest score with it): a total line reads only the total, winner and handicap only the
 * margin, so each is priced over a few hundred results instead of every score. The pricing
 * consistency test checks that this pays exactly what the full list of scores pays.
 */
function readings(s: PointsModelState): { totals: WeightedResult[]; margins: WeightedResult[] } {
  // Indexed by total and by margin (offset so the lowest margin is 0): weight, best weight, its pair.
  const byTotal = { w: [] as number[], best: [] as number[], pair: [] as number[] };
  const byMargin = { w: [] as number[], best: [] as number[], pair: [] as number[] };
  // Below any margin: a margin never passes the total, which stays within a few spreads of its mean.
  const low = -Math.ceil(s.totalMean + 10 * s.totalSd) - 1;
  const add = (to: typeof byTotal, key: number, pair: number, w: number) => {
    to.w[key] = (to.w[key] ?? 0) + w;
    if (w > (to.best[key] ?? -1)) {
      to.best[key] = w;
      to.pair[key] = pair;
    }
  };
  const sum = eachRest(s, (t, d, w) => {
    add(byTotal, t, d, w);
    add(byMargin, d - low, t, w);
  });
  if (sum === 0) return { totals: scoreStands(s), margins: scoreStands(s) };
  const results = (by: typeof byTotal, score: (key: number, pair: number) => Score) => {
    const out: WeightedResult[] = [];
    by.w.forEach((w, key) => out.push({ p: w / sum, result: ended(score(key, by.pair[key]!)) }));
    return out;
  };
  return {
    totals: results(byTotal, (t, d) => finalScore(s, t, d)),
    margins: results(byMargin, (d, t) => finalScore(s, t, d + low)),
  };
}

/** Markets of a points sport that read the final total; the others read the final margin. */
const READS_TOTAL: readonly number[] = [MARKET.totalPoints];

/**
 * Winner, total and handicap: the total line is the half line just above the expected total, the
 * home line the half line just beyond the expected margin.
 */
export function pointsModelOffers(s: PointsModelState): MarketOffer[] {
  const margin = s.score.home - s.score.away + s.marginMean * s.remaining;
  const total = s.score.home + s.score.away + s.totalMean * s.remaining;
  const offer = (typeId: number, special: string): MarketOffer => ({
    typeId,
    special,
    outcomes: outcomesOf(typeId),
    cashout: true,
  });
  return [
    offer(MARKET.winner, ''),
    offer(MARKET.totalPoints, String(Math.floor(total) + 0.5)),
    offer(MARKET.pointHandicap, String(-(Math.round(margin) + 0.5))),
  ];
}

/** Winner, total and handicap priced from one model of the points still to come. */
export function pointsMarkets(s: PointsModelState): MarketQuote[] {
  const { totals, margins } = readings(s);
  return quoteMarkets((typeId) => (READS_TOTAL.includes(typeId) ? totals : margins), pointsModelOffers(s));
}
