import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalogue.ts';
import { MARKET } from './market-types.ts';
import { Simulator } from './simulator.ts';

/**
 * Pre-match prices of many generated matches: every match offers its main markets (the winner or
 * 1X2, the main total and handicap lines), their odds stay in the range an ordinary match is
 * priced in, and every market carries the margin the book is configured with: no odd pushed to
 * a floor or a cap that takes the margin away (or adds to it).
 */

const NOW = Date.parse('2026-11-22T12:00:00Z');
/** The range a main market of an ordinary match is priced in. */
const LOWEST = 1.05;
const HIGHEST = 15;
/** Odds are rounded down to two decimals: the margin may exceed the configured one by this much. */
const ROUNDING = 0.02;
/** Long shots: their tails are capped at the highest odd, so they carry more margin, never less. */
const LONG_SHOTS: readonly number[] = [MARKET.correctScore, MARKET.halfTimeFullTime];

describe('pre-match prices of the simulated world', () => {
  it('every match offers its main markets at odds in a sensible range, each market at the configured margin', () => {
    const problems = new Set<string>();
    for (const [seed, margin] of [
      [1, undefined],
      [2, 0.08],
      [3, undefined],
    ] as const) {
      const configured = margin ?? 0.06;
      const sim = new Simulator({ seed, speed: 60, matchesPerTournament: 20, margin });
      for (const message of sim.initialMessages(NOW)) {
        if (message.kind !== 'fixture' || message.fixture.matchDate < NOW) continue;
        const f = message.fixture;
        const sport = SPORTS.find((s) => s.id === f.sportId)!;
        const main: readonly number[] =
          sport.model === 'goals'
            ? [MARKET.matchResult, MARKET.overUnder]
            : [MARKET.winner, MARKET.totalPoints, MARKET.pointHandicap];
        for (const typeId of main)
          if (!f.markets.some((m) => m.typeId === typeId))
            problems.add(`${sport.name}: a match without market ${typeId}`);
        for (const market of f.markets) {
          const odds = market.outcomes.map((o) => o.odd);
          const isMain =
            market.typeId === MARKET.matchResult ||
            (sport.model === 'points' && main.includes(market.typeId)) ||
            (market.typeId === MARKET.overUnder && market.special === '2.5');
          if (isMain && odds.some((o) => o < LOWEST || o > HIGHEST))
            problems.add(`${sport.name} market ${market.typeId} '${market.special}': odds ${odds.join(' ')}`);
          // a double chance's outcomes overlap: their chances sum to 2
          const sure = market.typeId === MARKET.doubleChance ? 2 : 1;
          const implied = odds.reduce((a, o) => a + 1 / o, 0) / sure - 1;
          const least = configured - (LONG_SHOTS.includes(market.typeId) ? 0 : 1e-9);
          const most = LONG_SHOTS.includes(market.typeId) ? Infinity : configured + ROUNDING;
          if (implied < least || implied > most)
            problems.add(
              `${sport.name} market ${market.typeId} '${market.special}': margin ${implied.toFixed(3)}, configured ${configured}`,
            );
        }
      }
    }
    expect([...problems].slice(0, 30)).toEqual([]);
  }, 120_000);
});
