import type { TicketType } from '../api/coupons.ts';
import { formatAmount, type Minor } from '../money/money.ts';
import { betFactor, totalOddsOf } from './bet-factor.ts';
import { bonusApplies, bonusPercentFor } from './bonus.ts';
import { couponType, couponTypeCode, limitKind } from './coupon-type.ts';
import { isCounted, isLocked } from './lock.ts';
import { cappedPay, stakeWithinMaxPay } from './max-pay.ts';
import { meetsMinTip, requiredMinTip } from './min-tip.ts';
import { oddLimitMessage } from './odd-limits.ts';
import { pickCap } from './pick-caps.ts';
import { goneReason } from './prune.ts';
import { stakeLimits, stakePerBet as stakeOfEachBet } from './stake-limits.ts';
import { systemOptions, type SystemOption } from './system.ts';
import {
  DEFAULT_CAPS,
  keyOf,
  type LimitKind,
  type Slip,
  type SlipCaps,
  type SlipMessage,
  type SlipUser,
} from './types.ts';

/** Everything the slip shows and the server checks: the spec's slip state (cType, cCount, ... creatable). */
export interface SlipSummary {
  type: TicketType;
  couponType: 0 | 2;
  limitKind: LimitKind;
  /** picks that count in the totals */
  counted: number;
  matches: number;
  /** number of bets (cCount) */
  bets: number;
  /** Σ over bets of their odds: what one unit of stake per bet returns if all win (oRate) */
  totalOdds: number;
  /** the stake of each bet and of the whole coupon, after clamping (minor units) */
  stakePerBet: Minor;
  stakeTotal: Minor;
  minStake: Minor;
  maxStake: Minor;
  /** what the coupon pays if everything wins, bonus excluded, after the caps (minor units) */
  maxPay: Minor;
  bonusPercent: number;
  bonusPay: Minor;
  /** the least number of matches the coupon's bets must hold (MBS) */
  minTip: number;
  locked: number;
  systemOptions: SystemOption[];
  messages: SlipMessage[];
  creatable: boolean;
}

/** Messages that inform without refusing: a stake reduced to fit the max pay is still placed. */
const NOTICES = new Set(['maxPayStakeReduced']);

/**
 * Works out a slip for a user with integer arithmetic only. The server runs exactly this on its
 * own odds to accept or refuse a coupon; the web app runs it to show the slip. With `now`, picks
 * of started or ended matches refuse the coupon too (the web app prunes them; the server must not
 * take them from an old request).
 */
export function evaluateSlip(
  slip: Slip,
  user: SlipUser,
  caps: SlipCaps = DEFAULT_CAPS,
  now?: number,
): SlipSummary {
  const messages: SlipMessage[] = [];
  const counted = slip.picks.filter(isCounted);
  const locked = slip.picks.filter(isLocked).length;
  if (locked > 0) messages.push({ key: 'thereAreLockedMatches' });
  if (now !== undefined) {
    for (const p of slip.picks) {
      const gone = goneReason(p, now);
      if (gone)
        messages.push({ key: gone === 'matchStarted' ? 'matchStarted' : 'matchClosed', pick: keyOf(p) });
    }
  }
  for (const p of counted) {
    const m = oddLimitMessage(p.odd, user);
    if (m) messages.push({ ...m, pick: keyOf(p) });
  }

  const type = couponType(counted.length ? counted : slip.picks, slip.system);
  const kind = limitKind(type, counted);
  const limit = user.limits[kind];
  if (limit.status !== 1) messages.push({ key: 'couponTypeClosed' });
  if (type === 'SK') messages.push(...systemRefusals(counted, slip.system, user, caps));
  const cap = pickCap(slip.picks, slip.system, caps);
  if (slip.picks.length > cap) messages.push({ key: 'choosetypesError', params: { count: cap } });

  const factor = betFactor(type, counted, slip.system, user.maxOddsCoupon);
  const minTip = requiredMinTip(limit.minTip, counted);
  if (counted.length > 0 && !meetsMinTip(factor.smallestBet, minTip))
    messages.push({ key: 'minMatchCount', params: { count: minTip } });

  const limits = stakeLimits(limit, counted, type === 'TK');
  const bets = factor.bets;
  const bonusPercent = bonusApplies(type) ? bonusPercentFor(counted, user) : 0;
  const wanted = stakeOfEachBet(slip.stake, bets, user.staketype, limits);
  const perBet = stakeWithinMaxPay(wanted, factor, limits.maxPay, bonusPercent);
  if (perBet < wanted)
    messages.push({
      key: 'maxPayStakeReduced',
      params: { stake: formatAmount(perBet * bets) },
      amounts: { stake: perBet * bets },
    });
  const stakeTotal = perBet * bets;
  const pay = cappedPay(perBet, factor, limits.maxPay, bonusPercent);

  // The min stake binds what is typed: the total with stake type 1, each bet otherwise.
  const typedNow = user.staketype === 1 ? stakeTotal : perBet;
  // Message parameters are shown to the player, so amounts go out as text in major units.
  if (bets > 0 && (typedNow < limits.minStake || perBet < 1))
    messages.push({
      key: 'minStakeError',
      params: { stake: formatAmount(limits.minStake) },
      amounts: { stake: limits.minStake },
    });
  if (user.credit !== undefined && stakeTotal > user.credit) messages.push({ key: 'notEnoughCredit' });

  return {
    type,
    couponType: couponTypeCode(type),
    limitKind: kind,
    counted: counted.length,
    matches: new Set(counted.map((p) => p.matchId)).size,
    bets,
    totalOdds: totalOddsOf(factor),
    stakePerBet: perBet,
    stakeTotal,
    minStake: limits.minStake,
    maxStake: limits.maxStake,
    maxPay: pay.maxPay,
    bonusPercent,
    bonusPay: pay.bonusPay,
    minTip,
    locked,
    systemOptions: systemOptions(slip, caps),
    messages,
    creatable: counted.length > 0 && bets > 0 && messages.every((m) => NOTICES.has(m.key)),
  };
}

/**
 * What a system coupon refuses: "System bets can be disabled per user"; a ticked size the free
 * picks cannot make; two picks of one match (each bet of a system must be a valid combine); more
 * free picks than "A system coupon accepts at most 10 matches".
 */
function systemRefusals(
  counted: Slip['picks'],
  system: readonly number[],
  user: SlipUser,
  caps: SlipCaps,
): SlipMessage[] {
  const out: SlipMessage[] = [];
  const free = counted.filter((p) => !p.banker).length;
  const impossible = system.filter((k) => !Number.isInteger(k) || k < 1 || k > free);
  if (impossible.length > 0) out.push({ key: 'invalidSystem', params: { sizes: impossible.join(',') } });
  if (!user.systemEnabled) out.push({ key: 'systemDisabled' });
  if (new Set(counted.map((p) => p.matchId)).size < counted.length) out.push({ key: 'systemSameMatch' });
  if (free > caps.maxSystemMatches)
    out.push({ key: 'systemMaxMatches', params: { count: caps.maxSystemMatches } });
  return out;
}
