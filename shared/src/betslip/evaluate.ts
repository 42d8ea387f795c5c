import type { TicketType } from '../api/coupons.ts';
import { formatAmount, type Minor } from '../money/money.ts';
import { betFactor, totalOddsOf } from './bet-factor.ts';
import { bonusApplies, bonusPercentFor } from './bonus.ts';
import { couponType, couponTypeCode, limitKind } from './coupon-type.ts';
import { isCounted, isLocked } from './lock.ts';
import { cappedPay, stakeWithinMaxPay } from './max-pay.ts';
import { meetsMinTip, picksMinTip, requiredMinTip } from './min-tip.ts';
import { oddLimitMessage } from './odd-limits.ts';
import { pickCap } from './pick-caps.ts';
import { goneReason } from './prune.ts';
import { splitStake, stakeLimits } from './stake-limits.ts';
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
  /**
   * The stake box's figure, in the unit the player types: the coupon's total with stake type 1,
   * each bet's otherwise. It is always the details' stake total (or stake per bet), never a
   * second opinion.
   */
  stake: Minor;
  /** the stake of each bet and of the whole coupon (minor units) */
  stakePerBet: Minor;
  stakeTotal: Minor;
  /** the cents of a typed total that do not divide among the bets and are not staked */
  stakeLeftover: Minor;
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

/**
 * Messages that inform without refusing: a stake lowered or a payout capped by the max pay, a
 * total whose last cents do not divide among the bets.
 */
const NOTICES: ReadonlySet<string> = new Set(['maxPayStakeReduced', 'maxPayCapped', 'stakeSplitLeftover']);

/** Whether a slip message stops the coupon from being made (every message but the notices). */
export const isBlocking = (m: Pick<SlipMessage, 'key'>): boolean => !NOTICES.has(m.key);

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
  if (counted.length > 0) messages.push(...minTipRefusals(type, counted, factor.smallestBet, limit.minTip));

  const limits = stakeLimits(limit, counted, type === 'TK');
  const bets = factor.bets;
  const bonusPercent = bonusApplies(type) ? bonusPercentFor(counted, user) : 0;
  const stake = slipStake(slip, user.staketype, bets, factor, limits, bonusPercent, user.credit);
  if (stake.message) messages.push(stake.message);
  const pay = cappedPay(stake.perBet, factor, limits.maxPay, bonusPercent);

  return {
    type,
    couponType: couponTypeCode(type),
    limitKind: kind,
    counted: counted.length,
    matches: new Set(counted.map((p) => p.matchId)).size,
    bets,
    totalOdds: totalOddsOf(factor),
    stake: stake.shown,
    stakePerBet: stake.perBet,
    stakeTotal: stake.total,
    stakeLeftover: stake.leftover,
    minStake: limits.minStake,
    maxStake: limits.maxStake,
    maxPay: pay.maxPay,
    bonusPercent,
    bonusPay: pay.bonusPay,
    minTip,
    locked,
    systemOptions: systemOptions(slip, caps),
    messages,
    creatable: counted.length > 0 && bets > 0 && messages.every((m) => !isBlocking(m)),
  };
}

interface StakeOutcome {
  /** what the stake box shows, in the unit the player types (the total with stake type 1) */
  shown: Minor;
  perBet: Minor;
  total: Minor;
  leftover: Minor;
  /** at most one message about the stake, so the slip never says two contradicting things */
  message?: SlipMessage;
}

/**
 * The stake of the coupon, one figure for the stake box and the details alike. What the player
 * chose is never clamped silently: below the min stake or above the max stake it stays as typed
 * and is refused (the max stake before the balance, which a stake above the max cannot cure).
 * Past the max pay the stake is lowered to the one that reaches it, but never below the min
 * stake: there the payout is capped instead (its odds paid short), so a long accumulator stays
 * placeable.
 */
function slipStake(
  slip: Slip,
  staketype: number,
  bets: number,
  factor: ReturnType<typeof betFactor>,
  limits: ReturnType<typeof stakeLimits>,
  bonusPercent: number,
  credit: Minor | undefined,
): StakeOutcome {
  const chosen = slip.stakeSet || slip.stake > 0 ? Math.max(0, slip.stake) : limits.minStake;
  if (bets <= 0) return { shown: chosen, perBet: 0, total: 0, leftover: 0 };
  const total = (perBet: Minor) => perBet * bets;
  const shown = (perBet: Minor) => (staketype === 1 ? total(perBet) : perBet);
  const split = splitStake(chosen, bets, staketype);
  const typedPerBet = split.perBet;
  const asTyped = {
    shown: chosen,
    perBet: typedPerBet,
    total: staketype === 1 ? chosen : total(chosen),
    leftover: 0,
  };
  const money = (minor: Minor) => ({ params: { stake: formatAmount(minor) }, amounts: { stake: minor } });
  if (chosen < limits.minStake || typedPerBet < 1)
    return { ...asTyped, message: { key: 'minStakeError', ...money(limits.minStake) } };
  if (chosen > limits.maxStake)
    return { ...asTyped, message: { key: 'maxStakeError', ...money(limits.maxStake) } };

  let perBet = typedPerBet;
  let message: SlipMessage | undefined;
  const fits = stakeWithinMaxPay(perBet, factor, limits.maxPay, bonusPercent);
  if (fits < perBet) {
    // the least each bet may carry: the min stake binds what is typed
    const least = staketype === 1 ? Math.ceil(limits.minStake / bets) : limits.minStake;
    perBet = Math.max(fits, least);
    message =
      perBet === fits
        ? { key: 'maxPayStakeReduced', ...money(total(perBet)) }
        : {
            key: 'maxPayCapped',
            params: { amount: formatAmount(limits.maxPay) },
            amounts: { amount: limits.maxPay },
          };
  }
  if (credit !== undefined && total(perBet) > credit) message = { key: 'notEnoughCredit' };
  // the split's leftover, said only when nothing else about the stake is
  const leftover = perBet === typedPerBet ? split.leftover : 0;
  if (!message && leftover > 0)
    message = {
      key: 'stakeSplitLeftover',
      params: {
        count: bets,
        total: formatAmount(split.total),
        perBet: formatAmount(perBet),
        leftover: formatAmount(leftover),
      },
      amounts: { total: split.total, perBet, leftover },
    };
  return { shown: shown(perBet), perBet, total: total(perBet), leftover, ...(message ? { message } : {}) };
}

/**
 * The minimum number of matches. In a single, combine or multiple every bet holds all the
 * coupon's matches, so one count serves. A system's bets are smaller than the coupon: the
 * user's min tip for systems counts the coupon's matches (a 1/3 of three matches meets a min tip
 * of 3), while a pick's own MBS binds every bet, with a message naming the bets.
 */
function minTipRefusals(
  type: TicketType,
  counted: Slip['picks'],
  smallestBet: number,
  userMinTip: number,
): SlipMessage[] {
  if (type !== 'SK') {
    const need = requiredMinTip(userMinTip, counted);
    return meetsMinTip(smallestBet, need) ? [] : [{ key: 'minMatchCount', params: { count: need } }];
  }
  const out: SlipMessage[] = [];
  const matches = new Set(counted.map((p) => p.matchId)).size;
  if (matches < userMinTip) out.push({ key: 'minMatchCount', params: { count: userMinTip } });
  const perBet = picksMinTip(counted);
  if (!meetsMinTip(smallestBet, perBet)) out.push({ key: 'systemBetMinMatches', params: { count: perBet } });
  return out;
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
