import { describe, expect, it } from 'vitest';
import { availableFilters, filterMarkets, isMarketFilter, MARKET_FILTERS } from './market-filters.ts';

const m = (id: number, typeId: number) => ({ id, typeId });
// 1X2, double chance, over/under, 1st half over/under, handicap, both teams to score, corners, cards
const markets = [m(1, 1), m(2, 10), m(3, 18), m(4, 68), m(5, 14), m(6, 29), m(7, 166), m(8, 139)];

describe('the odds filter of the match detail (section 2 "odds filter", section 9 market id lists)', () => {
  it('"all" shows every market in its order', () => {
    expect(filterMarkets(markets, 'all').map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('"market ids 1, 14, 65, 87, 18, 68, 90 are main markets"', () => {
    expect(filterMarkets(markets, 'main').map((x) => x.id)).toEqual([1, 3, 4, 5]);
  });

  it('"Over/under, handicap, corners and cards market id lists are fixed": each filter narrows to its list', () => {
    expect(filterMarkets(markets, 'overUnder').map((x) => x.id)).toEqual([3, 4]);
    expect(filterMarkets(markets, 'handicap').map((x) => x.id)).toEqual([5]);
    expect(filterMarkets(markets, 'corners').map((x) => x.id)).toEqual([7]);
    expect(filterMarkets(markets, 'cards').map((x) => x.id)).toEqual([8]);
  });

  it('"other" holds what no named group holds', () => {
    expect(filterMarkets(markets, 'other').map((x) => x.id)).toEqual([2, 6]);
  });

  it('"market 10435 sorts first on filter 3" (filter 3 = handicap, counting from all = 0)', () => {
    expect(MARKET_FILTERS[3]).toBe('handicap');
    const withAsian = [m(1, 14), m(2, 90), m(3, 10435)];
    expect(filterMarkets(withAsian, 'handicap').map((x) => x.id)).toEqual([3, 1, 2]);
    // the other filters keep the feed's order
    expect(filterMarkets(withAsian, 'all').map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('offers "all" always and the other filters only when they show something', () => {
    expect(availableFilters([m(1, 1), m(2, 18)])).toEqual(['all', 'main', 'overUnder']);
    expect(availableFilters([])).toEqual(['all']);
    expect(availableFilters(markets)).toEqual([...MARKET_FILTERS]);
  });

  it('recognises filter names from a query', () => {
    expect(isMarketFilter('cards')).toBe(true);
    expect(isMarketFilter('goals')).toBe(false);
    expect(isMarketFilter(undefined)).toBe(false);
  });
});
