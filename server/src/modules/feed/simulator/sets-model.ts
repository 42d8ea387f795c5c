import { MATCH_STATUS, type WeightedResult } from '@bet/shared';
import type { Score } from '../feed-types.ts';
import { MARKET, type MarketOffer, type MarketQuote } from './market-types.ts';
import { lazyChances, offerOf, quoteMarkets, type ResultChances } from './quote.ts';

/**
 * A sport won by sets (tennis, volleyball, table tennis, the esports' maps): each set still to
 * play is won by the home side at one chance, independently, until a side has the sets it needs.
 * The simulator plays its matches the same way, set by set.
 */
export interface SetsModelState {
  /** the sets a side needs (shared `setsToWin`) */
  setsToWin: number;
  /** the home side's chance of winning a set */
  setChance: number;
  /** sets won so far */
  score: Score;
}

/** Every final sets score reachable from the score now, with its chance. */
function finals(s: SetsModelState): WeightedResult[] {
  const { setsToWin: sets, setChance: q } = s;
  const out: WeightedResult[] = [];
  const play = (home: number, away: number, p: number) => {
    if (p === 0) return;
    if (home >= sets || away >= sets) {
      out.push({ p, result: { status: MATCH_STATUS.ended, score: { home, away }, halftime: null } });
      return;
    }
    play(home + 1, away, p * q);
    play(home, away + 1, p * (1 - q));
  };
  play(s.score.home, s.score.away, 1);
  // the same final is reached by several orders of sets: one result each
  const byScore = new Map<string, WeightedResult>();
  for (const r of out) {
    const key = `${r.result.score.home}:${r.result.score.away}`;
    const seen = byScore.get(key);
    if (seen) seen.p += r.p;
    else byScore.set(key, r);
  }
  return [...byScore.values()];
}

/** The model's chance of every final sets score. */
export function setsModelChances(s: SetsModelState): ResultChances {
  return lazyChances({ fullTime: () => finals(s) });
}

/**
 * Winner, total sets and set handicap: the total line is the half line just above the expected
 * number of sets (within the sets a match can last), the handicap gives the favourite -1.5 sets.
 */
export function setsModelOffers(s: SetsModelState): MarketOffer[] {
  const results = finals(s);
  const expected = (f: (score: Score) => number) => results.reduce((a, r) => a + r.p * f(r.result.score), 0);
  const total = expected((x) => x.home + x.away);
  const margin = expected((x) => x.home - x.away);
  const line = Math.min(2 * s.setsToWin - 1.5, Math.max(s.setsToWin + 0.5, Math.floor(total) + 0.5));
  return [
    offerOf(MARKET.winner, ''),
    offerOf(MARKET.totalPoints, String(line)),
    offerOf(MARKET.pointHandicap, margin >= 0 ? '-1.5' : '1.5'),
  ];
}

/** Winner, total sets and set handicap priced from the chance of each set. */
export function setsMarkets(s: SetsModelState): MarketQuote[] {
  const chances = setsModelChances(s);
  return quoteMarkets((_, basis) => chances(basis), setsModelOffers(s));
}
