/**
 * The narrow API the terminal's preload script puts on `window.terminal`. The web app uses it when
 * present (a shop terminal) and says "no printer attached" when it is not (a plain browser).
 * Every call answers `{ ok: true, value } | { ok: false, error }` so nothing throws across the bridge.
 */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string };

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
  /** submissions given up on, shown to the cashier */
  failed: number;
}

export interface TerminalInfo {
  terminalNo: string;
  version: string;
  paperWidth: 58 | 80;
}

export interface TerminalBridge {
  info(): Promise<BridgeResult<TerminalInfo>>;
  printTicket(ticketId: string, options?: { duplicate?: boolean }): Promise<BridgeResult<{ jobId: string }>>;
  printerStatus(): Promise<BridgeResult<PrinterStatus>>;
  queueState(): Promise<BridgeResult<QueueState>>;
  /** Returns an unsubscribe function. */
  onPrinterStatus(listener: (status: PrinterStatus) => void): () => void;
  onQueueState(listener: (state: QueueState) => void): () => void;
  onScan(listener: (code: string) => void): () => void;
}

/** IPC channel names, one per bridge call or event. */
export const TERMINAL_CHANNELS = {
  info: 'terminal:info',
  printTicket: 'terminal:print-ticket',
  printerStatus: 'terminal:printer-status',
  queueState: 'terminal:queue-state',
  printerStatusChanged: 'terminal:printer-status-changed',
  queueStateChanged: 'terminal:queue-state-changed',
  scan: 'terminal:scan',
} as const;
