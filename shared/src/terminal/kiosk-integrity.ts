// Verified kiosks (GLI-20): a shop terminal takes bets only while the build it reports is one the
// operator approved and its printer reports no fault. The server decides with these rules, the
// dealer panel shows a terminal's state with them.
import { ONLINE_WINDOW_MS, type PrinterState, type TerminalState } from '../api/dealer.ts';

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
export type ReportBlock = 'terminalBuildNotApproved' | 'terminalPrinterFault';
/** ... and at a counter where the site requires verified kiosks, one that is not verified. */
export type KioskBlock = ReportBlock | 'terminalNotVerified';

/**
 * The rule for a terminal that reported itself: its build must be approved and its printer free of
 * faults. The build comes first: an unknown build's printer report is not to be trusted.
 */
export function kioskBetBlock(
  report: { buildHash: string | null; printer: PrinterState },
  approved: ReadonlySet<string>,
): ReportBlock | null {
  if (buildStateOf(report.buildHash, approved) !== 'approved') return 'terminalBuildNotApproved';
  if (PRINTER_FAULTS.includes(report.printer)) return 'terminalPrinterFault';
  return null;
}

/**
 * The rule at a shop counter's bet. A terminal's last report decides as kioskBetBlock says. Where
 * the site requires verified kiosks (the kiosk_heartbeat_required setting), a counter that never
 * reported, or whose last heartbeat is older than the online window, is not verified and takes no
 * bets: otherwise software that simply sends no heartbeat would never be checked.
 */
export function counterBetBlock(
  report: { buildHash: string | null; printer: PrinterState; seenAt: number } | null,
  approved: ReadonlySet<string>,
  rule: { heartbeatRequired: boolean; now: number },
): KioskBlock | null {
  if (rule.heartbeatRequired && (!report || rule.now - report.seenAt > ONLINE_WINDOW_MS))
    return 'terminalNotVerified';
  return report ? kioskBetBlock(report, approved) : null;
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
