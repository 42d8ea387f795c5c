import { describe, expect, it } from 'vitest';
import { Simulator } from './simulator.ts';

const HOUR = 3600_000;
const NOW = Date.UTC(2026, 10, 25, 10, 37);

describe("the simulated world's past", () => {
  it('is the same for a seed and the same hour, and another seed gives another past', () => {
    const a = Simulator.past(5, NOW);
    expect(Simulator.past(5, NOW + 20 * 60_000)).toEqual(a);
    const other = Simulator.past(6, NOW);
    expect(other.map((p) => p.finish)).not.toEqual(a.map((p) => p.finish));
  });

  it('holds two days of matches, each over an hour before now, with a result, below the running ids', () => {
    const past = Simulator.past(5, NOW);
    expect(past.length).toBeGreaterThan(50);
    expect(new Set(past.map((p) => p.matchId)).size).toBe(past.length);
    for (const p of past) {
      expect(p.matchId).toBeLessThan(100_001);
      expect(p.kickoff).toBeGreaterThanOrEqual(NOW - 49 * HOUR);
      expect(p.endedAt).toBeLessThan(NOW - HOUR);
      expect(p.endedAt).toBeGreaterThan(p.kickoff);
      expect(p.fixture).toMatchObject({ kind: 'fixture', matchId: p.matchId });
      const result = p.finish.find((m) => m.kind === 'result');
      expect(result).toMatchObject({ result: { status: 'ended' } });
      // versions rise: fixture, final state and result, removal
      const versions = [p.fixture, ...p.finish, p.remove].map((m) => m.version);
      expect([...versions].sort((x, y) => x - y)).toEqual(versions);
      expect(new Set(versions).size).toBe(versions.length);
    }
    // yesterday is covered, not just the last hours
    expect(past.some((p) => p.kickoff < NOW - 24 * HOUR)).toBe(true);
    expect(past.some((p) => p.kickoff > NOW - 24 * HOUR)).toBe(true);
  });

  it('leaves the running world as the seed makes it', () => {
    const before = new Simulator({ seed: 5, speed: 1 }).initialMessages(NOW);
    Simulator.past(5, NOW);
    expect(new Simulator({ seed: 5, speed: 1 }).initialMessages(NOW)).toEqual(before);
  });
});
