import { MATCH_STATUS, type SettlementResult, type WeightedResult } from '@bet/shared';
import { MARKET, type MarketOffer, type MarketQuote } from './market-types.ts';
import { goalCounts } from './pricing.ts';
import { lazyChances, offerOf, quoteMarkets, type ResultChances } from './quote.ts';

type Score = { home: number; away: number };

/** What the goal model needs: expected goals over a full match and the state so far. */
export interface GoalModelState {
  homeRate: number;
  awayRate: number;
  /** share of the match still to play, 1 before kick-off */
  remaining: number;
  score: Score;
  halfTime?: Score | undefined;
  /** who scored the goals so far, in order (else read from the score) */
  goals?: ReadonlyArray<'home' | 'away'> | undefined;
  /** in the first half (or before it) */
  firstHalf: boolean;
  live: boolean;
}

/** Share of a match's goals expected in the second half. */
const SECOND_HALF_SHARE = 0.55;
/** Expected corners and cards of a whole match, half to each side. */
const CORNER_RATE = 10.2;
const CARD_RATE = 4.1;
/** Where the half-time/full-time joint cuts each half's goal counts. */
const JOINT_TAIL = 1e-5;
const OVER_UNDER_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];

const T = MARKET;
const add = (a: Score, home: number, away: number): Score => ({ home: a.home + home, away: a.away + away });
const ended = (score: Score, more: Partial<SettlementResult> = {}): SettlementResult => ({
  status: MATCH_STATUS.ended,
  score,
  halftime: null,
  ...more,
});

/**
 * The goal model: each side's goals in the rest of the match are Poisson at its rate, split
 * between the halves, so every basis is a marginal of one model of the match: the final score, the
 * half-time score, both, who scores the next goal, and corners and cards from their own rates.
 */
export function goalModelChances(s: GoalModelState): ResultChances {
  const firstLeft = s.firstHalf ? Math.max(0, s.remaining - SECOND_HALF_SHARE) : 0;
  const secondLeft = s.firstHalf ? Math.min(s.remaining, SECOND_HALF_SHARE) : s.remaining;
  const rest = () => ({
    home: goalCounts(s.homeRate * s.remaining),
    away: goalCounts(s.awayRate * s.remaining),
  });
  const firstHalf = () => ({
    home: goalCounts(s.homeRate * firstLeft),
    away: goalCounts(s.awayRate * firstLeft),
  });
  const grid = (
    c: { home: number[]; away: number[] },
    each: (p: number, home: number, away: number) => void,
  ) => {
    for (const [i, ph] of c.home.entries()) for (const [j, pa] of c.away.entries()) each(ph * pa, i, j);
  };
  const pastGoals = (): Array<'home' | 'away'> =>
    s.goals && s.goals.length === s.score.home + s.score.away
      ? [...s.goals]
      : [...Array<'home'>(s.score.home).fill('home'), ...Array<'away'>(s.score.away).fill('away')];
  const counts = (rate: number, field: 'corners' | 'cards') => () => {
    const out: WeightedResult[] = [];
    const side = goalCounts(rate / 2);
    grid({ home: side, away: side }, (p, i, j) =>
      out.push({ p, result: ended(s.score, { [field]: { home: i, away: j } }) }),
    );
    return out;
  };
  return lazyChances({
    fullTime: () => {
      const out: WeightedResult[] = [];
      grid(rest(), (p, i, j) => out.push({ p, result: ended(add(s.score, i, j)) }));
      return out;
    },
    halfTime: s.firstHalf
      ? () => {
          const out: WeightedResult[] = [];
          grid(firstHalf(), (p, i, j) => {
            const ht = add(s.score, i, j);
            out.push({ p, result: ended(ht, { halftime: ht }) });
          });
          return out;
        }
      : null,
    halfTimeFullTime: s.firstHalf
      ? () => {
          const out: WeightedResult[] = [];
          // Four counts at once: each is cut at a wider tail, or the joint has tens of thousands of results.
          const half = (rate: number) => goalCounts(rate, JOINT_TAIL);
          const first = { home: half(s.homeRate * firstLeft), away: half(s.awayRate * firstLeft) };
          const second = { home: half(s.homeRate * secondLeft), away: half(s.awayRate * secondLeft) };
          grid(first, (p1, i, j) => {
            const ht = add(s.score, i, j);
            grid(second, (p2, k, l) =>
              out.push({ p: p1 * p2, result: ended(add(ht, k, l), { halftime: ht }) }),
            );
          });
          return out;
        }
      : null,
    nextGoal: () => {
      // Goals of a Poisson process come in random order: of i home and j away goals still to
      // come, the first is home's with chance i / (i + j).
      const out: WeightedResult[] = [];
      const past = pastGoals();
      grid(rest(), (p, i, j) => {
        const score = add(s.score, i, j);
        if (i + j === 0) {
          out.push({ p, result: ended(score, { goals: past }) });
          return;
        }
        const after = (first: 'home' | 'away'): Array<'home' | 'away'> => {
          const left = { home: i - (first === 'home' ? 1 : 0), away: j - (first === 'away' ? 1 : 0) };
          return [
            ...past,
            first,
            ...Array<'home'>(left.home).fill('home'),
            ...Array<'away'>(left.away).fill('away'),
          ];
        };
        if (i > 0) out.push({ p: (p * i) / (i + j), result: ended(score, { goals: after('home') }) });
        if (j > 0) out.push({ p: (p * j) / (i + j), result: ended(score, { goals: after('away') }) });
      });
      return out;
    },
    // Only before kick-off: the model does not follow the corners and cards of a running match.
    corners: s.live ? null : counts(CORNER_RATE, 'corners'),
    cards: s.live ? null : counts(CARD_RATE, 'cards'),
  });
}

/**
 * The football markets offered in a state of play: 1X2, double chance, both teams to score,
 * over/under lines above the goals so far, the three-way handicaps '1:0' and '0:1', an Asian
 * handicap on the expected margin, half-time markets while the first half is to play, correct
 * score, corners and cards before kick-off, and next goal and rest of the match live.
 */
export function goalModelOffers(s: GoalModelState): MarketOffer[] {
  const goals = s.score.home + s.score.away;
  const offers: MarketOffer[] = [offerOf(T.matchResult), offerOf(T.doubleChance), offerOf(T.bothTeamsScore)];
  for (const line of OVER_UNDER_LINES) if (line > goals) offers.push(offerOf(T.overUnder, String(line)));
  offers.push(offerOf(T.handicap3Way, '1:0'), offerOf(T.handicap3Way, '0:1'));
  // The home line nearest to the expected final margin, in quarters: whole and quarter lines push
  // or split as settlement says.
  const margin = s.score.home - s.score.away + (s.homeRate - s.awayRate) * s.remaining;
  offers.push(offerOf(T.pointHandicap, String(-Math.round(margin * 4) / 4 || 0)));
  if (s.firstHalf) {
    offers.push(offerOf(T.halfTimeResult));
    if (goals < 1.5) offers.push(offerOf(T.firstHalfOverUnder, '1.5'));
    if (!s.live) offers.push(offerOf(T.halfTimeFullTime, '', false));
  }
  if (!s.live) {
    const scores: string[] = [];
    for (let i = 0; i <= 3; i++) for (let j = 0; j <= 3; j++) scores.push(`${i}:${j}`);
    offers.push({ typeId: T.correctScore, special: '', outcomes: [...scores, 'Other'], cashout: false });
    offers.push(offerOf(T.corners, '9.5'), offerOf(T.cards, '3.5'));
  } else {
    offers.push(offerOf(T.nextGoal, String(goals + 1), false));
    offers.push(offerOf(T.remainingMatch, `${s.score.home}:${s.score.away}`, false));
  }
  return offers;
}

/** Every offered football market priced from the goal model (only `types` when given). */
export function footballMarkets(s: GoalModelState, types?: readonly number[]): MarketQuote[] {
  const offers = goalModelOffers(s).filter((o) => !types || types.includes(o.typeId));
  const chances = goalModelChances(s);
  return quoteMarkets((_, basis) => chances(basis), offers);
}
