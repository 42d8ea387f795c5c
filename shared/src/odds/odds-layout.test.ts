import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../api/sports.ts';
import { marketTypeDefinition } from '../markets/market-types.ts';
import { columnCells, columnOutcome } from './odds-columns.ts';
import { LIVE_ODDS_TABS, ODDS_LAYOUT, liveOddsTabs, oddsLayout, rateGroupOf } from './odds-layout.ts';

describe('the odds-column layout table (section 9)', () => {
  it('has groups for football, basketball, tennis, ice hockey, handball and volleyball', () => {
    expect(
      Object.keys(ODDS_LAYOUT)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 3, 4, 5, 6, 23]);
  });

  it('names every group OTL_{id} with two or three columns OCL_{sport}_{type}_{outcome} of a real outcome', () => {
    for (const [sport, groups] of Object.entries(ODDS_LAYOUT)) {
      expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
      for (const g of groups) {
        expect(g.name).toBe(`OTL_${g.id}`);
        expect(g.columns.length).toBeGreaterThanOrEqual(2);
        expect(g.columns.length).toBeLessThanOrEqual(3);
        const outcomes = marketTypeDefinition(g.typeId)!.outcomes;
        for (const c of g.columns) {
          expect(c).toMatch(new RegExp(`^OCL_${sport}_${g.typeId}_`));
          expect(outcomes).toContain(columnOutcome(c));
        }
      }
    }
  });

  it('gives football the live tabs 1, 2, 3, 4, 5, 11, 19, 41 and 71, each a group of the sport', () => {
    expect(liveOddsTabs(1).map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 11, 19, 41, 71]);
    for (const [sport, tabs] of Object.entries(LIVE_ODDS_TABS))
      expect(liveOddsTabs(Number(sport)).map((g) => g.id)).toEqual(tabs);
  });

  it('lays out a sport the table does not name on the winner-based groups', () => {
    expect(oddsLayout(109).map((g) => g.typeId)).toEqual([65, 90, 87]);
    expect(liveOddsTabs(109)).toHaveLength(3);
  });

  it("puts a market's outcomes under the group's columns, whatever order the feed sends them in", () => {
    const ou = oddsLayout(1).find((g) => g.typeId === 18)!;
    fc.assert(
      fc.property(fc.shuffledSubarray(['Over', 'Under'], { minLength: 0 }), (names) => {
        const market = {
          outcomes: names.map((name, i) => ({ id: i, name, odd: 2, active: true, iss: false, isv: true })),
        } as Pick<Market, 'outcomes'>;
        const cells = columnCells(ou, market);
        expect(cells).toHaveLength(2);
        expect(cells.map((c) => c?.name)).toEqual(
          ['Over', 'Under'].map((n) => (names.includes(n) ? n : undefined)),
        );
      }),
    );
  });

  it('finds one group per market type of a sport, so a list header names the columns of its rows', () => {
    for (const sport of [...Object.keys(ODDS_LAYOUT).map(Number), 109]) {
      const types = oddsLayout(sport).map((g) => g.typeId);
      expect(new Set(types).size, `sport ${sport}`).toBe(types.length);
      for (const g of oddsLayout(sport)) expect(rateGroupOf(sport, g.typeId)).toEqual(g);
    }
    expect(rateGroupOf(1, 999_999)).toBeUndefined();
  });
});
