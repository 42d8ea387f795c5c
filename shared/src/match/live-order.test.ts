import { describe, expect, it } from 'vitest';
import { compareLive } from './live-order.ts';

const m = (id: number, matchDate: string, tournamentName: string) => ({ id, matchDate, tournamentName });
const list = [
  m(1, '2026-01-01T18:00:00Z', 'Serie A'),
  m(2, '2026-01-01T17:00:00Z', 'Super Lig'),
  m(3, '2026-01-01T19:00:00Z', 'Bundesliga'),
  m(4, '2026-01-01T18:00:00Z', 'Bundesliga'),
];

describe('compareLive', () => {
  it('orders by kick-off time, ties by id', () => {
    expect([...list].sort(compareLive('time')).map((x) => x.id)).toEqual([2, 1, 4, 3]);
  });

  it('orders by league, then by time within a league', () => {
    expect([...list].sort(compareLive('league')).map((x) => x.id)).toEqual([4, 3, 1, 2]);
  });
});
