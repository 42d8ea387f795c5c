import { describe, expect, it } from 'vitest';
import { Market, Match, Outcome } from '../api/sports.ts';
import { pickFromMatch } from './from-match.ts';
import { isLocked } from './lock.ts';

const base = () =>
  Match.parse({
    id: 7,
    code: 'A12',
    sportId: 1,
    sportName: 'Football',
    categoryId: 2,
    categoryName: 'England',
    tournamentId: 3,
    tournamentName: 'Premier League',
    matchDate: '2026-11-22T18:00:00Z',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    homeTeamId: 11,
    awayTeamId: 12,
    ttype: 'N',
    status: 'not_started',
    betStatus: 'started',
    active: true,
    iss: false,
    isv: true,
    score: null,
    time: null,
    oddCount: 1,
    minTip: 2,
    markets: [
      {
        id: 70,
        typeId: 1,
        name: '1X2',
        special: '',
        active: true,
        iss: false,
        isv: true,
        cashout: true,
        outcomes: [{ id: 700, name: '1', odd: 1.85, active: true, iss: false, isv: true }],
      },
    ],
  });

describe('pickFromMatch', () => {
  it('builds a pick from contract objects (validated by the shared zod schema)', () => {
    const match = base();
    const market = match.markets[0]!;
    const p = pickFromMatch(match, market, market.outcomes[0]!, 123);
    expect(p).toMatchObject({
      matchId: 7,
      marketId: 70,
      outcomeId: 700,
      odd: 1.85,
      addedAt: 123,
      banker: false,
    });
    expect(p.match).toMatchObject({ home: 'Arsenal', away: 'Chelsea', minTip: 2, ttype: 'N' });
    expect(isLocked(p)).toBe(false);
    expect(p.outcome.limits).toBeUndefined();
  });

  it("carries the outcome's own limits in minor units", () => {
    const outcome = Outcome.parse({
      id: 1,
      name: '1',
      odd: 2,
      active: true,
      iss: false,
      isv: true,
      limits: {
        singleMinStake: 1,
        singleMaxStake: 250,
        singleMaxPay: 12_500,
        kombiMinStake: 0.5,
        kombiMaxStake: 100,
        kombiMaxPay: 5000.25,
      },
    });
    const market = Market.parse({
      id: 2,
      typeId: 1,
      name: '1X2',
      special: '',
      active: true,
      iss: false,
      isv: true,
      cashout: false,
      outcomes: [outcome],
    });
    const p = pickFromMatch({ ...base(), markets: [market] }, market, outcome, 0);
    expect(p.outcome.limits).toEqual({
      singleMinStake: 100,
      singleMaxStake: 25_000,
      singleMaxPay: 1_250_000,
      kombiMinStake: 50,
      kombiMaxStake: 10_000,
      kombiMaxPay: 500_025,
    });
  });
});
