import {
  canToggleBanker,
  keyOf,
  sameMarket,
  systemOptions,
  unavailableReason,
  type Slip,
  type SlipPick,
  type UnavailableReason,
} from '@bet/shared';
import { refused } from '../../http/errors.ts';

type CouponError = { mid: number; msg: string };

/**
 * The shape a request must have before the slip engine judges it, with the slip's own rules:
 * one pick per market (a duplicate is refused as the slip refuses it, `noSelectSoTips`), system
 * sizes the slip could have ticked, and bankers set the way the slip lets them be set ("fewer than
 * picks minus 2"). Bankers on a coupon that is not a system are dropped, as the slip drops them.
 */
export function shapedSlip(
  picks: SlipPick[],
  wantedBankers: boolean[],
  system: number[],
  stake: number,
): Slip {
  const duplicates: CouponError[] = [];
  picks.forEach((p, i) => {
    if (picks.slice(0, i).some((q) => sameMarket(q, p)))
      duplicates.push({ mid: p.matchId, msg: 'noSelectSoTips' });
  });
  if (duplicates.length) throw refused('noSelectSoTips', { couponErrors: duplicates });

  // the stake is what the client sent: judged as chosen, never taken for the default
  let slip: Slip = { picks: picks.map((p) => ({ ...p, banker: false })), system, stake, stakeSet: true };
  if (system.length === 0) return slip;
  for (const [i, p] of picks.entries()) {
    if (!wantedBankers[i]) continue;
    if (!canToggleBanker(slip, keyOf(p)))
      throw refused('tooManyBankers', { couponErrors: [{ mid: p.matchId, msg: 'tooManyBankers' }] });
    slip = { ...slip, picks: slip.picks.map((q, j) => (j === i ? { ...q, banker: true } : q)) };
  }
  const offered = new Set(systemOptions(slip).map((o) => o.size));
  const unknown = system.filter((k) => !offered.has(k));
  if (unknown.length) throw refused('invalidSystem', { sizes: unknown.join(',') });
  return slip;
}

/** The catalogue's words for why a pick is locked (section 8), per match. */
const LOCK_MESSAGE: Record<UnavailableReason, string> = {
  matchInactive: 'matchClosed',
  matchSuspended: 'matchClosed',
  betsNotStarted: 'matchBetsPaused',
  marketSuspended: 'tipClosed',
  oddSuspended: 'tipClosed',
  notVisible: 'tipClosed',
  oddTooLow: 'tipClosed',
};

/**
 * Why each locked pick is locked, in the catalogue's words: a live match whose bets stopped for
 * want of updates is 'odd locked due to no live update'; a paused one 'bets on the match
 * temporarily closed'; a closed market or odd 'tip closed for this match'.
 */
export function lockErrors(picks: readonly SlipPick[]): CouponError[] {
  const out: CouponError[] = [];
  for (const p of picks) {
    const reason = unavailableReason(p.match, p.market, { ...p.outcome, odd: p.odd });
    if (!reason) continue;
    const msg =
      reason === 'betsNotStarted' && p.match.ttype === 'L' && p.match.betStatus === 'stopped'
        ? 'oddLockedNoLiveUpdate'
        : LOCK_MESSAGE[reason];
    if (!out.some((e) => e.mid === p.matchId)) out.push({ mid: p.matchId, msg });
  }
  return out;
}
