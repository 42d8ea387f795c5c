import { expect } from '@playwright/test';
import { adminApi } from './shell-page.ts';

/** The simulated world's Premier League, where the specs make their own matches. */
export const PREMIER_LEAGUE = 1011;

export interface MadeFixture {
  id: number;
  markets: Array<{ id: number; outcomes: Array<{ id: number; odd: number }> }>;
}

export interface MatchToMake {
  home: string;
  away: string;
  /** the 1X2 market's odds: home, draw, away */
  odds: [number, number, number];
  /** kick-off from now, in minutes */
  startsInMinutes: number;
}

/**
 * A match of the spec's own, made through the back office's fixture form with one 1X2 market: no
 * other spec bets on it, so what the spec sees on it is its own doing.
 */
export async function handMadeMatch(baseURL: string, match: MatchToMake): Promise<MadeFixture> {
  const admin = await adminApi(baseURL);
  try {
    const res = await admin.post('/api/v1/admin/fixtures', {
      data: {
        tournamentId: PREMIER_LEAGUE,
        homeTeam: match.home,
        awayTeam: match.away,
        matchDate: new Date(Date.now() + match.startsInMinutes * 60_000).toISOString(),
        markets: [{ typeId: 1, odds: match.odds }],
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { fixture: MadeFixture }).fixture;
  } finally {
    await admin.dispose();
  }
}

/** A coupon pick on the fixture's 1X2 market: 0 the home win, 1 the draw, 2 the away win. */
export function pickOf(fixture: MadeFixture, outcome: 0 | 1 | 2 = 0) {
  const market = fixture.markets[0]!;
  const chosen = market.outcomes[outcome]!;
  return { matchId: fixture.id, marketId: market.id, outcomeId: chosen.id, odd: chosen.odd };
}

/**
 * The operator brings the fixture's kick-off a minute into the past: the match has started, so it
 * takes a result (results are refused before kick-off).
 */
export async function kickOff(baseURL: string, fixture: MadeFixture): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    const moved = await admin.patch(`/api/v1/admin/fixtures/${fixture.id}`, {
      data: { matchDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
