/** A keyboard-wedge scanner types a code far faster than a hand: at most this long between keys. */
export const SCAN_MAX_GAP_MS = 80;
/** ticket ids have at least 6 digits */
export const SCAN_MIN_LENGTH = 6;

export interface ScanState {
  buffer: string;
  /** when the last character arrived (ms) */
  at: number;
}

export const EMPTY_SCAN: ScanState = { buffer: '', at: 0 };

/**
 * One key press seen anywhere on the screen: digits (ticket ids are digits) typed in a fast burst
 * build a code, and Enter right after it completes the scan. A slow key (a person typing) starts
 * over and any other key breaks the burst, so only a scanner's counts.
 */
export function scanKey(
  state: ScanState,
  key: string,
  at: number,
): { state: ScanState; code: string | null } {
  const fast = state.buffer !== '' && at - state.at <= SCAN_MAX_GAP_MS;
  if (key === 'Enter') {
    const code = fast && state.buffer.length >= SCAN_MIN_LENGTH ? state.buffer : null;
    return { state: EMPTY_SCAN, code };
  }
  if (!/^\d$/.test(key)) return { state: EMPTY_SCAN, code: null };
  return { state: { buffer: fast ? state.buffer + key : key, at }, code: null };
}
