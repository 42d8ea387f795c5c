import { MAIN_MARKET_TYPES, OVER_UNDER_TYPES, mainOverUnderLine, type Market, type Match } from '@bet/shared';

/** Totals markets a row may show under the +/- toggle: the spec's over/under types and the other sports' totals. */
const TOTAL_TYPES = [...OVER_UNDER_TYPES, 87];

/**
 * What a row shows: 'main' (the first main market), 'ou' (the over/under line), or one market type
 * chosen in the odds-type dropdown of the live list.
 */
export type RowMarketKind = 'main' | 'ou' | number;

type RowMatch = Pick<Match, 'markets' | 'ttype' | 'score'>;

/** The over/under line the shared rules choose among these lines (the live goals count when live). */
function overUnderLine(match: RowMatch, lines: Market[]): Market | undefined {
  const live =
    match.ttype === 'L' && match.score ? { goals: match.score.home + match.score.away } : undefined;
  return mainOverUnderLine(lines, live) ?? lines[0];
}

/**
 * The market a match row shows: the first main market in the spec's order (1X2 and its kin), or,
 * under the +/- toggle, the over/under line the shared rules choose, or the market of the chosen
 * type (its main line when the type is an over/under one).
 */
export function rowMarket(match: RowMatch, kind: RowMarketKind): Market | undefined {
  if (typeof kind === 'number') {
    const ofType = match.markets.filter((m) => m.typeId === kind);
    return OVER_UNDER_TYPES.includes(kind) ? overUnderLine(match, ofType) : ofType[0];
  }
  if (kind === 'ou')
    return overUnderLine(
      match,
      match.markets.filter((m) => TOTAL_TYPES.includes(m.typeId)),
    );
  for (const type of MAIN_MARKET_TYPES) {
    if (TOTAL_TYPES.includes(type)) continue;
    const m = match.markets.find((x) => x.typeId === type);
    if (m) return m;
  }
  return match.markets.find((m) => !TOTAL_TYPES.includes(m.typeId)) ?? match.markets[0];
}

/**
 * The choices of the odds-type dropdown for a list: every market type its rows carry, once, in
 * the spec's order of the main markets ("market ids 1, 14, 65, 87, 18, 68, 90 are main markets"),
 * named as the feed names them.
 */
export function rowMarketTypes(
  matches: readonly Pick<Match, 'markets'>[],
): { typeId: number; name: string }[] {
  const names = new Map<number, string>();
  for (const match of matches)
    for (const m of match.markets) if (!names.has(m.typeId)) names.set(m.typeId, m.name);
  const rank = (t: number) => {
    const i = MAIN_MARKET_TYPES.indexOf(t);
    return i < 0 ? MAIN_MARKET_TYPES.length : i;
  };
  return [...names]
    .sort(([a], [b]) => rank(a) - rank(b) || a - b)
    .map(([typeId, name]) => ({ typeId, name }));
}
