import { describe, expect, it } from 'vitest';
import { extraPlay, hasNoDraw, isFinalScore, setsToWin } from './sport-format.ts';

describe('sport formats', () => {
  it('plays tennis to two sets of three, volleyball and table tennis to three, the esports to two maps', () => {
    expect(setsToWin(5)).toBe(2);
    expect([23, 41, 109, 110, 111].map(setsToWin)).toEqual([3, 3, 2, 2, 2]);
    expect([1, 3, 4, 6, 7, 19].map(setsToWin)).toEqual([null, null, null, null, null, null]);
    expect([3, 5, 7, 23, 41, 109, 110, 111].every(hasNoDraw)).toBe(true);
    expect([1, 4, 6, 19].some(hasNoDraw)).toBe(false);
  });

  it('decides a level basketball or baseball match by extra play that the side winning it always wins', () => {
    for (const sportId of [3, 7]) {
      const scores = extraPlay(sportId)!;
      expect(scores.length).toBeGreaterThan(0);
      expect(scores.reduce((a, s) => a + s.p, 0)).toBeCloseTo(1, 12);
      expect(scores.every((s) => s.p > 0 && s.winner > s.loser && s.loser >= 0)).toBe(true);
    }
    // sets sports are decided by their sets, the others may end level
    for (const sportId of [1, 4, 5, 6, 19, 23, 41, 109]) expect(extraPlay(sportId)).toBeNull();
  });

  it('tells a final score that the sport can end with', () => {
    expect(isFinalScore(1, { home: 1, away: 1 })).toBe(true);
    expect(isFinalScore(6, { home: 27, away: 27 })).toBe(true);
    expect(isFinalScore(3, { home: 81, away: 81 })).toBe(false);
    expect(isFinalScore(3, { home: 82, away: 81 })).toBe(true);
    expect(isFinalScore(7, { home: 0, away: 0 })).toBe(false);
    expect(isFinalScore(5, { home: 2, away: 1 })).toBe(true);
    expect(isFinalScore(5, { home: 0, away: 2 })).toBe(true);
    expect(isFinalScore(5, { home: 1, away: 1 })).toBe(false);
    expect(isFinalScore(5, { home: 3, away: 1 })).toBe(false);
    expect(isFinalScore(5, { home: 2, away: 2 })).toBe(false);
    expect(isFinalScore(23, { home: 3, away: 2 })).toBe(true);
    expect(isFinalScore(23, { home: 2, away: 1 })).toBe(false);
    expect(isFinalScore(109, { home: 0, away: 0 })).toBe(false);
    expect(isFinalScore(1, { home: -1, away: 0 })).toBe(false);
    expect(isFinalScore(1, { home: 0.5, away: 0 })).toBe(false);
  });
});
