import { Simulator, type FeedMessage, type SportsService } from '@bet/server';

type MarketsMessage = Extract<FeedMessage, { kind: 'markets' }>;
type FeedMarket = MarketsMessage['markets'][number];

interface WorldMatch {
  id: number;
  version: number;
  markets: FeedMarket[];
}

const FIRST_ID = 900_001;

/**
 * `count` live football matches for a server with FEED=none, made from the simulator's own live
 * matches (fixture, state of play, live markets) under new ids, so every feed rule applies as it
 * would to the simulator's. Ids follow the simulator's scheme: market = match * 100 + slot,
 * outcome = market * 100 + index.
 */
export class LiveWorld {
  private readonly matches: WorldMatch[] = [];
  readonly messages: FeedMessage[] = [];

  constructor(count: number, now = Date.now()) {
    const source = new Simulator({ seed: 11, speed: 1 }).initialMessages(now);
    const liveIds = source.filter((m) => m.kind === 'state').map((m) => m.matchId);
    const bases = liveIds
      .map((id) => source.filter((m) => m.matchId === id))
      .filter((msgs) => msgs.some((m) => m.kind === 'fixture' && m.fixture.sportId === 1));
    if (bases.length === 0) throw new Error('the simulator has no live football match');
    for (let k = 0; k < count; k++) {
      const id = FIRST_ID + k;
      let version = 0;
      let markets: FeedMarket[] = [];
      for (const m of bases[k % bases.length]!) {
        version = m.version;
        if (m.kind === 'fixture')
          this.messages.push({
            ...m,
            matchId: id,
            fixture: { ...m.fixture, id, code: String(id), markets: renumber(m.fixture.markets, id) },
          });
        else if (m.kind === 'markets') {
          markets = renumber(m.markets, id);
          this.messages.push({ ...m, matchId: id, markets });
        } else this.messages.push({ ...m, matchId: id } as FeedMessage);
      }
      this.matches.push({ id, version, markets });
    }
  }

  /**
   * Every odd of every match moved once: what a client following these matches for a while has
   * received (its store holds an entry per outcome), in one burst.
   */
  everyOddMoved(): FeedMessage[] {
    return this.matches.map((m) => {
      m.markets = m.markets.map((mk) => ({
        ...mk,
        outcomes: mk.outcomes.map((o) => ({ ...o, odd: Math.round((o.odd + 0.01) * 100) / 100 })),
      }));
      return { kind: 'markets', matchId: m.id, version: ++m.version, markets: m.markets };
    });
  }

  /**
   * `changes` odds moves spread at random over the outcomes of every match's markets, as
   * one `markets` message per touched match (the feed sends a match's markets whole).
   */
  oddsChanges(changes: number): FeedMessage[] {
    const random = Math.random;
    const touched = new Map<number, WorldMatch>();
    const moved = new Set<number>();
    for (let tries = 0; moved.size < changes && tries < changes * 10; tries++) {
      const match = this.matches[Math.floor(random() * this.matches.length)]!;
      // The row's market (1X2) moves most often, as it does in play.
      const market =
        random() < 0.5
          ? (match.markets.find((mk) => mk.typeId === 1) ?? match.markets[0])
          : match.markets[Math.floor(random() * match.markets.length)];
      if (!market || market.outcomes.length === 0) continue;
      const index = Math.floor(random() * market.outcomes.length);
      const outcome = market.outcomes[index]!;
      // One move per outcome per batch: two would reach clients as one change.
      if (moved.has(outcome.id)) continue;
      const step = (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 5)) * 0.01;
      const odd = Math.round(Math.max(1.01, outcome.odd + step) * 100) / 100;
      if (odd === outcome.odd) continue;
      // New objects each time: the server may keep the ones it was given.
      const next = { ...market, outcomes: market.outcomes.map((o, j) => (j === index ? { ...o, odd } : o)) };
      match.markets = match.markets.map((mk) => (mk.id === market.id ? next : mk));
      touched.set(match.id, match);
      moved.add(outcome.id);
    }
    return [...touched.values()].map((m) => ({
      kind: 'markets',
      matchId: m.id,
      version: ++m.version,
      markets: m.markets,
    }));
  }
}

function renumber(markets: readonly FeedMarket[], matchId: number): FeedMarket[] {
  return markets.map((mk) => {
    const id = matchId * 100 + (mk.id % 100);
    return { ...mk, id, outcomes: mk.outcomes.map((o) => ({ ...o, id: id * 100 + (o.id % 100) })) };
  });
}

/**
 * Applies `perSecond` odds changes a second to a server's sports service, in ticks of `tickMs`,
 * until stopped; counts the changes the server actually made (and pushed over `/live`).
 */
export function startOddsLoad(
  service: SportsService,
  world: LiveWorld,
  perSecond: number,
  tickMs = 100,
): { stop: () => Promise<{ changes: number; seconds: number }> } {
  const started = performance.now();
  let issued = 0;
  let changes = 0;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // By the clock, not by ticks: a late timer sends what it owes.
    const n = Math.floor((perSecond * (performance.now() - started)) / 1000) - issued;
    if (n <= 0) return;
    issued += n;
    running = running.then(async () => {
      const result = await service.apply(world.oddsChanges(n));
      changes += result.odds.length;
    });
  }, tickMs);
  return {
    stop: async () => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await running;
      return { changes, seconds };
    },
  };
}
