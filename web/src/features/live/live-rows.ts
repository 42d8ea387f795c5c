import { compareLive, isEndedStatus, removedFromLive, type LiveOrder, type Match } from '@bet/shared';

/**
 * The ids of pushed matches that left the live list: an ended status ("A match with status ended,
 * interrupted, retired, walkover or after_ot is removed from the live list") or gone from the feed.
 * A sorted comma list, so a screen that selects it re-renders only when the set changes.
 */
export function goneKey(pushed: Readonly<Record<number, { status: string }>>): string {
  // The store hands the same object until a match event comes (odds events leave it): reuse the answer.
  const known = goneKeys.get(pushed);
  if (known !== undefined) return known;
  const ids: number[] = [];
  for (const [id, m] of Object.entries(pushed))
    if (m.status === 'removed' || isEndedStatus(m.status)) ids.push(Number(id));
  const key = ids.sort((a, b) => a - b).join(',');
  goneKeys.set(pushed, key);
  return key;
}
const goneKeys = new WeakMap<object, string>();

/** The rows a live list keeps: not gone over the push feed and not dropped by the removal rules. */
export function keptLive<M extends Pick<Match, 'id' | 'status' | 'sportId' | 'matchDate'>>(
  matches: readonly M[],
  gone: string,
  now: number,
): M[] {
  const out = new Set(gone ? gone.split(',').map(Number) : []);
  return matches.filter((m) => !out.has(m.id) && !removedFromLive(m, now));
}

/** The time or league ordering of the live list, as the server orders `/live` (for lists the client gathers). */
export function sortLive<M extends Pick<Match, 'id' | 'matchDate' | 'tournamentName'>>(
  matches: readonly M[],
  order: LiveOrder,
): M[] {
  return [...matches].sort(compareLive(order));
}
