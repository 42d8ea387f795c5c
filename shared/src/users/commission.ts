/**
 * A dealer's commission: its share of its subtree's positive NGR, in basis points (1250 =
 * 12.5 %). A dealer pays its sub-dealers' commission out of its own, so a sub-dealer's rate may
 * never exceed its parent's; the house (administrator) has no rate and bounds nobody.
 */
export const COMMISSION_BP_MAX = 10_000;

/** True when a child of a parent with `parentBp` (null under the house) may have `askedBp`. */
export function commissionAllowed(parentBp: number | null, askedBp: number): boolean {
  if (!Number.isInteger(askedBp) || askedBp < 0 || askedBp > COMMISSION_BP_MAX) return false;
  return parentBp === null || askedBp <= parentBp;
}

/**
 * The rate that applies to a dealer, given the stored rates of the dealers from the top of the
 * tree down to it (the house left out): its own, lowered to any ancestor's that is lower, so
 * lowering a dealer's rate binds its whole subtree at once without rewriting it.
 */
export function effectiveCommissionBp(chain: readonly number[]): number {
  if (!chain.length) return 0;
  return Math.max(0, Math.min(...chain, COMMISSION_BP_MAX));
}
