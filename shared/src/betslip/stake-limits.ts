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
 * "Stake type 1 means the entered stake is the total; otherwise it is divided by the coupon count
 * (per bet)." With stake type 1 each bet gets the whole cents the total divides into (the
 * remainder is not staked), so the total is always bets × stake per bet. The min and max stake
 * are not applied here: the slip refuses a stake outside them instead of changing what was typed.
 */
export function stakePerBet(typed: Minor, bets: number, staketype: number): Minor {
  return splitStake(typed, bets, staketype).perBet;
}

export interface StakeSplit {
  perBet: Minor;
  /** what the coupon really stakes: always bets × perBet */
  total: Minor;
  /** the cents of a typed total that do not divide among the bets (fewer than the bets) */
  leftover: Minor;
}

/**
 * The one rule for a stake over several bets, the slip's and the server's: a typed total (stake
 * type 1) gives each bet the whole cents it divides into and the rest stays with the player
 * (10.00 over 3 bets is 3 × 3.33 = 9.99); a typed stake per bet is staked on every bet.
 */
export function splitStake(typed: Minor, bets: number, staketype: number): StakeSplit {
  if (bets <= 0) return { perBet: 0, total: 0, leftover: 0 };
  if (staketype !== 1) return { perBet: typed, total: typed * bets, leftover: 0 };
  const perBet = Math.floor(typed / bets);
  return { perBet, total: perBet * bets, leftover: typed - perBet * bets };
}
