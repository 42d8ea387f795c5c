import { describe, expect, it } from 'vitest';
import type { Market } from '@bet/shared';
import { rowMarket, rowMarketTypes } from './row-market.ts';

const market = (id: number, typeId: number, special = '', overOdd = 1.9): Market => ({
  id,
  typeId,
  name: `m${id}`,
  special,
  active: true,
  iss: false,
  isv: true,
  cashout: true,
  outcomes: [
    { id: id * 10, name: 'Over', odd: overOdd, active: true, iss: false, isv: true },
    { id: id * 10 + 1, name: 'Under', odd: 1.9, active: true, iss: false, isv: true },
  ],
});

describe('the market a match row shows', () => {
  it('takes the first main market in the spec order, never a totals line', () => {
    const m = {
      ttype: 'N' as const,
      score: null,
      markets: [market(1, 18, '2.5'), market(2, 14), market(3, 1)],
    };
    expect(rowMarket(m, 'main')?.id).toBe(3);
  });

  it('under the +/- toggle takes the over/under line the shared rules choose', () => {
    const m = {
      ttype: 'N' as const,
      score: null,
      markets: [
        market(1, 1),
        market(2, 18, '1.5', 1.2),
        market(3, 18, '2.5', 1.95),
        market(4, 18, '3.5', 3.1),
      ],
    };
    expect(rowMarket(m, 'ou')?.id).toBe(3);
  });

  it('has nothing to show without markets', () => {
    expect(rowMarket({ ttype: 'N', score: null, markets: [] }, 'main')).toBeUndefined();
  });

  it('shows the market of the type chosen in the odds-type dropdown, on its main line for over/under', () => {
    const m = {
      ttype: 'N' as const,
      score: null,
      markets: [market(1, 1), market(2, 14), market(3, 18, '1.5', 1.2), market(4, 18, '2.5', 1.95)],
    };
    expect(rowMarket(m, 14)?.id).toBe(2);
    expect(rowMarket(m, 18)?.id).toBe(4);
    // a match without that type shows nothing rather than another market
    expect(rowMarket(m, 90)).toBeUndefined();
  });
});

describe('the odds-type dropdown of the live list', () => {
  it('offers each market type of the rows once, main markets in the spec order "1, 14, 65, 87, 18, 68, 90"', () => {
    const a = { markets: [market(1, 18, '2.5'), market(2, 1)] };
    const b = { markets: [market(3, 90), market(4, 1), market(5, 10)] };
    expect(rowMarketTypes([a, b])).toEqual([
      { typeId: 1, name: 'm2' },
      { typeId: 18, name: 'm1' },
      { typeId: 90, name: 'm3' },
      { typeId: 10, name: 'm5' },
    ]);
    expect(rowMarketTypes([])).toEqual([]);
  });
});
