/** How a live list is ordered: by kick-off time, or by league then time (the LiveBets toggle). */
export type LiveOrder = 'time' | 'league';

type Ordered = { id: number; matchDate: string; tournamentName: string };

/** The comparator of a live list; ties fall back to time, then id, so the order never wobbles. */
export function compareLive(order: LiveOrder): (a: Ordered, b: Ordered) => number {
  const byTime = (a: Ordered, b: Ordered) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id;
  return order === 'league'
    ? (a, b) => a.tournamentName.localeCompare(b.tournamentName) || byTime(a, b)
    : byTime;
}
