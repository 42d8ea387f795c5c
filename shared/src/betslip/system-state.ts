import type { Slip } from './types.ts';

/**
 * After picks change, ticked system sizes that no longer exist go; with none left, bankers go too
 * (section 4: "if none remain selected all bankers are cleared").
 */
export function withSystemCleared(slip: Slip): Slip {
  const free = slip.picks.filter((p) => !p.banker).length;
  const system = slip.system.filter((k) => k >= 1 && k <= free);
  if (system.length === slip.system.length && (system.length > 0 || !slip.picks.some((p) => p.banker)))
    return slip;
  const picks =
    system.length > 0 ? slip.picks : slip.picks.map((p) => (p.banker ? { ...p, banker: false } : p));
  return { ...slip, system, picks };
}
