import {
  MARKET_TYPE,
  marketTypeDefinition,
  outcomeRule,
  parseSpecial,
  setsToWin,
  type SettlementBasis,
  type WeightedResult,
} from '@bet/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalogue.ts';
import { footballMarkets, goalModelChances, type GoalModelState } from './football-model.ts';
import { QUOTED_MARKET_TYPES, type MarketQuote } from './market-types.ts';
import { sportChances, sportMarkets, type SportModelState } from './sport-models.ts';

/** Every market type some generated state of play was quoted with. */
const quoted = new Set<number>();

/**
 * What settlement pays on the model's results, per unit staked: won counts in full, a half win
 * half; a push, and the refunded half of a half win or half loss, leave the stake at risk. The
 * fair chance is what is won over what is at risk.
 */
function settledChance(
  typeId: number,
  special: string,
  outcome: string,
  results: readonly WeightedResult[],
): number {
  const rule = outcomeRule(typeId, special, outcome);
  const share = { won: [1, 0], halfWon: [0.5, 0.5], void: [0, 1], halfLost: [0, 0.5], lost: [0, 0] };
  let all = 0;
  let won = 0;
  let refunded = 0;
  for (const { p, result } of results) {
    const line = rule(result);
    if (line === null) throw new Error(`${typeId} '${special}' ${outcome} does not settle on a model result`);
    all += p;
    won += p * share[line][0]!;
    refunded += p * share[line][1]!;
  }
  return all - refunded > 0 ? won / (all - refunded) : 0;
}

/** Checks every quoted market against the model's results for its basis. */
function expectPricedAsSettled(
  quotes: MarketQuote[],
  results: (basis: SettlementBasis) => readonly WeightedResult[],
) {
  for (const q of quotes) {
    quoted.add(q.typeId);
    const definition = marketTypeDefinition(q.typeId);
    expect(definition, `market type ${q.typeId} has a written meaning in shared`).toBeDefined();
    expect(parseSpecial(q.typeId, q.special), `${q.typeId} '${q.special}' fits its meaning`).not.toBeNull();
    const names = q.outcomes.map((o) => o.name);
    if (q.typeId === MARKET_TYPE.correctScore)
      expect(names.every((n) => /^\d+:\d+$/.test(n) || n === 'Other')).toBe(true);
    else expect(names).toEqual(definition!.outcomes);
    const scores = results(definition!.basis);
    expect(scores.reduce((a, r) => a + r.p, 0)).toBeCloseTo(1, 9);
    for (const o of q.outcomes) {
      const settled = settledChance(q.typeId, q.special, o.name, scores);
      expect(Math.abs(o.p - settled), `${definition!.name} '${q.special}' ${o.name}`).toBeLessThan(1e-9);
    }
  }
}

const score = fc.record({ home: fc.integer({ min: 0, max: 4 }), away: fc.integer({ min: 0, max: 4 }) });

/** A football state before kick-off, in the first half, or in the second with its half-time score. */
const footballState: fc.Arbitrary<GoalModelState> = fc
  .record({
    homeRate: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
    awayRate: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
    phase: fc.constantFrom('pre', 'first', 'second'),
    remaining: fc.double({ min: 0, max: 1, noNaN: true }),
    score,
    firstHalfShare: fc.double({ min: 0, max: 1, noNaN: true }),
    order: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  })
  .map(({ homeRate, awayRate, phase, remaining, score, firstHalfShare, order }) => {
    if (phase === 'pre')
      return { homeRate, awayRate, remaining: 1, score: { home: 0, away: 0 }, firstHalf: true, live: false };
    const halfTime = {
      home: Math.round(score.home * firstHalfShare),
      away: Math.round(score.away * firstHalfShare),
    };
    // Who scored, in some order that adds up to the score.
    const goals: Array<'home' | 'away'> = [];
    const left = { ...score };
    for (const home of order) {
      if (left.home + left.away === 0) break;
      const side = (home && left.home > 0) || left.away === 0 ? 'home' : 'away';
      left[side]--;
      goals.push(side);
    }
    while (left.home-- > 0) goals.push('home');
    while (left.away-- > 0) goals.push('away');
    return phase === 'first'
      ? { homeRate, awayRate, remaining: 0.5 + remaining / 2, score, goals, firstHalf: true, live: true }
      : {
          homeRate,
          awayRate,
          remaining: remaining / 2,
          score,
          goals,
          halfTime,
          firstHalf: false,
          live: true,
        };
  });

const pointsSports = SPORTS.filter((s) => s.model === 'points');

/**
 * A points sport's state: a favourite either way, any moment of the match; a sets sport's score is
 * the sets won so far, short of the winning number.
 */
const pointsState: fc.Arbitrary<SportModelState> = fc
  .record({
    sport: fc.constantFrom(...pointsSports),
    strength: fc.double({ min: -2, max: 2, noNaN: true }),
    remaining: fc.double({ min: 0, max: 1, noNaN: true }),
    played: fc.double({ min: 0, max: 1, noNaN: true }),
    lead: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
  })
  .map(({ sport, strength, remaining, played, lead }) => {
    const sets = setsToWin(sport.id);
    const sofar =
      sets === null
        ? Math.round(sport.totalMean! * (1 - remaining) * played)
        : Math.round((2 * sets - 2) * (1 - remaining) * played);
    let home = Math.max(0, Math.min(sofar, Math.round(sofar / 2 + lead * sofar)));
    if (sets !== null) home = Math.max(sofar - (sets - 1), Math.min(sets - 1, home));
    return {
      sport,
      marginMean: strength * sport.marginSd!,
      remaining,
      score: { home, away: sofar - home },
    };
  });

describe('the simulator prices every market the way settlement pays it', () => {
  it('football and ice hockey: each outcome is the settled chance over the goal model, to 1e-9', () => {
    fc.assert(
      fc.property(footballState, (state) => {
        const chances = goalModelChances(state);
        expectPricedAsSettled(footballMarkets(state), chances);
      }),
      { numRuns: 60 },
    );
  });

  it('points and sets sports: each outcome is the settled chance over every final score of the model, to 1e-9', () => {
    fc.assert(
      fc.property(pointsState, (state) => {
        expectPricedAsSettled(sportMarkets(state), sportChances(state));
      }),
      { numRuns: 60 },
    );
  });

  it('the goal model is one model: every basis holds the same Poisson scores', () => {
    fc.assert(
      fc.property(footballState, (state) => {
        const chances = goalModelChances(state);
        const byScore = (results: readonly WeightedResult[], key: (r: WeightedResult) => string) => {
          const m = new Map<string, number>();
          for (const r of results) m.set(key(r), (m.get(key(r)) ?? 0) + r.p);
          return m;
        };
        const final = (r: WeightedResult) => `${r.result.score.home}:${r.result.score.away}`;
        const fullTime = byScore(chances('fullTime'), final);
        // The final score is the current one plus Poisson goals at each side's rate for what is left.
        const poisson = (rate: number, k: number) => {
          let p = Math.exp(-rate);
          for (let i = 1; i <= k; i++) p = (p * rate) / i;
          return p;
        };
        for (const [key, p] of fullTime) {
          const [h, a] = key.split(':').map(Number) as [number, number];
          const expected =
            poisson(state.homeRate * state.remaining, h - state.score.home) *
            poisson(state.awayRate * state.remaining, a - state.score.away);
          expect(Math.abs(p - expected)).toBeLessThan(1e-6);
        }
        // Next goal splits the same final scores by who scores next.
        const nextGoal = byScore(chances('nextGoal'), final);
        for (const [key, p] of fullTime) expect(Math.abs((nextGoal.get(key) ?? 0) - p)).toBeLessThan(1e-12);
        if (state.firstHalf) {
          // The half-time/full-time joint agrees with both (its tails are cut wider: 1e-4).
          const joint = chances('halfTimeFullTime');
          const jointFinal = byScore(joint, final);
          for (const [key, p] of fullTime)
            expect(Math.abs((jointFinal.get(key) ?? 0) - p)).toBeLessThan(1e-4);
          const ht = (r: WeightedResult) => `${r.result.halftime!.home}:${r.result.halftime!.away}`;
          const halfTime = byScore(chances('halfTime'), ht);
          const jointHalf = byScore(joint, ht);
          for (const [key, p] of halfTime) expect(Math.abs((jointHalf.get(key) ?? 0) - p)).toBeLessThan(1e-4);
        }
      }),
      { numRuns: 40 },
    );
  });

  // Runs after the properties above (tests of a file run in order).
  it('quoted every type the simulator declares, and no other, in the states above', () => {
    expect([...quoted].sort((a, b) => a - b)).toEqual([...QUOTED_MARKET_TYPES].sort((a, b) => a - b));
  });
});
