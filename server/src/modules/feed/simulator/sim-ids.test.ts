import { describe, expect, it } from 'vitest';
import { MARKET } from './market-types.ts';
import { Random } from './random.ts';
import { nestedId } from '@bet/shared';
import { ID_SPAN, marketSlot, matchCode, simId } from './sim-ids.ts';
import { Simulator } from './simulator.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe("the simulator's ids", () => {
  it('keep the scheme stored worlds were made with, over many generated cases', () => {
    const random = new Random(7);
    for (let n = 0; n < 2_000; n++) {
      const sport = random.int(1, 200);
      const league = random.int(0, ID_SPAN.leaguesPerSport - 1);
      const team = random.int(0, ID_SPAN.teamsPerLeague - 2);
      const match = random.int(1, 10_000_000);
      const slot = random.int(0, 99);
      const outcome = random.int(0, 99);
      expect(simId.category(sport, league)).toBe(sport * 100 + league + 1);
      expect(simId.tournament(simId.category(sport, league))).toBe((sport * 100 + league + 1) * 10 + 1);
      expect(simId.team(sport, league, team)).toBe(sport * 1000 + league * 50 + team + 1);
      expect(simId.market(match, slot)).toBe(match * 100 + slot);
      expect(simId.outcome(simId.market(match, slot), outcome)).toBe((match * 100 + slot) * 100 + outcome);
    }
    expect(matchCode(1_234_567)).toBe('34567');
    expect(matchCode(42)).toBe('00042');
  });

  it("refuses a place that would be another parent's child instead of giving a colliding id", () => {
    expect(() => nestedId(5, 100, 100)).toThrow(RangeError);
    expect(() => nestedId(5, -1, 100)).toThrow(RangeError);
    expect(() => nestedId(5, 1.5, 100)).toThrow(RangeError);
    expect(() => simId.team(1, 0, ID_SPAN.teamsPerLeague - 1)).toThrow(RangeError);
    expect(nestedId(5, 99, 100)).toBe(599);
  });

  it('gives a market a slot by its type and line, not by its place in the offer', () => {
    expect(marketSlot({ typeId: MARKET.matchResult, special: '' }, 7)).toBe(1);
    expect(marketSlot({ typeId: MARKET.overUnder, special: '2.5' }, 0)).toBe(23);
    expect(marketSlot({ typeId: MARKET.overUnder, special: '2.5' }, 9)).toBe(23);
    expect(marketSlot({ typeId: MARKET.handicap3Way, special: '0:1' }, 2)).toBe(48);
    expect(marketSlot({ typeId: 9999, special: '' }, 3)).toBe(53);
  });

  it("in a simulated world, every market and outcome id is unique and names its match's id", () => {
    const sim = new Simulator({ seed: 3, speed: 60 });
    const messages = sim.initialMessages(NOW);
    for (let i = 1; i <= 200; i++) messages.push(...sim.tick(NOW + i * 1000));
    const markets = new Map<number, number>();
    const outcomes = new Set<number>();
    for (const message of messages) {
      if (message.kind !== 'fixture') continue;
      for (const market of message.fixture.markets) {
        expect(Math.floor(market.id / ID_SPAN.marketsPerMatch)).toBe(message.fixture.id);
        // A market re-sent with the match keeps its id; another market never takes it.
        const owner = markets.get(market.id);
        if (owner !== undefined) expect(owner).toBe(market.typeId);
        markets.set(market.id, market.typeId);
        for (const outcome of market.outcomes) {
          expect(Math.floor(outcome.id / ID_SPAN.outcomesPerMarket)).toBe(market.id);
          outcomes.add(outcome.id);
        }
      }
    }
    expect(markets.size).toBeGreaterThan(100);
    expect(outcomes.size).toBeGreaterThan(300);
  });
});
