import { hasNoDraw, isFinalScore, outcomeRule, setsToWin, type WeightedResult } from '@bet/shared';
import { describe, expect, it } from 'vitest';
import type { FeedMessage, Score } from '../feed-types.ts';
import { SPORTS } from './catalogue.ts';
import { MARKET } from './market-types.ts';
import { Simulator } from './simulator.ts';
import { sportChances } from './sport-models.ts';

/**
 * The simulator's prices and its results follow the same format of each sport (shared
 * sport-format): a final the results never give is never priced, and over many seeded matches
 * what the pre-match odds say matches what happened.
 */

const NOW = Date.parse('2026-11-22T12:00:00Z');
const pointsSports = SPORTS.filter((s) => s.model === 'points');
const level = (s: Score) => s.home === s.away;

/** Scores a match of the sport can stand at while it is played: sets short of the winning number. */
function scoresInPlay(sportId: number, totalMean: number): Score[] {
  const sets = setsToWin(sportId);
  const out: Score[] = [];
  if (sets !== null) {
    for (let h = 0; h < sets; h++) for (let a = 0; a < sets; a++) out.push({ home: h, away: a });
    return out;
  }
  for (const share of [0, 0.3, 0.6, 0.95])
    for (const lead of [-0.2, 0, 0.1]) {
      const sofar = Math.round(totalMean * share);
      const home = Math.max(0, Math.min(sofar, Math.round(sofar / 2 + lead * sofar)));
      out.push({ home, away: sofar - home });
    }
  return out;
}

describe("the simulator's pricing and results follow each sport's format", () => {
  it('prices no final score the sport cannot end with: never a level one where there is no draw', () => {
    const problems: string[] = [];
    for (const sport of pointsSports) {
      for (const strength of [-1.6, 0, 0.7])
        for (const remaining of [1, 0.4, 0.02, 0])
          for (const score of scoresInPlay(sport.id, sport.totalMean!)) {
            const marginMean = (strength * 2 + 0.3) * sport.marginSd! * 0.6;
            const results: readonly WeightedResult[] = sportChances({ sport, marginMean, remaining, score })(
              'fullTime',
            );
            const total = results.reduce((a, r) => a + r.p, 0);
            if (Math.abs(total - 1) > 1e-9) problems.push(`${sport.name}: chances sum to ${total}`);
            const drawn = results.filter((r) => level(r.result.score)).reduce((a, r) => a + r.p, 0);
            if (hasNoDraw(sport.id) && drawn > 0)
              problems.push(`${sport.name} ${JSON.stringify(score)} ${remaining}: draw priced at ${drawn}`);
            const impossible = results.find((r) => r.p > 0 && !isFinalScore(sport.id, r.result.score));
            if (impossible)
              problems.push(
                `${sport.name} ${JSON.stringify(score)}: priced ${JSON.stringify(impossible.result.score)}`,
              );
          }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('plays live scores forward to the final: never back, sets one at a time, and a final the sport can end with', () => {
    const problems: string[] = [];
    const finals = new Map<number, number>();
    for (const seed of [3]) {
      // a minute of play a tick, for six hours: every match starting in the first hours is played out
      const sim = new Simulator({ seed, speed: 1, matchesPerTournament: 24 });
      const messages: FeedMessage[] = sim.initialMessages(NOW);
      for (let i = 1; i <= 6 * 60; i++) messages.push(...sim.tick(NOW + i * 60_000));
      const sportOf = new Map<number, number>();
      const last = new Map<number, { score: Score; periods: number }>();
      for (const m of messages) {
        if (m.kind === 'fixture') sportOf.set(m.matchId, m.fixture.sportId);
        const sportId = sportOf.get(m.matchId)!;
        const sets = setsToWin(sportId);
        const name = `${sportId} #${m.matchId}`;
        if (m.kind === 'state' && m.state.score) {
          const { score } = m.state;
          const before = last.get(m.matchId);
          if (before && (score.home < before.score.home || score.away < before.score.away))
            problems.push(
              `${name} went back from ${JSON.stringify(before.score)} to ${JSON.stringify(score)}`,
            );
          if (sets !== null) {
            // the score is the sets won, each period a set: the score counts every set played so far
            const periods = m.state.periods ?? [];
            if (periods.length !== score.home + score.away)
              problems.push(`${name} shows ${score.home}-${score.away} after ${periods.length} sets`);
            if (periods.some((p) => p.home + p.away !== 1))
              problems.push(`${name} sets ${JSON.stringify(periods)}`);
            // a minute a tick is shorter than any set: sets come one at a time
            if (before && score.home + score.away > before.score.home + before.score.away + 1)
              problems.push(
                `${name} jumped from ${JSON.stringify(before.score)} to ${JSON.stringify(score)}`,
              );
          }
          last.set(m.matchId, { score, periods: (m.state.periods ?? []).length });
        }
        if (m.kind === 'result') {
          const shown = last.get(m.matchId)?.score;
          const { score } = m.result;
          if (shown && (shown.home !== score.home || shown.away !== score.away))
            problems.push(`${name} last showed ${JSON.stringify(shown)}, ended ${JSON.stringify(score)}`);
          if (!isFinalScore(sportId, score)) problems.push(`${name} ended ${score.home}-${score.away}`);
          finals.set(sportId, (finals.get(sportId) ?? 0) + 1);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // every sport had matches played to the end
    for (const sport of SPORTS) expect(finals.get(sport.id) ?? 0, sport.name).toBeGreaterThanOrEqual(3);
  });

  it('pre-match odds of the sports without a draw agree with how their matches end', () => {
    const past = Simulator.past(21, NOW, 6, 30);
    const problems: string[] = [];
    for (const sport of pointsSports.filter((s) => hasNoDraw(s.id))) {
      // by market type: the chance the odds give the first outcome, and how often it won
      const tally = new Map<number, { priced: number; won: number; variance: number; n: number }>();
      for (const p of past) {
        if (p.fixture.kind !== 'fixture' || p.fixture.fixture.sportId !== sport.id) continue;
        const result = p.finish.find((m) => m.kind === 'result');
        if (result?.kind !== 'result') continue;
        for (const market of p.fixture.fixture.markets) {
          const settled = outcomeRule(market.typeId, market.special, market.outcomes[0]!.name)(result.result);
          if (settled !== 'won' && settled !== 'lost') continue;
          // the fair chance behind the odds: the margin comes off in proportion
          const implied = market.outcomes.map((o) => 1 / o.odd);
          const first = implied[0]! / implied.reduce((a, x) => a + x, 0);
          const t = tally.get(market.typeId) ?? { priced: 0, won: 0, variance: 0, n: 0 };
          t.priced += first;
          t.variance += first * (1 - first);
          t.won += settled === 'won' ? 1 : 0;
          t.n++;
          tally.set(market.typeId, t);
        }
      }
      if ((tally.get(MARKET.winner)?.n ?? 0) < 150) problems.push(`${sport.name}: too few matches`);
      // what the odds expect, within four standard deviations of chance (and the odds' rounding)
      for (const [typeId, t] of tally)
        if (Math.abs(t.won - t.priced) > 4 * Math.sqrt(t.variance) + t.n * 0.01)
          problems.push(
            `${sport.name} market ${typeId}: odds expect ${t.priced.toFixed(1)} of ${t.n} to win, ${t.won} did`,
          );
    }
    expect(problems).toEqual([]);
  });
});
