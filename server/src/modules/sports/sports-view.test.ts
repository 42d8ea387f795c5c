import { describe, expect, it } from 'vitest';
import { testMatch } from '../../testing/test-matches.ts';
import type { FeedMarket, FeedMessage } from '../feed/index.ts';
import { SportsView } from './sports-view.ts';

/**
 * A provider sends only the markets that changed, and its consumer hands the others on as the same
 * objects: the view keeps those instead of rebuilding them. These check that keeping them changes
 * nothing a client or the database sees.
 */
describe('the view keeps the markets the feed hands on unchanged', () => {
  const start = () => {
    const { match, messages } = testMatch({ odds: { '1': 2, X: 3, '2': 4 } });
    const fixture = messages.find((m) => m.kind === 'fixture');
    if (fixture?.kind !== 'fixture') throw new Error('no fixture');
    const view = new SportsView();
    view.apply([fixture], 1);
    let version = fixture.version;
    const markets = (list: FeedMarket[]): FeedMessage => ({
      kind: 'markets',
      matchId: match.id,
      version: ++version,
      markets: list,
    });
    const book = (odd: number, outcomeId: number): FeedMessage => ({
      kind: 'odds',
      matchId: match.id,
      version,
      odds: [{ outcomeId, odd }],
    });
    const feedMarkets = fixture.fixture.markets;
    const oddOf = (outcomeId: number) =>
      view
        .get(match.id)!
        .markets.flatMap((m) => m.outcomes)
        .find((o) => o.id === outcomeId)?.odd;
    return { view, match, feedMarkets, markets, book, oddOf };
  };

  it('a market passed again as the same object is kept: no odds event, no line to write', () => {
    const { view, feedMarkets, markets } = start();
    const [first, ...rest] = feedMarkets;
    const repriced: FeedMarket = {
      ...first!,
      outcomes: first!.outcomes.map((o, i) => (i === 0 ? { ...o, odd: o.odd + 0.5 } : o)),
    };
    const changes = view.apply([markets([repriced, ...rest])], 2);
    expect(changes.odds.map((e) => e.outcomeId)).toEqual([first!.outcomes[0]!.id]);
    expect([...(changes.lines?.values() ?? [])].flatMap((l) => [...l.changed])).toEqual([first!.id]);
    const kept = view.get(changes.markets[0]!.id)!.markets.slice(1);
    // the same objects once more: nothing changes, and the untouched markets are the same objects
    const again = view.apply([markets([repriced, ...rest])], 3);
    expect(again.odds).toEqual([]);
    expect([...(again.lines?.values() ?? [])].flatMap((l) => [...l.changed])).toEqual([]);
    expect(view.get(again.markets[0]!.id)!.markets.slice(1)).toEqual(kept);
  });

  it("odds the book set by hand give way to the feed's next markets, even when they are the same objects", () => {
    const { view, feedMarkets, markets, book, oddOf } = start();
    view.apply([markets(feedMarkets)], 2);
    const outcome = feedMarkets[0]!.outcomes[0]!;
    view.apply([book(9.99, outcome.id)], 3);
    expect(oddOf(outcome.id)).toBe(9.99);
    const changes = view.apply([markets(feedMarkets)], 4);
    expect(oddOf(outcome.id)).toBe(outcome.odd);
    expect(changes.odds.map((e) => [e.outcomeId, e.prev, e.odd])).toEqual([[outcome.id, 9.99, outcome.odd]]);
  });

  it('a market moved, one gone and one back: places and closings as if every market were rebuilt', () => {
    const { view, feedMarkets, markets } = start();
    view.apply([markets(feedMarkets)], 2);
    const [a, b, ...rest] = feedMarkets;
    const gone = view.apply([markets([b!, ...rest])], 3);
    expect([...(gone.lines?.values() ?? [])].flatMap((l) => [...l.closed])).toEqual([a!.id]);
    expect(gone.odds.filter((e) => !e.active).map((e) => e.outcomeId)).toEqual(a!.outcomes.map((o) => o.id));
    const placesBefore = view.get(gone.markets[0]!.id)!.markets.map((m) => m.id);
    const moved = view.apply([markets([...rest, a!, b!])], 4);
    const ids = view.get(moved.markets[0]!.id)!.markets.map((m) => m.id);
    expect(ids).toEqual([...rest, a!, b!].map((m) => m.id));
    // every line whose place moved is written again, and the one back is new
    expect(new Set([...(moved.lines?.values() ?? [])].flatMap((l) => [...l.changed]))).toEqual(
      new Set(ids.filter((id, i) => placesBefore.indexOf(id) !== i)),
    );
    expect(ids.filter((id, i) => placesBefore.indexOf(id) !== i)).toContain(b!.id);
  });

  it('a held market stays held when the feed hands it on unchanged, and reopens with the hold', () => {
    const { view, match, feedMarkets, markets } = start();
    view.apply([markets(feedMarkets)], 2);
    const first = feedMarkets[0]!;
    view.apply([{ kind: 'hold', matchId: match.id, version: 0, marketId: first.id, held: true }], 3);
    view.apply([markets(feedMarkets)], 4);
    expect(view.get(match.id)!.markets[0]!.iss).toBe(true);
    view.apply([{ kind: 'hold', matchId: match.id, version: 0, marketId: first.id, held: false }], 5);
    view.apply([markets(feedMarkets)], 6);
    expect(view.get(match.id)!.markets[0]!.iss).toBe(false);
  });
});
