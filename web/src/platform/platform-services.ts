import type {
  BridgeResult,
  CouponCreateRequest,
  CouponCreateResponse,
  PayoutReceipt,
  PrinterStatus,
  QueueState,
  SubmissionEntry,
  TerminalInfo,
} from '@bet/shared';

/**
 * What the web app needs from the machine it runs on. A shop terminal (Electron) answers through
 * its preload bridge; a plain browser answers with what a browser can do (the printable ticket, no
 * printer, scanner or queue). One of them is chosen at start-up (./index.ts) and the screens call
 * this instead of asking which one they run on. Nothing here throws across the seam: the calls
 * answer `{ ok, value } | { ok: false, error }` with a message key, except placing a coupon, which
 * answers like the API client does.
 */
export interface PlatformServices {
  /** 'terminal' in the shop terminal's window, 'browser' otherwise; for display and logs, not for branching */
  readonly kind: 'terminal' | 'browser';
  /** whether a receipt printer may be attached; printerStatus() says whether one is */
  readonly mayHavePrinter: boolean;
  /** the terminal's number, version and paper width; 'notATerminal' in a browser */
  info(): Promise<BridgeResult<TerminalInfo>>;
  /**
   * Places a shop user's coupon and prints its ticket about a second after the server confirmed
   * it: the terminal through its durable queue and printer, a browser by posting it and opening the
   * printable ticket. The same request again (same idempotency key) never places a second bet; it
   * answers for the first, which is how a slip being checked asks again.
   */
  placeShopCoupon(request: CouponCreateRequest): Promise<CouponCreateResponse>;
  /** Prints a ticket again, marked as a duplicate: on the terminal's printer, or the printable ticket. */
  reprintTicket(ticketId: string): Promise<BridgeResult<{ jobId: string }>>;
  /** Prints the receipt of a payout the server confirmed; 'printerNotAttached' without a printer. */
  printPayoutReceipt(receipt: PayoutReceipt): Promise<BridgeResult<{ jobId: string }>>;
  printerStatus(): Promise<BridgeResult<PrinterStatus>>;
  /** what the durable queue holds; 'noQueue' where there is none */
  queueState(): Promise<BridgeResult<QueueState>>;
  /** the submissions the cashier has to know about; none where nothing is queued */
  submissions(): Promise<BridgeResult<SubmissionEntry[]>>;
  acknowledgeSubmission(key: string): Promise<BridgeResult<SubmissionEntry>>;
  /** Each returns its unsubscribe function; a platform without the source never calls the listener. */
  onPrinterStatus(listener: (status: PrinterStatus) => void): () => void;
  onQueueState(listener: (state: QueueState) => void): () => void;
  /** tickets read by an attached scanner (a scanner acting as a keyboard is read by the page itself) */
  onScan(listener: (code: string) => void): () => void;
  onSubmissions(listener: (entries: SubmissionEntry[]) => void): () => void;
}
