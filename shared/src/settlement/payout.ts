import { ODD_SCALE, toThousandths } from '../money/payout.ts';
import { ODD_DISPLAY_CAP } from '../odds/display.ts';
import { cappedMultipleSum, cappedSystemSum } from '../betslip/capped-bets.ts';

export interface SettledLine {
  matchId: number;
  banker: boolean;
  /** thousandths: the odd when won, 1000 when void, 0 when lost */
  factor: number;
}

/**
 * What a coupon pays once every line is settled, with the same sums as placement: a combine
 * multiplies its factors; a multiple takes one line per match; a system sums its k-combinations
 * times its bankers, each bet of those two at no more than the 320 cap. Rounded down once, at the end.
 */
export function couponPayout(
  ticketType: string,
  lines: readonly SettledLine[],
  system: readonly number[],
  stakePerBet: number,
): number {
  const scale1 = BigInt(ODD_SCALE);
  // every bet at no more than the hard cap, as placement counted its max pay
  const cap = toThousandths(ODD_DISPLAY_CAP);
  if (ticketType === 'SK') {
    const bankers = lines.filter((l) => l.banker).map((l) => l.factor);
    const free = lines.filter((l) => !l.banker).map((l) => l.factor);
    const sum = cappedSystemSum(bankers, free, system, cap);
    const scale = scale1 ** BigInt(bankers.length + free.length);
    return Number((BigInt(stakePerBet) * sum) / scale);
  }
  if (ticketType === 'CK') {
    const byMatch = new Map<number, number[]>();
    for (const l of lines) byMatch.set(l.matchId, [...(byMatch.get(l.matchId) ?? []), l.factor]);
    const sum = cappedMultipleSum([...byMatch.values()], cap);
    return Number((BigInt(stakePerBet) * sum) / scale1 ** BigInt(byMatch.size));
  }
  let product = 1n;
  for (const l of lines) product *= BigInt(l.factor);
  return Number((BigInt(stakePerBet) * product) / scale1 ** BigInt(lines.length));
}
