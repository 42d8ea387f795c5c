import { ODD_SCALE } from '../money/payout.ts';
import { elementarySums } from '../betslip/system.ts';

export interface SettledLine {
  matchId: number;
  banker: boolean;
  /** thousandths: the odd when won, 1000 when void, 0 when lost */
  factor: number;
}

/**
 * What a coupon pays once every line is settled, with the same closed forms as placement: a
 * combine multiplies its factors; a multiple takes one line per match; a system sums its
 * k-combinations (elementary symmetric sums) times its bankers. Rounded down once, at the end.
 */
export function couponPayout(
  ticketType: string,
  lines: readonly SettledLine[],
  system: readonly number[],
  stakePerBet: number,
): number {
  const scale1 = BigInt(ODD_SCALE);
  if (ticketType === 'SK') {
    const bankers = lines.filter((l) => l.banker);
    const free = lines.filter((l) => !l.banker);
    const e = elementarySums(free.map((l) => l.factor));
    let bankerProduct = 1n;
    for (const b of bankers) bankerProduct *= BigInt(b.factor);
    let sum = 0n;
    for (const k of new Set(system)) {
      if (k < 1 || k > free.length) continue;
      sum += bankerProduct * e[k]! * scale1 ** BigInt(free.length - k);
    }
    const scale = scale1 ** BigInt(bankers.length + free.length);
    return Number((BigInt(stakePerBet) * sum) / scale);
  }
  if (ticketType === 'CK') {
    const byMatch = new Map<number, bigint>();
    for (const l of lines) byMatch.set(l.matchId, (byMatch.get(l.matchId) ?? 0n) + BigInt(l.factor));
    let product = 1n;
    for (const s of byMatch.values()) product *= s;
    return Number((BigInt(stakePerBet) * product) / scale1 ** BigInt(byMatch.size));
  }
  let product = 1n;
  for (const l of lines) product *= BigInt(l.factor);
  return Number((BigInt(stakePerBet) * product) / scale1 ** BigInt(lines.length));
}
