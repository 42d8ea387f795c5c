import { resolveLine, MARKET_TYPE, type SettlementResult } from '@bet/shared';
import { describe, expect, it } from 'vitest';
import { footballMarkets } from './football-model.ts';

/** Poisson chances of 0..max goals, written out here so the check does not lean on the model's code. */
function poissonPmf(rate: number, max: number): number[] {
  const out = [Math.exp(-rate)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * rate) / k);
  return out;
}

const ended = (home: number, away: number): SettlementResult => ({
  status: 'ended',
  score: { home, away },
  halftime: null,
});

describe('the three-way handicap means the same to pricing and to settlement', () => {
  it('"1:0 – 1" is priced as the bet settlement pays: the home side wins with a goal head start', () => {
    const state = {
      homeRate: 1.6,
      awayRate: 1.1,
      remaining: 1,
      score: { home: 0, away: 0 },
      firstHalf: true,
      live: false,
    };
    const quote = footballMarkets(state).find((m) => m.typeId === 14 && m.special === '1:0')!;
    // The reported case: a 1:1 draw settles "1:0 – 1" as won.
    expect(resolveLine(MARKET_TYPE.handicap3Way, '1:0', '1', ended(1, 1))).toBe('won');
    // So its price is the chance of every score settlement calls won for it.
    const home = poissonPmf(state.homeRate, 30);
    const away = poissonPmf(state.awayRate, 30);
    let won = 0;
    for (let i = 0; i <= 30; i++)
      for (let j = 0; j <= 30; j++)
        if (resolveLine(MARKET_TYPE.handicap3Way, '1:0', '1', ended(i, j)) === 'won')
          won += home[i]! * away[j]!;
    expect(quote.outcomes.find((o) => o.name === '1')!.p).toBeCloseTo(won, 5);
  });
});
