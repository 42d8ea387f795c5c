import type { BetStatus, Score } from './sports.ts';

/** `odds` of the `/live` namespace (API.md "Realtime"): one outcome's odd and flags after a change. */
export interface LiveOddsEvent {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  /** the way the odd moved since the last push: -1 down, 0 unchanged, 1 up */
  dir: -1 | 0 | 1;
  active: boolean;
  iss: boolean;
  isv: boolean;
  ts: number;
}

/** `match` of the `/live` namespace; status 'removed' when the match left the site. */
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
