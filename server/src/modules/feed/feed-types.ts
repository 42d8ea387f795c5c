import type { OutcomeLimits, OutcomeVerdict } from '@bet/shared';

/**
 * The feed interface: what any sports data provider delivers, as messages the server applies.
 * Every message carries the match's version; a message whose version is not newer than the one
 * applied changes nothing, so a repeated or late message is harmless.
 */
export interface FeedOutcome {
  id: number;
  name: string;
  odd: number;
  active: boolean;
  minTip?: number | undefined;
  limits: OutcomeLimits;
}

export interface FeedMarket {
  id: number;
  typeId: number;
  name: string;
  special: string;
  active: boolean;
  iss: boolean;
  cashout: boolean;
  outcomes: FeedOutcome[];
}

export interface FeedFixture {
  id: number;
  code: string;
  sportId: number;
  sportName: string;
  categoryId: number;
  categoryName: string;
  categoryFlag: string;
  tournamentId: number;
  tournamentName: string;
  /** one of the top leagues, shown as highlights */
  top: boolean;
  homeTeamId: number;
  homeTeam: string;
  awayTeamId: number;
  awayTeam: string;
  /** epoch ms */
  matchDate: number;
  minTip: number;
  markets: FeedMarket[];
}

export interface Score {
  home: number;
  away: number;
}

export interface MatchResult {
  status: 'ended' | 'cancelled';
  score: Score;
  halftime: Score | null;
  periods: Score[];
  corners?: Score | undefined;
  cards?: Score | undefined;
  /** who scored each goal, in order */
  goals?: Array<'home' | 'away'> | undefined;
}

export interface MatchStateUpdate {
  ttype: 'N' | 'L';
  status: string;
  betStatus: 'started' | 'stopped' | 'paused';
  score: Score | null;
  time: { minute: number; extra: number } | null;
  corners?: Score | undefined;
  cards?: Score | undefined;
  /** scores of the periods finished so far (halves, quarters, sets), when the feed gives them */
  periods?: Score[] | undefined;
  /** who scored each goal so far, in order (football: next-goal markets settle from it) */
  goals?: Array<'home' | 'away'> | undefined;
}

/** Who decided a match's result: the feed, or an admin by hand (the book's decision). */
export type ResultSource = 'feed' | 'admin';

export type FeedMessage =
  | { kind: 'fixture'; matchId: number; version: number; fixture: FeedFixture }
  /** the match's markets as they are now: odds changes, new lines, closed lines */
  | { kind: 'markets'; matchId: number; version: number; markets: FeedMarket[] }
  /** every market of the match suspended or reopened at once (around a goal, a card...) */
  | { kind: 'suspend'; matchId: number; version: number; suspended: boolean }
  | { kind: 'state'; matchId: number; version: number; state: MatchStateUpdate }
  /**
   * The match's result. `by: 'admin'` is set only by the admin's result entry: once an admin has
   * decided a match, results without it (the feed's) are dropped. A feed never sets it.
   */
  | { kind: 'result'; matchId: number; version: number; result: MatchResult; by?: ResultSource }
  | { kind: 'remove'; matchId: number; version: number }
  | BookMessage;

/**
 * The book's own hand on a match (the operator's back office), never a feed's. They apply as they
 * come and leave the match's version where the feed put it, so the feed's next update still lands.
 */
export type BookMessage =
  /** suspend (held) or reopen one market, or every market when marketId is null; the feed cannot reopen a held one */
  | { kind: 'hold'; matchId: number; version: number; marketId: number | null; held: boolean }
  /** odds entered by hand */
  | { kind: 'odds'; matchId: number; version: number; odds: Array<{ outcomeId: number; odd: number }> }
  /** a new kick-off time, epoch ms */
  | { kind: 'move'; matchId: number; version: number; matchDate: number };

export const isBookMessage = (m: FeedMessage): m is BookMessage =>
  m.kind === 'hold' || m.kind === 'odds' || m.kind === 'move';

/**
 * A provider's settlement of a match's bets by outcome (UOF bet_settlement and kin), beside the
 * score-based results: void and dead-heat factors in thousandths.
 */
export type FeedSettlement =
  | { kind: 'settle'; matchId: number; outcomes: Array<{ outcomeId: number } & OutcomeVerdict> }
  /** void the markets' lines; only those of coupons made in [from, to) when given (bet_cancel) */
  | {
      kind: 'cancel';
      matchId: number;
      marketIds: number[];
      from?: number | undefined;
      to?: number | undefined;
    }
  /** reopen the markets' lines: a settlement or a cancel taken back */
  | { kind: 'reopen'; matchId: number; marketIds: number[] };

/**
 * The `attempts` of a parked settlement that can never apply (a row that is no settlement, written
 * by hand or by an older build): kept for the operator to see, never tried again, and holding no
 * later settlement of its match back. Its reason is in `last_error`.
 */
export const PARKED_FAILED = -1;

/** A provider of sports data. The simulator is one; a real provider is another adapter. */
export interface FeedAdapter {
  readonly name: string;
  /** Starts delivering; `apply` is awaited before the next batch is sent. */
  start(apply: (messages: FeedMessage[]) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** The spec's default per-outcome limits (section 9), in minor units. */
export const DEFAULT_OUTCOME_LIMITS: OutcomeLimits = {
  singleMinStake: 100,
  singleMaxStake: 25_000,
  singleMaxPay: 1_250_000,
  kombiMinStake: 100,
  kombiMaxStake: 25_000,
  kombiMaxPay: 1_250_000,
};
