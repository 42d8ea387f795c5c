import type { TicketType } from '../api/coupons.ts';
import type { SlipPick, SlipUser } from './types.ts';

/** The bonus never exceeds this percentage (section 9). */
export const BONUS_CAP_PERCENT = 25;

/**
 * "applies only to single non-multi coupons": read as one combine bet (KK), the accumulator a
 * bookmaker's bonus rewards; singles have no extra selections, and multiples and systems are
 * several bets.
 */
export function bonusApplies(type: TicketType): boolean {
  return type === 'KK';
}

/**
 * "bonus percent is multiplied by the number of extra qualifying selections and capped at 25
 * percent ... with odds at or above the bonus minimum". Read as: reaching `tipCount` picks at or
 * above `minOdds` earns `percent`, and each further qualifying pick earns it again.
 */
export function bonusPercentFor(
  picks: readonly Pick<SlipPick, 'odd'>[],
  user: Pick<SlipUser, 'bonus'>,
): number {
  const b = user.bonus;
  if (b.status !== 1 || b.percent <= 0 || b.tipCount < 1) return 0;
  const qualifying = picks.filter((p) => p.odd >= b.minOdds).length;
  if (qualifying < b.tipCount) return 0;
  return Math.min(BONUS_CAP_PERCENT, b.percent * (qualifying - b.tipCount + 1));
}
