import { DEFAULT_CAPS, type SlipCaps, type SlipPick } from './types.ts';

/**
 * Section 5: "Selection count is capped by configuration (maximum odds per coupon, multi
 * selections, multi odds, system selections)": a system takes the system cap, a slip with two
 * picks of one match the multiple cap (27), any other the per-coupon cap (20).
 */
export function pickCap(
  picks: readonly Pick<SlipPick, 'matchId'>[],
  system: readonly number[],
  caps: SlipCaps = DEFAULT_CAPS,
): number {
  if (system.length > 0) return caps.maxSystemPicks;
  const matches = new Set(picks.map((p) => p.matchId));
  return matches.size < picks.length ? caps.maxMultiplePicks : caps.maxPicks;
}
