/**
 * What a result entry may say about a match. 'cancelled' and 'abandoned' call the match off:
 * every line on it is void (stakes come back through the ledger), whatever the score.
 */
export const RESULT_STATUSES = ['ended', 'cancelled', 'abandoned'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** True when the result calls the match off, so its lines are void. */
export function callsMatchOff(status: ResultStatus): boolean {
  return status !== 'ended';
}

/**
 * Why a result may not be taken now, or null when it may. A score before kick-off cannot be
 * true (a future match was once settled and paid an hour before it started); calling a match
 * off is allowed at any time.
 */
export function resultRefusal(facts: {
  startsAt: number;
  now: number;
  status: ResultStatus;
}): 'matchNotStarted' | null {
  if (callsMatchOff(facts.status)) return null;
  return facts.startsAt > facts.now ? 'matchNotStarted' : null;
}

/** An owed amount (minor units, zero or more) from a balance: a balance below zero is owed. */
export function owedOf(balance: number): number {
  return balance < 0 ? -balance : 0;
}
