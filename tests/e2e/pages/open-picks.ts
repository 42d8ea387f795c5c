import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pickFromMatch, type Match, type SlipPick } from '@bet/shared';

type Market = Match['markets'][number];
type Outcome = Market['outcomes'][number];

/** A pick as the coupon request names it. */
export interface CouponPick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
}

export interface PickChoice {
  /** live matches, the latest started first: /live lists the oldest first, and the simulator ends those first */
  live?: boolean;
  /** pre-match matches that start last first: no other spec bets on them or calls them off */
  latest?: boolean;
  /** the most matches a chosen match may ask a coupon to hold (its minTip); by default the count */
  minTip?: number;
  /** matches to leave out */
  except?: readonly number[];
}

/** Open for bets now, and shown: a market or an outcome a tap could choose. */
const takesBets = (x: { active: boolean; iss: boolean; isv: boolean }) => x.active && !x.iss && x.isv;

/**
 * `count` picks of different matches, the first open market's first open outcome above 1.05 of
 * each, as taps would choose them; pre-match matches start at least 30 minutes after the test.
 */
export async function openMatchPicks(
  api: APIRequestContext,
  count: number,
  choice: PickChoice = {},
): Promise<Array<{ match: Match; market: Market; outcome: Outcome }>> {
  const { live = false, latest = false, minTip = count, except = [] } = choice;
  const res = await api.get(live ? '/api/v1/live?limit=500' : '/api/v1/matches?limit=200');
  const { results } = (await res.json()) as { results: Match[] };
  const soon = Date.now() + 30 * 60_000;
  const picks: Array<{ match: Match; market: Market; outcome: Outcome }> = [];
  for (const match of latest || live ? [...results].reverse() : results) {
    if (picks.length === count) break;
    if (!match.active || match.betStatus !== 'started' || match.minTip > minTip) continue;
    if (except.includes(match.id)) continue;
    if (live ? match.ttype !== 'L' : match.ttype !== 'N' || Date.parse(match.matchDate) < soon) continue;
    const market = match.markets.find(takesBets);
    const outcome = market?.outcomes.find((o) => takesBets(o) && o.odd > 1.05);
    if (market && outcome) picks.push({ match, market, outcome });
  }
  expect(picks, 'open picks').toHaveLength(count);
  return picks;
}

/** `count` open picks (openMatchPicks) as a coupon request names them. */
export async function openPicks(
  api: APIRequestContext,
  count: number,
  choice: PickChoice = {},
): Promise<CouponPick[]> {
  return (await openMatchPicks(api, count, choice)).map(({ match, market, outcome }) => ({
    matchId: match.id,
    marketId: market.id,
    outcomeId: outcome.id,
    odd: outcome.odd,
  }));
}

/**
 * Puts `count` open picks (openMatchPicks) in the page's stored slip, as tapping their odds would;
 * the slip shows them once the page is (re)loaded.
 */
export async function fillSlip(page: Page, count: number, choice: PickChoice = {}): Promise<void> {
  const picks: SlipPick[] = (await openMatchPicks(page.request, count, choice)).map(
    ({ match, market, outcome }) => pickFromMatch(match, market, outcome, Date.now()),
  );
  await page.evaluate((picks) => {
    const state = { slip: { picks, system: [], stake: 0 }, lastCoupon: null, pending: null, checking: false };
    localStorage.setItem('betslip', JSON.stringify({ state, version: 1 }));
  }, picks);
}
