import { binomial, combinationCode } from './system-math.ts';
import { withSystemCleared } from './system-state.ts';
import { DEFAULT_CAPS, sameOutcome, type PickKey, type Slip, type SlipCaps } from './types.ts';

// Settlement reads the system arithmetic from here.
export { elementarySums, systemTotalsByEnumeration } from './system-math.ts';

/** Ticks or unticks a size. With none left, bankers are cleared; with some, missing bankers are picked. */
export function toggleSystemSize(slip: Slip, size: number, caps: SlipCaps = DEFAULT_CAPS): Slip {
  const system = slip.system.includes(size)
    ? slip.system.filter((k) => k !== size)
    : [...slip.system, size].sort((a, b) => a - b);
  return ensureSystemBankers(withSystemCleared({ ...slip, system }), caps);
}

/**
 * "A banker can be set on a pick only while fewer than (picks minus 2) are bankers, or to unset
 * it." Unsetting is refused too while a system is ticked and the pick would become its eleventh
 * match ("A system coupon accepts at most 10 matches"), else the slip could not be placed.
 */
export function canToggleBanker(slip: Slip, key: PickKey, caps: SlipCaps = DEFAULT_CAPS): boolean {
  const pick = slip.picks.find((p) => sameOutcome(p, key));
  if (!pick) return false;
  const bankers = slip.picks.filter((p) => p.banker).length;
  if (pick.banker) return slip.system.length === 0 || slip.picks.length - bankers < caps.maxSystemMatches;
  return bankers < slip.picks.length - 2;
}

export function toggleBanker(slip: Slip, key: PickKey, caps: SlipCaps = DEFAULT_CAPS): Slip {
  if (!canToggleBanker(slip, key, caps)) return slip;
  const picks = slip.picks.map((p) => (sameOutcome(p, key) ? { ...p, banker: !p.banker } : p));
  return withSystemCleared({ ...slip, picks });
}

/**
 * "A system coupon accepts at most 10 matches, so bankers must be picked; missing bankers are
 * auto-picked from the last matches."
 */
export function ensureSystemBankers(slip: Slip, caps: SlipCaps = DEFAULT_CAPS): Slip {
  if (slip.system.length === 0) return slip;
  let missing = slip.picks.filter((p) => !p.banker).length - caps.maxSystemMatches;
  if (missing <= 0) return slip;
  const picks = [...slip.picks];
  for (let i = picks.length - 1; i >= 0 && missing > 0; i--) {
    if (!picks[i]!.banker) {
      picks[i] = { ...picks[i]!, banker: true };
      missing--;
    }
  }
  return withSystemCleared({ ...slip, picks });
}

export interface SystemOption {
  size: number;
  code: string;
  /** number of bets of this size */
  count: number;
  selected: boolean;
}

/** The sizes a player can tick: 1 to the number of free picks, at most the system's match cap. */
export function systemOptions(slip: Slip, caps: SlipCaps = DEFAULT_CAPS): SystemOption[] {
  const free = Math.min(slip.picks.filter((p) => !p.banker).length, caps.maxSystemMatches);
  const options: SystemOption[] = [];
  for (let k = 1; k <= free; k++)
    options.push({
      size: k,
      code: combinationCode(k),
      count: binomial(free, k),
      selected: slip.system.includes(k),
    });
  return options;
}
