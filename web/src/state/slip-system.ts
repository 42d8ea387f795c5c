import { ensureSystemBankers, toggleBanker, toggleSystemSize, type PickKey } from '@bet/shared';
import { useSlip, waiting } from './slip-store.ts';

// The system and banker choices live apart from the slip store: only the slip's own screens offer
// them, so their rules load with those screens instead of with every page that shows odds.

/** Marks or unmarks a pick as a banker of a system bet. */
export function toggleSlipBanker(key: PickKey): void {
  if (waiting(useSlip.getState())) return;
  useSlip.setState((s) => ({ slip: toggleBanker(s.slip, key) }));
}

/** Ticks or unticks a system size (2 of 3, ...), keeping the bankers the sizes allow. */
export function toggleSlipSystem(size: number): void {
  if (waiting(useSlip.getState())) return;
  useSlip.setState((s) => ({ slip: ensureSystemBankers(toggleSystemSize(s.slip, size)) }));
}
