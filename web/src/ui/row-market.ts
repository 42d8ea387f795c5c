import { MAIN_MARKET_TYPES, OVER_UNDER_TYPES, mainOverUnderLine, type Market, type Match } from '@bet/shared';

/** Totals markets a row may show under the +/- toggle: the spec's over/under types and the other sports' totals. */
const TOTAL_TYPES = [...OVER_UNDER_TYPES, 87];

export type RowMarketKind = 'main' | 'ou';

/**
 * The market a match row shows: the first main market in the spec's order (1X2 and its kin), or,
 * under the +/- toggle, the over/under line the shared rules choose.
 */
export function rowMarket(
  match: Pick<Match, 'markets' | 'ttype' | 'score'>,
  kind: RowMarketKind,
): Market | undefined {
  if (kind === 'ou') {
    const lines = match.markets.filter((m) => TOTAL_TYPES.includes(m.typeId));
    const live =
      match.ttype === 'L' && match.score ? { goals: match.score.home + match.score.away } : undefined;
    return mainOverUnderLine(lines, live) ?? lines[0];
  }
  for (const type of MAIN_MARKET_TYPES) {
    if (TOTAL_TYPES.includes(type)) continue;
    const m = match.markets.find((x) => x.typeId === type);
    if (m) return m;
  }
  return match.markets.find((m) => !TOTAL_TYPES.includes(m.typeId)) ?? match.markets[0];
}
