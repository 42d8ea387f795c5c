import { MATCH_STATUS, type ExtraPlayScore, type SettlementResult, type WeightedResult } from '@bet/shared';
import { MARKET, type MarketOffer, type MarketQuote } from './market-types.ts';
import { discreteNormal, type DiscreteNormal } from './pricing.ts';
import type { Random } from './random.ts';
import { lazyChances, offerOf, quoteMarkets, type ResultChances } from './quote.ts';

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
  /**
   * A sport played on to a winner (basketball's overtime, baseball's extra innings): the scores
   * its extra play adds to a level final (shared `extraPlay`) and the home side's chance of
   * winning it. Without it a final may be level.
   */
  extraPlay?: { scores: readonly ExtraPlayScore[]; homeChance: number } | undefined;
}

type Score = { home: number; away: number };

/** The margin and the total of the points still to come, each a normal amount on the whole numbers. */
function restSpread(s: PointsModelState): { margin: DiscreteNormal; total: DiscreteNormal } {
  const spread = Math.sqrt(Math.max(0.02, s.remaining));
  return {
    margin: discreteNormal(s.marginMean * s.remaining, s.marginSd * spread),
    total: discreteNormal(s.totalMean * s.remaining, s.totalSd * spread),
  };
}

/** A value drawn from a discrete normal. */
function drawFrom(n: DiscreteNormal, random: Random): number {
  let u = random.next();
  for (let i = 0; i < n.p.length; i++) if ((u -= n.p[i]!) < 0) return n.from + i;
  return n.from + n.p.length - 1;
}

/**
 * One rest of the match drawn at its chance in the model (the simulator plays its matches to
 * it): a total and a margin drawn apart and kept when they fit together as `eachRest` keeps them
 * (same parity, neither side going back), so each fitting rest comes at the weight the prices
 * give it. Extra play is not in it: the simulator plays that on from a level final.
 */
export function drawRest(s: PointsModelState, random: Random): Score {
  const { margin, total } = restSpread(s);
  for (let i = 0; i < 10_000; i++) {
    const t = drawFrom(total, random);
    const d = drawFrom(margin, random);
    if (t >= 0 && Math.abs(d) <= t && (t - d) % 2 === 0) return { home: (t + d) / 2, away: (t - d) / 2 };
  }
  // no rest fits (the last moment of a match): the score stands, as `eachFinal` has it
  return { home: 0, away: 0 };
}

/**
 * The points still to come: their margin and their total are independent normal amounts that
 * shrink as the match runs out, taken on the whole scores each side can still add (a margin and a
 * total of the same parity, neither side going back). Calls `each` with every rest (total t,
 * margin d) and its weight; the weights sum to `Σ` returned.
 */
function eachRest(s: PointsModelState, each: (t: number, d: number, w: number) => void): number {
  const { margin, total } = restSpread(s);
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

/**
 * Every final score with its weight: the score now plus each rest that fits (or the score as it
 * stands when none does, the last moment of a match). A level one, in a sport played on to a
 * winner, is split into the scores its extra play adds, each side winning it at its chance.
 * Returns the sum of the weights.
 */
function eachFinal(s: PointsModelState, each: (score: Score, w: number) => void): number {
  const extra = s.extraPlay;
  const final = (score: Score, w: number) => {
    if (!extra || score.home !== score.away) return each(score, w);
    for (const e of extra.scores) {
      const home = w * extra.homeChance * e.p;
      const away = w * (1 - extra.homeChance) * e.p;
      if (home > 0) each({ home: score.home + e.winner, away: score.away + e.loser }, home);
      if (away > 0) each({ home: score.home + e.loser, away: score.away + e.winner }, away);
    }
  };
  const sum = eachRest(s, (t, d, w) =>
    final({ home: s.score.home + (t + d) / 2, away: s.score.away + (t - d) / 2 }, w),
  );
  if (sum > 0) return sum;
  final(s.score, 1);
  return 1;
}

/** The model's chance of every final score. */
export function pointsModelChances(s: PointsModelState): ResultChances {
  return lazyChances({
    fullTime: () => {
      const out: WeightedResult[] = [];
      const sum = eachFinal(s, (score, w) => out.push({ p: w, result: ended(score) }));
      for (const r of out) r.p /= sum;
      return out;
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
  // By final total and by final margin: the weight, and the likeliest score with it.
  type Reading = { w: number; best: number; score: Score };
  const byTotal = new Map<number, Reading>();
  const byMargin = new Map<number, Reading>();
  const add = (to: Map<number, Reading>, key: number, score: Score, w: number) => {
    const r = to.get(key);
    if (!r) to.set(key, { w, best: w, score });
    else {
      r.w += w;
      if (w > r.best) {
        r.best = w;
        r.score = score;
      }
    }
  };
  const sum = eachFinal(s, (score, w) => {
    add(byTotal, score.home + score.away, score, w);
    add(byMargin, score.home - score.away, score, w);
  });
  const results = (by: Map<number, Reading>) =>
    [...by.values()].map((r): WeightedResult => ({ p: r.w / sum, result: ended(r.score) }));
  return { totals: results(byTotal), margins: results(byMargin) };
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
  return [
    offerOf(MARKET.winner, ''),
    offerOf(MARKET.totalPoints, String(Math.floor(total) + 0.5)),
    offerOf(MARKET.pointHandicap, String(-(Math.round(margin) + 0.5))),
  ];
}

/** Winner, total and handicap priced from one model of the points still to come. */
export function pointsMarkets(s: PointsModelState): MarketQuote[] {
  const { totals, margins } = readings(s);
  return quoteMarkets((typeId) => (READS_TOTAL.includes(typeId) ? totals : margins), pointsModelOffers(s));
}
