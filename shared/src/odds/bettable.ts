import type { Market, Match, Outcome } from '../api/sports.ts';

/** An odd below this is treated as suspended (spec section 4). */
export const MIN_BETTABLE_ODD = 1.01;
/** Picks at or below this odd are ignored in slip calculations (section 4). */
export const MIN_COUNTED_ODD = 1.000001;

export type OddMatch = Pick<Match, 'active' | 'betStatus' | 'ttype' | 'iss' | 'isv'>;
export type OddMarket = Pick<Market, 'active' | 'iss' | 'isv'>;
export type OddOutcome = Pick<Outcome, 'active' | 'iss' | 'isv' | 'odd'>;

export type UnavailableReason =
  | 'matchInactive'
  | 'betsNotStarted'
  | 'matchSuspended'
  | 'marketSuspended'
  | 'oddSuspended'
  | 'notVisible'
  | 'oddTooLow';

/**
 * Why an odd cannot be bet now, or null when it can: "bettable only if the match is active, bet
 * status is started, the market and the outcome are active and not suspended, visible, and the odd
 * value is above 1 (an odd below 1.01 is treated as suspended)". For a live odd the outcome's
 * `active` flag is its odd status.
 */
export function unavailableReason(
  match: OddMatch,
  market: OddMarket,
  outcome: OddOutcome,
): UnavailableReason | null {
  if (!match.active) return 'matchInactive';
  if (match.betStatus !== 'started') return 'betsNotStarted';
  if (match.iss) return 'matchSuspended';
  if (!market.active || market.iss) return 'marketSuspended';
  if (!outcome.active || outcome.iss) return 'oddSuspended';
  if (!match.isv || !market.isv || !outcome.isv) return 'notVisible';
  if (!(outcome.odd >= MIN_BETTABLE_ODD)) return 'oddTooLow';
  return null;
}

export function isBettable(match: OddMatch, market: OddMarket, outcome: OddOutcome): boolean {
  return unavailableReason(match, market, outcome) === null;
}

/** Live updates show direction: down -1, up 1, unchanged 0. */
export function oddDirection(previous: number | undefined, next: number): -1 | 0 | 1 {
  if (previous === undefined || previous === next) return 0;
  return next > previous ? 1 : -1;
}

/** Arrows of a changed odd flash for this long. */
export const ODD_FLASH_MS = 3000;
