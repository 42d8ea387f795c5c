import { SECURE_CODE_LENGTH, TICKET_ID_LENGTH, isTicketId, secureCodeKind } from '@bet/shared';

/** A keyboard-wedge scanner types a code far faster than a hand: at most this long between keys. */
export const SCAN_MAX_GAP_MS = 80;
/**
 * Slow gaps a scan may still hold (the key before Enter counted too): a busy machine delivers a
 * scanner's burst with a hiccup now and then, while a hand is slow between nearly every key.
 */
export const SCAN_MAX_SLOW_GAPS = 2;

export interface ScanState {
  /** the last digits typed in a row (at most a payout or voucher code's length) */
  digits: string;
  /** for each of those digits after the first: whether the gap before it was slow */
  slow: boolean[];
  /** when the last key arrived (ms) */
  at: number;
}

export const EMPTY_SCAN: ScanState = { digits: '', slow: [], at: 0 };

/** What a scan may read: a payout or voucher code (the printed ticket's barcode), or a bare ticket id. */
const SCANNABLE: ReadonlyArray<{ length: number; valid: (code: string) => boolean }> = [
  { length: SECURE_CODE_LENGTH, valid: (code) => secureCodeKind(code) !== null },
  { length: TICKET_ID_LENGTH, valid: isTicketId },
];

/**
 * One key press seen anywhere on the screen. Digits in a row are kept (the last twenty-two), and
 * Enter completes a scan only when they end in a complete, check-valid code (a payout or voucher
 * code, or a ticket id) typed at a scanner's pace (at most SCAN_MAX_SLOW_GAPS slow gaps). A burst cut short or misread is ignored
 * rather than opening another ticket; a person typing, or any other key between the digits, is no scan.
 */
export function scanKey(
  state: ScanState,
  key: string,
  at: number,
): { state: ScanState; code: string | null } {
  const slowGap = state.digits !== '' && at - state.at > SCAN_MAX_GAP_MS;
  if (key === 'Enter') {
    const { digits, slow } = state;
    for (const { length, valid } of SCANNABLE) {
      if (digits.length < length) continue;
      const code = digits.slice(-length);
      const slowGaps = slow.slice(digits.length - length).filter(Boolean).length + (slowGap ? 1 : 0);
      if (valid(code) && slowGaps <= SCAN_MAX_SLOW_GAPS) return { state: EMPTY_SCAN, code };
    }
    return { state: EMPTY_SCAN, code: null };
  }
  if (!/^\d$/.test(key)) return { state: EMPTY_SCAN, code: null };
  if (state.digits === '') return { state: { digits: key, slow: [], at }, code: null };
  const digits = state.digits + key;
  const slow = [...state.slow, slowGap];
  // the oldest digit leaves the window, and with it the gap after it
  const over = digits.length - SECURE_CODE_LENGTH;
  return over > 0
    ? { state: { digits: digits.slice(over), slow: slow.slice(over), at }, code: null }
    : { state: { digits, slow, at }, code: null };
}
