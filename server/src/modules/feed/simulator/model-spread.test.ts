import { describe, expect, it } from 'vitest';
import { SPORTS, type SportDef } from './catalogue.ts';
import { Simulator, type PastMatch } from './simulator.ts';
import { sportChances } from './sport-models.ts';

/**
 * The simulated matches end as the model their odds are made from says: over many seeded matches
 * of each sport, the final total and margin (home minus away) of each match, measured in its own
 * model's spread (its z-score), average about 0 with a spread about 1. A simulator whose scores
 * spread less than the model (basketball totals 5 points apart where the prices assume 16) gives
 * z-scores spread far under 1, and totals and handicaps are priced against what never happens.
 */

const NOW = Date.parse('2026-11-22T12:00:00Z');
/** Matches per tournament; the tolerances are over three standard errors at this many matches. */
const PER_TOURNAMENT = 150;
const MEAN_TOLERANCE = 0.25;
const SD_TOLERANCE = 0.18;

type Moments = { total: [number, number]; margin: [number, number] };

const meanSd = (pairs: ReadonlyArray<[number, number]>): [number, number] => {
  const mean = pairs.reduce((a, [x, p]) => a + p * x, 0);
  const variance = pairs.reduce((a, [x, p]) => a + p * (x - mean) ** 2, 0);
  return [mean, Math.sqrt(variance)];
};

/** The mean and spread of the final total and margin in a match's pre-match model. */
function modelMoments(sport: SportDef, model: PastMatch['model']): Moments {
  if (sport.model === 'goals') {
    // each side's goals are Poisson at its rate
    const sum = model.homeRate + model.awayRate;
    return { total: [sum, Math.sqrt(sum)], margin: [model.homeRate - model.awayRate, Math.sqrt(sum)] };
  }
  const finals = sportChances({
    sport,
    marginMean: model.marginMean,
    remaining: 1,
    score: { home: 0, away: 0 },
  })('fullTime');
  return {
    total: meanSd(finals.map((r) => [r.result.score.home + r.result.score.away, r.p])),
    margin: meanSd(finals.map((r) => [r.result.score.home - r.result.score.away, r.p])),
  };
}

describe("the simulator's matches follow the model their odds are made from", () => {
  it('final totals and margins of every sport spread as the pricing model says', () => {
    const past = Simulator.past(31, NOW, 1, PER_TOURNAMENT);
    const problems: string[] = [];
    const seen: string[] = [];
    for (const sport of SPORTS) {
      const cache = new Map<number, Moments>();
      const z = { total: [] as number[], margin: [] as number[] };
      for (const p of past) {
        if (p.fixture.kind !== 'fixture' || p.fixture.fixture.sportId !== sport.id) continue;
        const result = p.finish.find((m) => m.kind === 'result');
        if (result?.kind !== 'result') continue;
        const key = sport.model === 'goals' ? p.model.homeRate * 1e3 + p.model.awayRate : p.model.marginMean;
        let moments = cache.get(key);
        if (!moments) cache.set(key, (moments = modelMoments(sport, p.model)));
        const { home, away } = result.result.score;
        z.total.push((home + away - moments.total[0]) / moments.total[1]);
        z.margin.push((home - away - moments.margin[0]) / moments.margin[1]);
      }
      for (const what of ['total', 'margin'] as const) {
        const [mean, sd] = meanSd(z[what].map((x) => [x, 1 / z[what].length]));
        seen.push(`${sport.name} ${what}: z mean ${mean.toFixed(2)} sd ${sd.toFixed(2)} (${z[what].length})`);
        if (z[what].length < PER_TOURNAMENT) problems.push(`${sport.name}: too few matches`);
        if (Math.abs(mean) > MEAN_TOLERANCE || Math.abs(sd - 1) > SD_TOLERANCE)
          problems.push(`${sport.name} ${what}: z-scores mean ${mean.toFixed(2)}, sd ${sd.toFixed(2)}`);
      }
    }
    expect(problems, seen.join('\n')).toEqual([]);
  }, 120_000);
});
