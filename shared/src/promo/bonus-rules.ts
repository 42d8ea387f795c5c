/**
 * Bonus requests (accounts-and-platform sections 3 and 4): a player asks once for a bonus; the back
 * office then accepts or denies it, once.
 */
export const BONUS_STATUS = { waiting: 0, accepted: 1, denied: 2 } as const;
export type BonusStatus = (typeof BONUS_STATUS)[keyof typeof BONUS_STATUS];

/** A decision the back office sends: accepted or denied. */
export type BonusDecision = typeof BONUS_STATUS.accepted | typeof BONUS_STATUS.denied;

/**
 * What a decision does to a request in `current` status: `apply` it (a waiting request), `same`
 * (the request already has that status: a retried decision changes nothing), or `refuse` (the
 * request was decided the other way; a decision is final).
 */
export function bonusDecisionEffect(current: number, next: BonusDecision): 'apply' | 'same' | 'refuse' {
  if (current === BONUS_STATUS.waiting) return 'apply';
  return current === next ? 'same' : 'refuse';
}
