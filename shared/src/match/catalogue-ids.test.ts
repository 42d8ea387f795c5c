import { describe, expect, it } from 'vitest';
import { CHILD_SPAN, marketIdOf, nestedId, outcomeIdOf } from './catalogue-ids.ts';

describe('the catalogue ids below a match', () => {
  it("read their parent back off the id, and a parent's children never collide, over generated cases", () => {
    let seed = 11;
    const next = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    for (let k = 0; k < 2_000; k++) {
      const match = 1 + next(50_000_000);
      const place = next(CHILD_SPAN.marketsPerMatch);
      const market = marketIdOf(match, place);
      expect(Math.floor(market / CHILD_SPAN.marketsPerMatch)).toBe(match);
      expect(market % CHILD_SPAN.marketsPerMatch).toBe(place);
      const outcome = outcomeIdOf(market, next(CHILD_SPAN.outcomesPerMarket));
      expect(Math.floor(outcome / CHILD_SPAN.outcomesPerMarket)).toBe(market);
      expect(marketIdOf(match, (place + 1) % CHILD_SPAN.marketsPerMatch)).not.toBe(market);
    }
  });

  it("refuses a place that would be another parent's child", () => {
    expect(() => marketIdOf(7, CHILD_SPAN.marketsPerMatch)).toThrow(RangeError);
    expect(() => outcomeIdOf(7, -1)).toThrow(RangeError);
    expect(() => nestedId(7, 0.5, 10)).toThrow(RangeError);
    expect(nestedId(7, 9, 10)).toBe(79);
  });
});
