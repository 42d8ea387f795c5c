import type { Minor } from '../money/money.ts';
import type { LimitSet, SlipPick } from './types.ts';

export interface StakeLimits {
  minStake: Minor;
  maxStake: Minor;
  /** the most the coupon may pay */
  maxPay: Minor;
}

/**
 * The user's limit set for the coupon type, narrowed by every pick's own limits: a single uses
 * the outcome's single limits, any other coupon its combined (kombi) limits. The strictest wins,
 * as a bookmaker takes the tightest exposure of any line on the ticket.
 */
export function stakeLimits(
  limit: LimitSet,
  picks: readonly Pick<SlipPick, 'outcome'>[],
  single: boolean,
): StakeLimits {
  let minStake = limit.minStake;
  let maxStake = limit.maxStake;
  let maxPay = limit.maxPay;
  for (const p of picks) {
    const l = p.outcome.limits;
    if (!l) continue;
    minStake = Math.max(minStake, single ? l.singleMinStake : l.kombiMinStake);
    maxStake = Math.min(maxStake, single ? l.singleMaxStake : l.kombiMaxStake);
    maxPay = Math.min(maxPay, single ? l.singleMaxPay : l.kombiMaxPay);
  }
  return { minStake, maxStake, maxPay };
}

/**
 * "Stake is clamped between min stake and max stake ... Min stake is the default stake. Stake
 * type 1 means the entered stake is the total; otherwise it is divided by the coupon count (per
 * bet)." The limits bind what is typed. With stake type 1 each bet gets the whole cents the total
 * divides into (the remainder is not staked), so the total is always bets × stake per bet.
 */
export function stakePerBet(typed: Minor, bets: number, staketype: number, limits: StakeLimits): Minor {
  if (bets <= 0) return 0;
  const stake = Math.max(limits.minStake, Math.min(limits.maxStake, typed > 0 ? typed : limits.minStake));
  return staketype === 1 ? Math.floor(stake / bets) : stake;
}
