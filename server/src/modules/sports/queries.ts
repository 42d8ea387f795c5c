import {
  MAIN_MARKET_TYPES,
  OVER_UNDER_TYPES,
  compareLive,
  inLiveWindow,
  listablePreMatch,
  mainOverUnderLine,
  removedFromLive,
  type LiveQuery,
  type Market,
  type Match,
  type MatchesQuery,
} from '@bet/shared';
import type { ViewMatch } from './sports-view.ts';

/** How far ahead pre-match lists reach by default: the spec's matches_day (30 days). */
export const DEFAULT_MATCHES_DAYS = 30;

/** The contract's Match: the view's own fields stripped, the markets given. */
export function toApiMatch(m: ViewMatch, markets: Market[] = m.markets): Match {
  return {
    id: m.id,
    code: m.code,
    sportId: m.sportId,
    sportName: m.sportName,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    matchDate: m.matchDate,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    ttype: m.ttype,
    status: m.status,
    betStatus: m.betStatus,
    active: m.active,
    iss: m.iss,
    isv: m.isv,
    score: m.score,
    time: m.time,
    oddCount: m.oddCount,
    minTip: m.minTip,
    markets,
  };
}

/** The markets a list shows: the main types, over/under on its main line only. */
export function mainMarkets(m: ViewMatch, types: readonly number[] = MAIN_MARKET_TYPES): Market[] {
  const out: Market[] = [];
  const live = m.ttype === 'L' && m.score ? { goals: m.score.home + m.score.away } : undefined;
  for (const type of types) {
    const ofType = m.markets.filter((mk) => mk.typeId === type);
    if (ofType.length === 0) continue;
    if (OVER_UNDER_TYPES.includes(type)) {
      const line = mainOverUnderLine(ofType, live);
      if (line) out.push(line);
    } else out.push(...ofType);
  }
  return out;
}

function matchesText(m: ViewMatch, keyWord: string): boolean {
  const k = keyWord.toLocaleLowerCase('tr');
  return [m.homeTeam, m.awayTeam, m.tournamentName, m.categoryName].some((s) =>
    s.toLocaleLowerCase('tr').includes(k),
  );
}

function filterBy(
  m: ViewMatch,
  q: {
    sportId?: number | undefined;
    categoryId?: number | undefined;
    tournamentId?: number | undefined;
    keyWord?: string | undefined;
  },
): boolean {
  return (
    (q.sportId === undefined || m.sportId === q.sportId) &&
    (q.categoryId === undefined || m.categoryId === q.categoryId) &&
    (q.tournamentId === undefined || m.tournamentId === q.tournamentId) &&
    (q.keyWord === undefined || matchesText(m, q.keyWord))
  );
}

/** Pre-match matches in a window: not started, date not passed, inside [from, to]. */
export function preMatches(
  all: Iterable<ViewMatch>,
  q: Pick<MatchesQuery, 'from' | 'to' | 'sportId' | 'categoryId' | 'tournamentId' | 'keyWord' | 'highlights'>,
  now: number,
): ViewMatch[] {
  const from = Math.max(q.from ?? now, now);
  const to = q.to ?? now + DEFAULT_MATCHES_DAYS * 24 * 3600_000;
  const out: ViewMatch[] = [];
  for (const m of all) {
    if (m.ttype !== 'N' || m.result || !listablePreMatch(m, now)) continue;
    const t = Date.parse(m.matchDate);
    if (t < from || t > to) continue;
    if (q.highlights === '1' && !m.top) continue;
    if (filterBy(m, q)) out.push(m);
  }
  return out.sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id);
}

/** Live matches: flagged live or started within 150 minutes, not ended, ordered by time or league. */
export function liveMatches(
  all: Iterable<ViewMatch>,
  q: Pick<LiveQuery, 'sportId' | 'categoryId' | 'tournamentId' | 'keyWord' | 'order'>,
  now: number,
): ViewMatch[] {
  const out: ViewMatch[] = [];
  for (const m of all) {
    if (m.ttype !== 'L' || m.result || removedFromLive(m, now) || !inLiveWindow(m, now)) continue;
    if (filterBy(m, q)) out.push(m);
  }
  return out.sort(compareLive(q.order));
}

/** Counts per key for the browse lists (sports, categories, tournaments). */
export function countBy<K>(
  matches: readonly ViewMatch[],
  key: (m: ViewMatch) => K,
): Map<K, { first: ViewMatch; count: number }> {
  const out = new Map<K, { first: ViewMatch; count: number }>();
  for (const m of matches) {
    const k = key(m);
    const entry = out.get(k);
    if (entry) entry.count++;
    else out.set(k, { first: m, count: 1 });
  }
  return out;
}
