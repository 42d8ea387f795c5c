/**
 * The narrow API the terminal's preload script puts on `window.terminal`. The web app uses it when
 * present (a shop terminal) and says "no printer attached" when it is not (a plain browser).
 * Every call answers `{ ok: true, value } | { ok: false, error }` so nothing throws across the bridge.
 */
import type { CouponCreateRequest, CouponRefusalDetails } from '../api/coupons.ts';
import type { SubmissionState } from './submission-state.ts';

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * What became of a coupon handed to the terminal's durable queue. 'done' only once the server
 * confirmed it; 'refused' carries the server's message key (and the changed picks, if any);
 * 'givenUp' means the request never reached the server within the window: no bet was taken.
 * 'checking' means the server may hold the coupon and has not said yet: the terminal keeps asking,
 * prints the ticket if it was placed, and the cashier sees the job in the list until then.
 */
export type SubmissionOutcome =
  | { state: 'done'; ticketId: string }
  | {
      state: 'refused';
      error: string;
      message: string;
      status: number;
      details: CouponRefusalDetails;
      /** false when the server said the session is gone */
      login: boolean;
    }
  | { state: 'givenUp'; error: string }
  | { state: 'checking' };

/** One coupon submission as the cashier's list shows it. */
export interface SubmissionEntry {
  /** the idempotency key */
  key: string;
  state: SubmissionState;
  /** epoch milliseconds */
  createdAt: number;
  /** the stake as sent (major units, as the request carries it) */
  stake: number;
  /** once confirmed */
  ticketId: string | null;
  /** the server's message key of a refusal, or why the job was given up */
  error: string | null;
}

/** What a payout receipt prints: the ticket and the cash paid (major units, as the API answers). */
export interface PayoutReceipt {
  ticketId: string;
  amount: number;
  currency: string;
  /** the site's currency display, as the pages show it (siteCurrencyContext) */
  currencyMode?: number;
  serverId?: number;
  paidAt: string;
  terminalNo: string;
}

export interface PrinterStatus {
  online: boolean;
  coverOpen: boolean;
  paperNearEnd: boolean;
  paperOut: boolean;
  /** message keys of the spec: 'printerNoPaper', 'printerCoverOpen', 'printerOffline' */
  errors: string[];
}

export interface QueueState {
  pendingSubmissions: number;
  pendingPrints: number;
  pendingPayouts: number;
  /** submissions given up on and not yet acknowledged by the cashier */
  failed: number;
  /** submissions the server may hold, being checked by their key (the cashier must not refund them) */
  checking: number;
}

export interface TerminalInfo {
  terminalNo: string;
  version: string;
  paperWidth: 58 | 80;
}

export interface TerminalBridge {
  info(): Promise<BridgeResult<TerminalInfo>>;
  /** Places a coupon through the durable queue; resolves once the server answered or it was given up. */
  submitCoupon(request: CouponCreateRequest): Promise<BridgeResult<SubmissionOutcome>>;
  printTicket(ticketId: string, options?: { duplicate?: boolean }): Promise<BridgeResult<{ jobId: string }>>;
  /** Queues the receipt of a cash payout the server confirmed. */
  printPayoutReceipt(receipt: PayoutReceipt): Promise<BridgeResult<{ jobId: string }>>;
  printerStatus(): Promise<BridgeResult<PrinterStatus>>;
  queueState(): Promise<BridgeResult<QueueState>>;
  /** The submissions the cashier has to know about: being checked, or ended after a check or a give-up, not yet acknowledged. */
  submissions(): Promise<BridgeResult<SubmissionEntry[]>>;
  /** Clears a final submission from the list (recorded with the time); refused while it is still open. */
  acknowledgeSubmission(key: string): Promise<BridgeResult<SubmissionEntry>>;
  /** Returns an unsubscribe function. */
  onPrinterStatus(listener: (status: PrinterStatus) => void): () => void;
  onQueueState(listener: (state: QueueState) => void): () => void;
  onScan(listener: (code: string) => void): () => void;
  onSubmissions(listener: (entries: SubmissionEntry[]) => void): () => void;
}

/** IPC channel names, one per bridge call or event. */
export const TERMINAL_CHANNELS = {
  info: 'terminal:info',
  submitCoupon: 'terminal:submit-coupon',
  printPayoutReceipt: 'terminal:print-payout-receipt',
  printTicket: 'terminal:print-ticket',
  printerStatus: 'terminal:printer-status',
  queueState: 'terminal:queue-state',
  printerStatusChanged: 'terminal:printer-status-changed',
  queueStateChanged: 'terminal:queue-state-changed',
  scan: 'terminal:scan',
  submissions: 'terminal:submissions',
  acknowledgeSubmission: 'terminal:acknowledge-submission',
  submissionsChanged: 'terminal:submissions-changed',
} as const;
