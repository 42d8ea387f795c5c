// Verified kiosks (GLI-20): a shop terminal takes bets only while the build it reports is one the
// operator approved and its printer reports no fault. The server decides with these rules, the
// dealer panel shows a terminal's state with them.
import type { PrinterState, TerminalState } from '../api/dealer.ts';

/** A build's hash: SHA-256 of its application files, lowercase hex. */
export const BUILD_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** Printer states that stop the terminal taking bets: it could not print the ticket. */
export const PRINTER_FAULTS: readonly PrinterState[] = ['paperOut', 'coverOpen', 'offline'];

/** A terminal's build as the panel shows it: approved, reported but unknown, or never reported. */
export type BuildState = 'approved' | 'unknown' | 'none';

export function buildStateOf(hash: string | null | undefined, approved: ReadonlySet<string>): BuildState {
  if (!hash) return 'none';
  return approved.has(hash) ? 'approved' : 'unknown';
}

/** Why a terminal may not take bets, as the message key of the refusal; null when it may. */
export type KioskBlock = 'terminalBuildNotApproved' | 'terminalPrinterFault';

/**
 * The rule for a terminal that reported itself: its build must be approved and its printer free of
 * faults. The build comes first: an unknown build's printer report is not to be trusted.
 */
export function kioskBetBlock(
  report: { buildHash: string | null; printer: PrinterState },
  approved: ReadonlySet<string>,
): KioskBlock | null {
  if (buildStateOf(report.buildHash, approved) !== 'approved') return 'terminalBuildNotApproved';
  if (PRINTER_FAULTS.includes(report.printer)) return 'terminalPrinterFault';
  return null;
}

/**
 * The one word a terminal reports about itself (the heartbeat's `state`), worst first: out of
 * service (its page kept crashing), updating, a printer that cannot print, or ok. A printer only
 * running low on paper still prints: that is no problem yet.
 */
export function terminalState(t: {
  outOfService: boolean;
  updating: boolean;
  printer: PrinterState;
}): TerminalState {
  if (t.outOfService) return 'outOfService';
  if (t.updating) return 'updating';
  if (PRINTER_FAULTS.includes(t.printer)) return 'printerProblem';
  return 'ok';
}
