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
}

export type LiveMatch = Omit<LiveMatchEvent, 'ts'>;

interface LiveState {
  odds: Record<number, LiveOdd>;
  matches: Record<number, LiveMatch>;
  applyOdds: (events: readonly LiveOddsEvent[]) => void;
  applyMatches: (events: readonly LiveMatchEvent[]) => void;
}

/**
 * Pushed changes on top of what the lists fetched. Rows and odd buttons select their own entry,
 * so a change re-renders the buttons it is about and nothing else.
 */
export const useLive = create<LiveState>()((set) => ({
  odds: {},
  matches: {},
  applyOdds: (events) =>
    set((s) => {
      const odds = { ...s.odds };
      const now = Date.now();
      for (const e of events) {
        const prev = odds[e.outcomeId];
        const dir = e.dir !== 0 ? e.dir : oddDirection(prev?.odd, e.odd);
        const moved = dir !== 0;
        odds[e.outcomeId] = {
          odd: e.odd,
          dir: moved ? dir : (prev?.dir ?? 0),
          at: moved ? now : (prev?.at ?? 0),
          active: e.active,
          iss: e.iss,
          isv: e.isv,
          marketId: e.marketId,
        };
      }
      return { odds };
    }),
  applyMatches: (events) =>
    set((s) => {
      const matches = { ...s.matches };
      for (const { ts: _ts, ...m } of events) matches[m.id] = m;
      return { matches };
    }),
}));

listen({
  odds: (events) => useLive.getState().applyOdds(events),
  match: (events) => useLive.getState().applyMatches(events),
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
