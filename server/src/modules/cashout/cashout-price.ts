import { LINE_STATUS, roundToThousandths } from '@bet/shared';
import type { SportsService } from '../sports/index.ts';

/** The house keeps this share of a cash-out's fair value (a site setting can change it). */
export const DEFAULT_CASHOUT_MARGIN = 0.05;

export interface PricedLine {
  matchId: number;
  marketId: number;
  outcomeId: number;
  /** thousandths, as placed */
  odd: number;
  /** 0 open, 1 won, -1 lost, 2 void */
  status: number;
}

/** A coupon line row (as stored) in the shape pricing reads. */
export function pricedLine(l: {
  match_id: number;
  market_id: number;
  outcome_id: number;
  odd: number;
  status: number;
}): PricedLine {
  return {
    matchId: Number(l.match_id),
    marketId: Number(l.market_id),
    outcomeId: Number(l.outcome_id),
    odd: l.odd,
    status: l.status,
  };
}

/**
 * What a waiting coupon can be sold for now, in minor units, or null when it cannot be sold:
 * systems and multiples never; a lost line, a market without the cash-out flag, a closed or
 * suspended odd, or a paused match stop it. The fair value is the stake times the won odds times,
 * for each open line, its placed odd over its current odd; the margin comes off, rounded down.
 */
export function cashoutPrice(
  coupon: { ticketType: string; stake: number; maxPay: number },
  lines: readonly PricedLine[],
  sports: SportsService,
  margin = DEFAULT_CASHOUT_MARGIN,
): number | null {
  if (coupon.ticketType === 'CK' || coupon.ticketType === 'SK') return null;
  let numerator = BigInt(coupon.stake);
  let denominator = 1n;
  for (const l of lines) {
    if (l.status === LINE_STATUS.lost) return null;
    if (l.status === LINE_STATUS.void) continue;
    if (l.status === LINE_STATUS.won) {
      numerator *= BigInt(l.odd);
      denominator *= 1000n;
      continue;
    }
    const ref = sports.view.getOutcome(l.matchId, l.marketId, l.outcomeId);
    if (!ref || !ref.market.cashout || !ref.outcome.active || !ref.market.active || ref.market.iss)
      return null;
    if (ref.match.betStatus !== 'started' || ref.match.iss) return null;
    numerator *= BigInt(l.odd);
    denominator *= BigInt(roundToThousandths(ref.outcome.odd));
  }
  // The margin in hundredths of a percent, so the whole price stays in integers.
  const keep = 10_000n - BigInt(Math.round(margin * 10_000));
  const price = Number((numerator * keep) / (denominator * 10_000n));
  return Math.min(coupon.maxPay, Math.max(0, price));
}
