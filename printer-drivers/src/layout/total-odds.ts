import { ODD_SCALE, systemTotals, toThousandths, type Coupon } from '@bet/shared';

/**
 * The total odds printed on a ticket: for a system coupon the sum over its bets of their odds
 * (what one unit per bet would return); otherwise the product over matches of the odds picked in
 * each match (one pick per match makes it the plain product; a multiple coupon sums a match's picks).
 */
export function totalOdds(coupon: Pick<Coupon, 'ticketType' | 'systemCombi' | 'lines'>): number {
  if (coupon.ticketType === 'SK' && coupon.systemCombi.trim()) {
    const sizes = coupon.systemCombi
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const bankers = coupon.lines.filter((l) => l.isBank).map((l) => toThousandths(l.odds));
    const free = coupon.lines.filter((l) => !l.isBank).map((l) => toThousandths(l.odds));
    const { oddsSum, scale } = systemTotals(bankers, free, sizes);
    return ratio(oddsSum, scale);
  }
  const byMatch = new Map<number, bigint>();
  for (const line of coupon.lines) {
    byMatch.set(line.matchId, (byMatch.get(line.matchId) ?? 0n) + BigInt(toThousandths(line.odds)));
  }
  let product = 1n;
  let scale = 1n;
  for (const sum of byMatch.values()) {
    product *= sum;
    scale *= BigInt(ODD_SCALE);
  }
  return ratio(product, scale);
}

/** numerator / denominator to two decimals, exactly (half up). */
function ratio(numerator: bigint, denominator: bigint): number {
  const hundredths = (numerator * 200n + denominator) / (2n * denominator);
  return Number(hundredths) / 100;
}
