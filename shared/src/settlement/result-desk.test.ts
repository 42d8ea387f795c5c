import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_WINDOW_MS } from '../match/match-state.ts';
import { awaitsResult, compareDeskMatches } from './result-desk.ts';

const NOW = Date.UTC(2026, 0, 10, 12);

describe('results desk', () => {
  it('a match waits for its result once play is over and none is stored', () => {
    expect(awaitsResult({ status: 'ended', matchDate: NOW - 60_000, hasResult: false }, NOW)).toBe(true);
    expect(awaitsResult({ status: 'ended', matchDate: NOW - 60_000, hasResult: true }, NOW)).toBe(false);
    expect(awaitsResult({ status: '2p', matchDate: NOW - 60_000, hasResult: false }, NOW)).toBe(false);
    expect(awaitsResult({ status: '2p', matchDate: NOW - LIVE_WINDOW_MS, hasResult: false }, NOW)).toBe(true);
    expect(awaitsResult({ status: 'not_started', matchDate: NOW + 60_000, hasResult: false }, NOW)).toBe(
      false,
    );
  });

  it('orders waiting matches first, oldest first, then the rest newest first', () => {
    const match = fc.record({
      id: fc.integer({ min: 1, max: 1e6 }),
      awaiting: fc.boolean(),
      matchDate: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.array(match), (list) => {
        const sorted = [...list].sort(compareDeskMatches);
        const firstDone = sorted.findIndex((m) => !m.awaiting);
        if (firstDone >= 0) expect(sorted.slice(firstDone).every((m) => !m.awaiting)).toBe(true);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          if (a.awaiting && b.awaiting) expect(a.matchDate).toBeLessThanOrEqual(b.matchDate);
          if (!a.awaiting && !b.awaiting) expect(a.matchDate).toBeGreaterThanOrEqual(b.matchDate);
        }
      }),
    );
  });
});
