import type { TicketType } from '../api/coupons.ts';
import { ODD_SCALE, toThousandths, type Thousandths } from '../money/payout.ts';
import { ODD_DISPLAY_CAP } from '../odds/display.ts';
import { cappedMultipleSum, cappedSystemSum } from './capped-bets.ts';
import { systemTotals } from './system-math.ts';
import type { SlipPick } from './types.ts';

/** What a coupon is made of, without walking its bets: their number and their summed odds. */
export interface BetFactor {
  /** number of bets (cCount) */
  bets: number;
  /** Σ over bets of the product of their odds, at `scale` (a bet at 3.885 is 3885 at scale 1000) */
  sum: bigint;
  scale: bigint;
  /** matches in the smallest bet: what the minimum number of matches is checked against */
  smallestBet: number;
}

const NONE: BetFactor = { bets: 0, sum: 0n, scale: 1n, smallestBet: 0 };

/** Odds as integer thousandths, rounded to the third decimal the API carries. */
export const oddsOf = (ps: readonly Pick<SlipPick, 'odd'>[]): Thousandths[] =>
  ps.map((p) => toThousandths(Math.round(p.odd * ODD_SCALE) / ODD_SCALE));

/**
 * The most one single or combine bet is paid at: the user's maxOddsCoupon when set, and never
 * above the hard cap of 320 (section 5). The slip shows the total odds capped so; paying the
 * product beyond it made a long accumulator's max pay cut the stake to nothing.
 */
export function couponOddsCap(maxOddsCoupon: number): number {
  return maxOddsCoupon > 0 ? Math.min(maxOddsCoupon, ODD_DISPLAY_CAP) : ODD_DISPLAY_CAP;
}

/**
 * Bets and summed odds per coupon type in closed form: a single or combine is one bet at the
 * product of the odds (capped by `couponOddsCap`); a multiple takes one pick per match in
 * every bet ("A multiple-type coupon cannot keep two selections of the same match" in one bet);
 * a system sums every ticked size with the bankers in every bet.
 */
export function betFactor(
  type: TicketType,
  picks: readonly SlipPick[],
  system: readonly number[],
  maxOddsCoupon: number,
): BetFactor {
  if (picks.length === 0) return NONE;
  if (type === 'SK') return systemFactor(picks, system);
  if (type === 'CK') return multipleFactor(picks);
  return combineFactor(picks, maxOddsCoupon);
}

function systemFactor(picks: readonly SlipPick[], system: readonly number[]): BetFactor {
  const bankers = picks.filter((p) => p.banker);
  const free = picks.filter((p) => !p.banker);
  const t = systemTotals(oddsOf(bankers), oddsOf(free), system);
  const sizes = system.filter((k) => k >= 1 && k <= free.length);
  const smallestBet = sizes.length > 0 ? Math.min(...sizes) + bankers.length : 0;
  // every bet at no more than the hard cap, as settlement pays it
  const sum = cappedSystemSum(oddsOf(bankers), oddsOf(free), system, toThousandths(ODD_DISPLAY_CAP));
  return { bets: t.bets, sum, scale: t.scale, smallestBet };
}

/** Π over matches of (Σ odds of that match's picks); bets Π of the group sizes. */
function multipleFactor(picks: readonly SlipPick[]): BetFactor {
  const byMatch = new Map<number, Thousandths[]>();
  for (const [i, o] of oddsOf(picks).entries()) {
    const id = picks[i]!.matchId;
    byMatch.set(id, [...(byMatch.get(id) ?? []), o]);
  }
  let bets = 1;
  for (const group of byMatch.values()) bets *= group.length;
  // every bet at no more than the hard cap, as settlement pays it
  const sum = cappedMultipleSum([...byMatch.values()], toThousandths(ODD_DISPLAY_CAP));
  return { bets, sum, scale: BigInt(ODD_SCALE) ** BigInt(byMatch.size), smallestBet: byMatch.size };
}

function combineFactor(picks: readonly SlipPick[], maxOddsCoupon: number): BetFactor {
  let sum = 1n;
  for (const o of oddsOf(picks)) sum *= BigInt(o);
  let scale = BigInt(ODD_SCALE) ** BigInt(picks.length);
  // "capped at the user's maxOddsCoupon limit if set; hard cap 320": paid at the cap, not above.
  const cap = BigInt(toThousandths(Math.round(couponOddsCap(maxOddsCoupon) * ODD_SCALE) / ODD_SCALE));
  if (sum * BigInt(ODD_SCALE) > cap * scale) {
    sum = cap;
    scale = BigInt(ODD_SCALE);
  }
  return { bets: 1, sum, scale, smallestBet: picks.length };
}

/** Σ bet odds as a decimal, rounded down to the third decimal (what the slip shows as oRate). */
export function totalOddsOf(f: BetFactor): number {
  return Number((f.sum * BigInt(ODD_SCALE)) / f.scale) / ODD_SCALE;
}
