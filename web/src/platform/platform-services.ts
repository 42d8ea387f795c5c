import type { BridgeResult, CouponCreateRequest, CouponCreateResponse, TerminalBridge } from '@bet/shared';

/**
 * What the web app needs from the machine it runs on. A shop terminal (Electron) answers through
 * its preload bridge; a plain browser answers with what a browser can do (the printable ticket, no
 * printer, scanner or queue). One of them is chosen at start-up (./index.ts) and the screens call
 * this instead of asking which one they run on. Nothing here throws across the seam: the calls
 * answer `{ ok, value } | { ok: false, error }` with a message key, except placing a coupon, which
 * answers like the API client does.
 */
/** The bridge calls a browser can answer too (with 'notATerminal', 'noQueue' or silence). */
type SharedWithBridge =
  | 'info'
  | 'printPayoutReceipt'
  | 'printCounterSlip'
  | 'printCashReport'
  | 'printerStatus'
  | 'queueState'
  | 'submissions'
  | 'acknowledgeSubmission'
  | 'onPrinterStatus'
  | 'onQueueState'
  | 'onScan'
  | 'onSubmissions';

export interface PlatformServices extends Pick<TerminalBridge, SharedWithBridge> {
  /** 'terminal' in the shop terminal's window, 'browser' otherwise; for display and logs, not for branching */
  readonly kind: 'terminal' | 'browser';
  /** whether a receipt printer may be attached; printerStatus() says whether one is */
  readonly mayHavePrinter: boolean;
  /**
   * Places a shop user's coupon and prints its ticket about a second after the server confirmed
   * it: the terminal through its durable queue and printer, a browser by posting it and opening the
   * printable ticket. The same request again (same idempotency key) never places a second bet; it
   * answers for the first, which is how a slip being checked asks again.
   */
  placeShopCoupon(request: CouponCreateRequest): Promise<CouponCreateResponse>;
  /** Prints a ticket again, marked as a duplicate: on the terminal's printer, or the printable ticket. */
  reprintTicket(ticketId: string): Promise<BridgeResult<{ jobId: string }>>;
}
