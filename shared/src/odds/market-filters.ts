import type { Market } from '../api/sports.ts';
import { MAIN_MARKET_TYPES } from './lines.ts';

/**
 * The odds filter of the match detail (section 2: "odds filter"). Section 9 names the groups:
 * "Over/under, handicap, corners and cards market id lists are fixed (contents not shown)"; the
 * contents below are ours, the market types our feed offers in each group. `main` is the main
 * markets of section 9 and `other` everything no group names.
 */
export const MARKET_FILTERS = ['all', 'main', 'overUnder', 'handicap', 'corners', 'cards', 'other'] as const;
export type MarketFilter = (typeof MARKET_FILTERS)[number];

/**
 * "market 10435 sorts first on filter 3". We count the filters in the order above from 0 (all),
 * so filter 3 is handicap, and 10435 is one of its markets.
 */
export const FIRST_ON_HANDICAP = 10435;

const GROUP_TYPES: Record<'overUnder' | 'handicap' | 'corners' | 'cards', readonly number[]> = {
  overUnder: [18, 68, 87],
  handicap: [14, 90, FIRST_ON_HANDICAP],
  corners: [166],
  cards: [139],
};
const NAMED_TYPES = new Set([...MAIN_MARKET_TYPES, ...Object.values(GROUP_TYPES).flat()]);

export const isMarketFilter = (v: unknown): v is MarketFilter =>
  typeof v === 'string' && (MARKET_FILTERS as readonly string[]).includes(v);

function inFilter(typeId: number, filter: MarketFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'main':
      return MAIN_MARKET_TYPES.includes(typeId);
    case 'other':
      return !NAMED_TYPES.has(typeId);
    default:
      return GROUP_TYPES[filter].includes(typeId);
  }
}

/** The markets a filter shows, in their order, except that market 10435 leads the handicap filter. */
export function filterMarkets<M extends Pick<Market, 'typeId'>>(
  markets: readonly M[],
  filter: MarketFilter,
): M[] {
  const shown = markets.filter((m) => inFilter(m.typeId, filter));
  if (filter !== 'handicap') return shown;
  return [
    ...shown.filter((m) => m.typeId === FIRST_ON_HANDICAP),
    ...shown.filter((m) => m.typeId !== FIRST_ON_HANDICAP),
  ];
}

/** The filters worth offering for these markets: 'all' always, every other one only when it shows something. */
export function availableFilters(markets: readonly Pick<Market, 'typeId'>[]): MarketFilter[] {
  return MARKET_FILTERS.filter((f) => f === 'all' || markets.some((m) => inFilter(m.typeId, f)));
}
