import type { BetStatus } from '../api/sports.ts';
import type { Minor } from '../money/money.ts';

/** Stake and payout limits an outcome carries (section 3), in minor units. */
export interface OutcomeLimits {
  singleMinStake: Minor;
  singleMaxStake: Minor;
  singleMaxPay: Minor;
  kombiMinStake: Minor;
  kombiMaxStake: Minor;
  kombiMaxPay: Minor;
}

/** One selection on the slip, with what was last seen of its match, market and outcome. */
export interface SlipPick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  /** the current odd, decimal */
  odd: number;
  banker: boolean;
  /** when it was put on the slip (epoch ms): picks older than 5 minutes expire on load */
  addedAt: number;
  match: {
    home: string;
    away: string;
    sportId: number;
    matchDate: string;
    ttype: 'N' | 'L';
    status: string;
    betStatus: BetStatus;
    active: boolean;
    iss: boolean;
    isv: boolean;
    /** minimum number of matches on a coupon holding this match (MBS) */
    minTip: number;
    /** the live clock as last seen, so the slip shows the minute the list shows */
    time?: { minute: number; extra: number } | null | undefined;
  };
  market: { typeId: number; name: string; special: string; active: boolean; iss: boolean; isv: boolean };
  outcome: {
    name: string;
    active: boolean;
    iss: boolean;
    isv: boolean;
    /** overrides the match's minTip when set */
    minTip?: number | undefined;
    limits?: OutcomeLimits | undefined;
  };
}

/** The slip: its picks, the ticked system sizes and the stake typed (minor units). */
export interface Slip {
  picks: SlipPick[];
  /** ticked combination sizes (number of non-banker picks per bet); empty means not a system */
  system: number[];
  stake: Minor;
  /**
   * The player chose the stake (typed it or took a quick amount). Until then the min stake is the
   * default and a quick amount sets the stake instead of adding to it; once chosen, even 0 is what
   * the player meant and is refused, never silently raised to the minimum.
   */
  stakeSet?: boolean;
}

export type LimitKind = 'single' | 'combine' | 'multiple' | 'system' | 'live';

/** One of the user's limit sets, in minor units; status 0 disables that coupon type. */
export interface LimitSet {
  minTip: number;
  minStake: Minor;
  maxStake: Minor;
  maxPay: Minor;
  status: 0 | 1;
}

/** Combination bonus: `percent` for reaching `tipCount` picks of at least `minOdds`, again for each further one. */
export interface BonusRule {
  status: 0 | 1;
  percent: number;
  tipCount: number;
  minOdds: number;
}

/** What the engine needs to know about the player (the server fills it from its own records). */
export interface SlipUser {
  /** 1: the stake typed is the coupon total; otherwise it is the stake of each bet */
  staketype: number;
  limits: Record<LimitKind, LimitSet>;
  /** 0 means no limit */
  minOdds: number;
  maxOdds: number;
  maxOddsCoupon: number;
  bonus: BonusRule;
  /** system bets can be disabled per user */
  systemEnabled: boolean;
  /** the balance, when known: creation needs stake ≤ credit */
  credit?: Minor | undefined;
}

/** Caps on how many picks a slip may hold (section 9). */
export interface SlipCaps {
  maxPicks: number;
  maxMultiplePicks: number;
  maxSystemPicks: number;
  maxSystemMatches: number;
}

export const DEFAULT_CAPS: SlipCaps = {
  maxPicks: 20,
  maxMultiplePicks: 27,
  maxSystemPicks: 20,
  maxSystemMatches: 10,
};

/** Limits used when the user has none (section 9: min tip 1, min stake 1, max stake 250, max pay 12500). */
export const DEFAULT_LIMIT_SET: LimitSet = {
  minTip: 1,
  minStake: 100,
  maxStake: 25_000,
  maxPay: 1_250_000,
  status: 1,
};

export const DEFAULT_USER: SlipUser = {
  staketype: 1,
  limits: {
    single: DEFAULT_LIMIT_SET,
    combine: DEFAULT_LIMIT_SET,
    multiple: DEFAULT_LIMIT_SET,
    system: DEFAULT_LIMIT_SET,
    live: DEFAULT_LIMIT_SET,
  },
  minOdds: 0,
  maxOdds: 0,
  maxOddsCoupon: 0,
  bonus: { status: 0, percent: 0, tipCount: 0, minOdds: 0 },
  systemEnabled: true,
};

/** A refusal or warning, as a message key of the spec's dictionary with its parameters. */
export interface SlipMessage {
  key: string;
  params?: Record<string, string | number>;
  /** parameters that are money, in minor units: a client shows them in the site's currency */
  amounts?: Record<string, Minor>;
  /** the pick it is about, when it is about one */
  pick?: PickKey;
}

export interface PickKey {
  matchId: number;
  marketId: number;
  outcomeId: number;
}

/** The identity of a pick, without the rest of what it carries. */
export function keyOf(p: PickKey): PickKey {
  return { matchId: p.matchId, marketId: p.marketId, outcomeId: p.outcomeId };
}

export const sameOutcome = (a: PickKey, b: PickKey) =>
  a.matchId === b.matchId && a.marketId === b.marketId && a.outcomeId === b.outcomeId;
export const sameMarket = (a: PickKey, b: PickKey) => a.matchId === b.matchId && a.marketId === b.marketId;

export const EMPTY_SLIP: Slip = { picks: [], system: [], stake: 0 };

/** The result of a change to the slip: the new slip and what to tell the player. */
export interface SlipChange {
  slip: Slip;
  /** why the change was refused or what it did beside the obvious, as message keys */
  messages: SlipMessage[];
}
