import type { BetStatus, Score } from '@bet/shared';

/** `odds` of the `/live` namespace (API.md "Realtime"). */
export interface LiveOddsEvent {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  dir: -1 | 0 | 1;
  active: boolean;
  iss: boolean;
  isv: boolean;
  ts: number;
}

/** `match` of the `/live` namespace; status 'removed' when the match left the feed. */
export interface LiveMatchEvent {
  id: number;
  status: string;
  betStatus: BetStatus;
  score: Score | null;
  time: { minute: number; extra: number } | null;
  iss: boolean;
  isv: boolean;
  ts: number;
}

export const asArray = <T>(x: T | T[]): T[] => (Array.isArray(x) ? x : [x]);
