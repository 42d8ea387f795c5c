import { useCallback, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { isEndedStatus, oddDirection, type Match, type Outcome } from '@bet/shared';
import { listen } from '../realtime/live-socket.ts';
import type { LiveMatchEvent, LiveOddsEvent } from '../realtime/live-events.ts';

/** The latest pushed state of one outcome; `at` is when its odd last moved (for the 3-second arrow). */
export interface LiveOdd {
  odd: number;
  dir: -1 | 0 | 1;
  at: number;
  active: boolean;
  iss: boolean;
  isv: boolean;
  /** the market's pushed flags */
  marketId: number;
  matchId: number;
}

export type LiveMatch = Omit<LiveMatchEvent, 'ts'>;

interface LiveState {
  matches: Record<number, LiveMatch>;
  /**
   * The live connection dropped and its snapshots have not all come back: a live match's prices
   * moved on meanwhile, so only those of the matches in `caughtUp` (snapshot taken since) are current.
   */
  behind: boolean;
  caughtUp: Record<number, true>;
}

/** Pushed match states on top of what the lists fetched; rows select their own entry. */
export const useLive = create<LiveState>()(() => ({ matches: {}, behind: false, caughtUp: {} }));

/** Whether a live match's shown prices may be old: the connection dropped and its snapshot is not back. */
export const isBehind = (s: Pick<LiveState, 'behind' | 'caughtUp'>, matchId: number): boolean =>
  s.behind && !s.caughtUp[matchId];

/** The live connection dropped (not closed on purpose): every live price shown is old from now on. */
export function liveConnectionLost(): void {
  useLive.setState({ behind: true, caughtUp: {} });
}

/** These matches' snapshots are taken (or, with 'all', every snapshot asked after a reconnect is back). */
export function liveCaughtUp(matchIds: readonly number[] | 'all'): void {
  const s = useLive.getState();
  if (!s.behind) return;
  if (matchIds === 'all') return useLive.setState({ behind: false, caughtUp: {} });
  const caughtUp = { ...s.caughtUp };
  for (const id of matchIds) caughtUp[id] = true;
  useLive.setState({ caughtUp });
}

/*
 * Pushed odds live outside React state, one entry and one set of listeners per outcome. A followed
 * sport sends dozens of changes a second and, after a while, has an entry for every outcome of every
 * match: copying that record on each change and asking every odd button on screen whether its entry
 * moved cost a phone whole frames. Now a change touches its entry, and only the buttons of outcomes
 * that moved hear of it. Listeners (and match states) are told once per animation frame, so the
 * changes of a frame render together, just before it is painted, and not at all in a hidden tab.
 */
const odds = new Map<number, LiveOdd>();
const oddListeners = new Map<number, Set<() => void>>();
const movedOdds = new Set<number>();
const pendingMatches = new Map<number, LiveMatch>();
let frameRequested = false;

function requestFlush(): void {
  if (frameRequested) return;
  frameRequested = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

function flush(): void {
  frameRequested = false;
  if (pendingMatches.size > 0) {
    const next = { ...useLive.getState().matches };
    for (const [id, m] of pendingMatches) next[id] = m;
    pendingMatches.clear();
    useLive.setState({ matches: next });
  }
  const ids = [...movedOdds];
  movedOdds.clear();
  for (const id of ids) oddListeners.get(id)?.forEach((listener) => listener());
}

export function applyOdds(events: readonly LiveOddsEvent[], now = Date.now()): void {
  for (const e of events) {
    const prev = odds.get(e.outcomeId);
    const dir = e.dir !== 0 ? e.dir : oddDirection(prev?.odd, e.odd);
    const moved = dir !== 0;
    odds.set(e.outcomeId, {
      odd: e.odd,
      dir: moved ? dir : (prev?.dir ?? 0),
      at: moved ? now : (prev?.at ?? 0),
      active: e.active,
      iss: e.iss,
      isv: e.isv,
      marketId: e.marketId,
      matchId: e.matchId,
    });
    if (oddListeners.has(e.outcomeId)) movedOdds.add(e.outcomeId);
  }
  if (movedOdds.size > 0) requestFlush();
}

export function applyMatches(events: readonly LiveMatchEvent[]): void {
  for (const { ts: _ts, ...m } of events) pendingMatches.set(m.id, m);
  if (pendingMatches.size > 0) requestFlush();
}

/** The latest pushed state of an outcome, if any. */
export function liveOdd(outcomeId: number): LiveOdd | undefined {
  return odds.get(outcomeId);
}

/** Calls `listener` (in the next animation frame) whenever the outcome's pushed state changes. */
export function subscribeOdd(outcomeId: number, listener: () => void): () => void {
  let set = oddListeners.get(outcomeId);
  if (!set) oddListeners.set(outcomeId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) oddListeners.delete(outcomeId);
  };
}

/** The pushed state of one outcome; the component re-renders when that outcome, and only it, changes. */
export function useLiveOdd(outcomeId: number): LiveOdd | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeOdd(outcomeId, listener), [outcomeId]);
  return useSyncExternalStore(subscribe, () => odds.get(outcomeId));
}

/**
 * These matches (or all) are followed no more: their pushed states go, and what shows them falls
 * back to the lists, fetched again when opened. Kept, a price pushed minutes ago would stay over a
 * list fetched since, and nothing would come to correct it.
 */
export function forgetPushed(matchIds: readonly number[] | 'all'): void {
  const gone = matchIds === 'all' ? null : new Set(matchIds);
  for (const [outcomeId, entry] of odds) {
    if (gone && !gone.has(entry.matchId)) continue;
    odds.delete(outcomeId);
    if (oddListeners.has(outcomeId)) movedOdds.add(outcomeId);
  }
  for (const id of pendingMatches.keys()) if (!gone || gone.has(id)) pendingMatches.delete(id);
  const s = useLive.getState();
  if (!gone) useLive.setState({ matches: {}, behind: false, caughtUp: {} });
  else if ([...gone].some((id) => s.matches[id])) {
    const matches = { ...s.matches };
    for (const id of gone) delete matches[id];
    useLive.setState({ matches });
  }
  if (movedOdds.size > 0) requestFlush();
}

listen({
  odds: (events) => applyOdds(events),
  match: applyMatches,
  lost: liveConnectionLost,
  caughtUp: liveCaughtUp,
  forgot: forgetPushed,
});

/** A match with its pushed state applied. */
export function withLiveMatch<
  M extends Pick<Match, 'status' | 'betStatus' | 'score' | 'time' | 'iss' | 'isv'>,
>(match: M, live: LiveMatch | undefined): M {
  if (!live) return match;
  // "When a match receives an end status ... every odd is suspended and its bet status becomes stopped."
  const ended = live.status === 'removed' || isEndedStatus(live.status);
  return {
    ...match,
    status: live.status,
    betStatus: ended ? 'stopped' : live.betStatus,
    score: live.score,
    time: live.time,
    iss: live.iss,
    isv: live.isv,
  };
}

/** An outcome with its pushed odd and flags applied. */
export function withLiveOdd(outcome: Outcome, live: LiveOdd | undefined): Outcome {
  if (!live) return outcome;
  return { ...outcome, odd: live.odd, active: live.active, iss: live.iss, isv: live.isv };
}
