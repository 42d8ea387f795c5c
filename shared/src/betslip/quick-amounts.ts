import type { Minor } from '../money/money.ts';

/** Default quick stakes 5, 10, 25, 50, replaced by the comma setting (coupon_amount_group) when it names any. */
export const DEFAULT_QUICK_AMOUNTS: readonly number[] = [5, 10, 25, 50];

/** "Quick amounts come from a comma-separated site setting": major-unit amounts, blanks and junk skipped. */
export function quickAmounts(setting: string | undefined): number[] {
  const parsed = (setting ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n > 0);
  return parsed.length > 0 ? parsed : [...DEFAULT_QUICK_AMOUNTS];
}

export interface QuickStakeState {
  stake: Minor;
  /**
   * The stake is still the default (the min stake, or reset with 'C'): the next quick amount sets
   * the stake. "+5" on the default 1.00 is 5.00, not 6.00.
   */
  isDefault: boolean;
}

/**
 * "Quick amount adds to the current stake, capped at the coupon max stake and then at the user's
 * credit; 'C' resets, and the next quick amount replaces the stake." A stake the player has not
 * chosen yet is replaced as after 'C'.
 */
export function applyQuickAmount(
  state: QuickStakeState,
  amount: Minor | 'C',
  caps: { maxStake: Minor; credit?: Minor | undefined },
): QuickStakeState {
  if (amount === 'C') return { stake: 0, isDefault: true };
  let stake = state.isDefault ? amount : state.stake + amount;
  stake = Math.min(stake, caps.maxStake);
  if (caps.credit !== undefined) stake = Math.min(stake, Math.max(0, caps.credit));
  return { stake, isDefault: false };
}
