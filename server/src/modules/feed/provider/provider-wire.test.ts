import { describe, expect, it } from 'vitest';
import type { FeedMarket, FeedMessage } from '../feed-types.ts';
import { Simulator } from '../simulator/simulator.ts';
import { ProviderConsumerState } from './from-provider.ts';
import {
  MARKET_STATUS,
  PRODUCT,
  ProviderMessage,
  eventId,
  isHighPriority,
  routingKey,
  type EventMessage,
} from './protocol.ts';
import { ProviderPublisherState } from './to-provider.ts';

/** What the catalogue ends up holding after a stream of feed messages (versions aside). */
function fold(world: Map<number, Record<string, unknown>>, messages: readonly FeedMessage[]): void {
  for (const msg of messages) {
    const rec = world.get(msg.matchId);
    switch (msg.kind) {
      case 'fixture': {
        const { markets, ...fixture } = msg.fixture;
        world.set(msg.matchId, { fixture, markets, state: null, result: null });
        break;
      }
      case 'markets':
        if (rec) rec['markets'] = msg.markets;
        break;
      case 'suspend':
        if (rec) rec['markets'] = (rec['markets'] as FeedMarket[]).map((m) => ({ ...m, iss: msg.suspended }));
        break;
      case 'state':
        if (rec) rec['state'] = msg.state;
        break;
      case 'result':
        if (rec) rec['result'] = msg.result;
        break;
      case 'remove':
        world.delete(msg.matchId);
        break;
    }
  }
}

/** Comparable form: markets in id order, undefined fields gone. */
function snapshot(world: Map<number, Record<string, unknown>>) {
  const out: Record<number, unknown> = {};
  for (const [id, rec] of [...world].sort((a, b) => a[0] - b[0]))
    out[id] = JSON.parse(
      JSON.stringify({ ...rec, markets: [...(rec['markets'] as FeedMarket[])].sort((a, b) => a.id - b.id) }),
    );
  return out;
}

/** Through the wire as the broker carries it: JSON text, parsed and checked on arrival. */
function overTheWire(messages: ProviderMessage[]): EventMessage[] {
  return messages.map((m) => {
    const parsed = ProviderMessage.parse(JSON.parse(JSON.stringify(m)));
    if (!('event_id' in parsed)) throw new Error('an event message was expected');
    return parsed;
  });
}

describe('the provider wire: the simulator published as a provider and consumed again', () => {
  it.each([3, 17, 42])(
    'gives the catalogue what the simulator fed directly, after every batch (seed %i)',
    (seed) => {
      const sim = new Simulator({ seed, speed: 90, matchesPerTournament: 3 });
      const publisher = new ProviderPublisherState();
      const consumer = new ProviderConsumerState();
      const direct = new Map<number, Record<string, unknown>>();
      const viaProvider = new Map<number, Record<string, unknown>>();
      let now = Date.UTC(2026, 10, 27, 12);
      let batch = sim.initialMessages(now);
      for (let step = 0; step < 40; step++) {
        fold(direct, batch);
        const wire = overTheWire(publisher.toMessages(batch, now));
        for (const m of wire) {
          const { verdict, messages } = consumer.accept(m, JSON.stringify(m));
          expect(verdict).toBe('applied');
          fold(viaProvider, messages);
        }
        expect(snapshot(viaProvider)).toEqual(snapshot(direct));
        now += 30_000;
        batch = sim.tick(now);
      }
      expect(direct.size).toBeGreaterThan(10);
    },
  );

  it('a recovery snapshot rebuilds a consumer that saw nothing, for both producers', () => {
    const sim = new Simulator({ seed: 8, speed: 90, matchesPerTournament: 3 });
    const publisher = new ProviderPublisherState();
    const direct = new Map<number, Record<string, unknown>>();
    let now = Date.UTC(2026, 10, 27, 12);
    for (let step = 0; step < 10; step++) {
      const batch = step === 0 ? sim.initialMessages(now) : sim.tick(now);
      fold(direct, batch);
      publisher.toMessages(batch, now);
      now += 30_000;
    }
    const fresh = new ProviderConsumerState();
    const rebuilt = new Map<number, Record<string, unknown>>();
    for (const product of [PRODUCT.prematch, PRODUCT.live])
      for (const m of overTheWire(publisher.snapshot(product, 77, now))) {
        expect(m.request_id).toBe(77);
        fold(rebuilt, fresh.accept(m, JSON.stringify(m)).messages);
      }
    expect(snapshot(rebuilt)).toEqual(snapshot(direct));
  });

  it('drops a message older than the last applied to its event, and a redelivered one', () => {
    const consumer = new ProviderConsumerState();
    const base = { product: PRODUCT.prematch, event_id: eventId(5) } as const;
    const fixture = {
      code: '105',
      sport_id: 1,
      sport_name: 'Football',
      category_id: 1,
      category_name: 'England',
      category_flag: 'gb',
      tournament_id: 1,
      tournament_name: 'Premier League',
      top: false,
      home_team_id: 1,
      home_team: 'A',
      away_team_id: 2,
      away_team: 'B',
      start_time: 1_800_000_000_000,
      min_tip: 1,
    };
    const market = (odds: number) => ({
      id: 50,
      type_id: 1,
      name: '1X2',
      specifiers: '',
      status: MARKET_STATUS.active,
      cashout: 1 as const,
      outcome: [{ id: 501, name: '1', odds, active: 1 as const }],
    });
    const messages: EventMessage[] = [
      { ...base, type: 'fixture_change', timestamp: 1000, change_type: 'new', fixture },
      { ...base, type: 'odds_change', timestamp: 2000, odds: { market: [market(1.9)] } },
      { ...base, type: 'odds_change', timestamp: 1500, odds: { market: [market(1.5)] } },
      { ...base, type: 'odds_change', timestamp: 2000, odds: { market: [market(1.9)] } },
      { ...base, type: 'bet_stop', timestamp: 2000 },
    ];
    const verdicts = messages.map((m) => consumer.accept(m, JSON.stringify(m)));
    expect(verdicts.map((v) => v.verdict)).toEqual(['applied', 'applied', 'stale', 'duplicate', 'applied']);
    const versions = verdicts.flatMap((v) => v.messages.map((m) => m.version));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    const odds = verdicts[1]!.messages[0]!;
    expect(odds.kind === 'markets' && odds.markets[0]!.outcomes[0]!.odd).toBe(1.9);
  });

  it('holds a producer’s markets suspended and gives them back as they were on reopening', () => {
    const sim = new Simulator({ seed: 9, speed: 90, matchesPerTournament: 2 });
    const publisher = new ProviderPublisherState();
    const consumer = new ProviderConsumerState();
    const now = Date.UTC(2026, 10, 27, 12);
    const world = new Map<number, Record<string, unknown>>();
    for (const m of overTheWire(publisher.toMessages(sim.initialMessages(now), now)))
      fold(world, consumer.accept(m, JSON.stringify(m)).messages);
    const before = snapshot(world);
    const held = consumer.hold(PRODUCT.live);
    expect(held.length).toBe(consumer.eventsOf(PRODUCT.live).length);
    expect(held.length).toBeGreaterThan(0);
    fold(world, held);
    for (const id of consumer.eventsOf(PRODUCT.live))
      for (const market of world.get(id)!['markets'] as FeedMarket[]) expect(market.iss).toBe(true);
    for (const id of consumer.eventsOf(PRODUCT.prematch))
      expect((world.get(id)!['markets'] as FeedMarket[]).some((m) => !m.iss)).toBe(true);
    fold(world, consumer.reopen(PRODUCT.live));
    expect(snapshot(world)).toEqual(before);
  });

  it('applies a settlement for a match the catalogue holds before the event is known again; odds wait for the snapshot', () => {
    // after a restart or a takeover: the catalogue holds match 77, this consumer has seen nothing of it yet
    const consumer = new ProviderConsumerState([[77, 500]]);
    const event = { product: PRODUCT.prematch, event_id: eventId(77), timestamp: Date.now() } as const;
    const settled = consumer.accept(
      {
        type: 'bet_settlement',
        ...event,
        certainty: 2,
        outcomes: { market: [{ id: 5, outcome: [{ id: 51, result: 1, dead_heat_factor: 0.5 }] }] },
      },
      'a',
    );
    expect(settled.verdict).toBe('applied');
    expect(settled.settlements).toEqual([
      {
        kind: 'settle',
        matchId: 77,
        outcomes: [{ outcomeId: 51, won: true, voidFactor: 0, deadHeatFactor: 500 }],
      },
    ]);
    const cancelled = consumer.accept({ type: 'bet_cancel', ...event, market: [{ id: 5 }] }, 'b');
    expect(cancelled.settlements?.[0]).toMatchObject({ kind: 'cancel', matchId: 77, marketIds: [5] });
    // odds of an event it has no markets of would replace the match's markets with a part of them
    expect(consumer.accept({ type: 'odds_change', ...event, odds: { market: [] } }, 'c').verdict).toBe(
      'unknown',
    );
    // a match the catalogue does not hold stays unknown, settlements included
    expect(
      consumer.accept({ type: 'bet_cancel', ...event, event_id: eventId(78), market: [{ id: 5 }] }, 'd')
        .verdict,
    ).toBe('unknown');
  });

  it('drops what the previous consumer applied to an event (stored marks): older or the same message again', () => {
    const at = 1_800_000_000_000;
    const consumer = new ProviderConsumerState([[77, 500]], [[77, { timestamp: at, seen: ['a'] }]]);
    const cancel = (timestamp: number): EventMessage => ({
      type: 'bet_cancel',
      product: PRODUCT.prematch,
      event_id: eventId(77),
      timestamp,
      market: [{ id: 5 }],
    });
    expect(consumer.accept(cancel(at), 'a').verdict).toBe('duplicate');
    expect(consumer.accept(cancel(at - 1), 'x').verdict).toBe('stale');
    // a sibling at the same time, and anything newer, is applied, and marked in its turn
    expect(consumer.accept(cancel(at), 'b').verdict).toBe('applied');
    expect(consumer.markOf(77)).toEqual({ timestamp: at, seen: ['a', 'b'] });
    expect(consumer.accept(cancel(at + 5), 'c').verdict).toBe('applied');
    expect(consumer.markOf(77)).toEqual({ timestamp: at + 5, seen: ['c'] });
    expect(consumer.accept(cancel(at + 5), 'c').verdict).toBe('duplicate');
  });

  it('routes by message type, producer and event as UOF does', () => {
    expect(routingKey({ type: 'alive', product: PRODUCT.live, timestamp: 1, subscribed: 1 })).toBe(
      '-.-.-.alive.-.-.-.-',
    );
    expect(
      routingKey({ type: 'bet_stop', product: PRODUCT.live, event_id: eventId(12), timestamp: 1 }, 1),
    ).toBe('hi.-.live.bet_stop.1.sr:match.12.-');
    expect(
      routingKey({ type: 'odds_change', product: PRODUCT.prematch, event_id: eventId(12), timestamp: 1 }, 2),
    ).toBe('lo.pre.-.odds_change.2.sr:match.12.-');
  });

  it('gives only bet_stops the high priority a consumer applies at once', () => {
    const key = (type: 'bet_stop' | 'odds_change' | 'fixture_change', product: 1 | 3) =>
      routingKey({ type, product, event_id: eventId(12), timestamp: 1 } as ProviderMessage, 1);
    for (const product of [PRODUCT.live, PRODUCT.prematch]) {
      expect(isHighPriority(key('bet_stop', product))).toBe(true);
      expect(isHighPriority(key('odds_change', product))).toBe(false);
      expect(isHighPriority(key('fixture_change', product))).toBe(false);
    }
    expect(
      isHighPriority(routingKey({ type: 'alive', product: PRODUCT.live, timestamp: 1, subscribed: 1 })),
    ).toBe(false);
  });
});
