import type { PrinterStatus } from '@bet/shared';
import {
  PrinterBusyError,
  busyStatus,
  toBridgeStatus,
  type PrinterConnection,
  type PrinterHardwareStatus,
} from '@bet/printer-drivers';

export interface StatusMonitorOptions {
  /** time between the end of one poll and the start of the next */
  intervalMs?: number;
  /** a query not answered within this long is missed */
  timeoutMs?: number;
  /** this many missed queries in a row make the printer offline (one slow answer is no fault) */
  missesBeforeOffline?: number;
}

export const DEFAULT_STATUS_INTERVAL_MS = 1000;
export const DEFAULT_STATUS_TIMEOUT_MS = 500;
export const DEFAULT_MISSES_BEFORE_OFFLINE = 2;

type Listener = (status: PrinterStatus) => void;

const sameStatus = (a: PrinterStatus | null, b: PrinterStatus) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Polls a printer's real-time status (DLE EOT 1-4) on its own timer and tells its listeners when
 * what the cashier sees changes ('no paper', 'cover open', 'offline', paper near end, back to
 * ready), never on a poll that found the same. A printer that does not answer, or answers
 * garbage, a few times in a row is offline until it answers properly again. It shares the printer's
 * one serial connection with printing: a poll waits for a ticket being sent at most its timeout,
 * so a write that hangs on the line makes the printer 'busy' after a few polls instead of holding
 * the poll (and with it what the cashier and the heartbeat see) until the write gives up.
 */
export class PrinterStatusMonitor {
  private readonly listeners = new Set<Listener>();
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly missesBeforeOffline: number;
  private misses = 0;
  private current: PrinterStatus | null = null;
  private hardware: PrinterHardwareStatus | null = null;
  private inFlight: Promise<PrinterHardwareStatus | null> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly connection: Pick<PrinterConnection, 'readStatus'>,
    options: StatusMonitorOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULT_STATUS_INTERVAL_MS;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STATUS_TIMEOUT_MS;
    this.missesBeforeOffline = options.missesBeforeOffline ?? DEFAULT_MISSES_BEFORE_OFFLINE;
  }

  /** The last status reported, or null before the first poll finished. */
  get status(): PrinterStatus | null {
    return this.current;
  }

  /** The last decoded status bytes; null when the printer did not answer the last query. */
  get hardwareStatus(): PrinterHardwareStatus | null {
    return this.hardware;
  }

  /** Calls `listener` on every change; returns the function that stops it. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Polls now and then every interval until stopped. */
  start(): void {
    if (this.running) return;
    this.running = true;
    const loop = () => {
      void this.poll().finally(() => {
        if (this.running) this.timer = setTimeout(loop, this.intervalMs);
      });
    };
    loop();
  }

  /** Stops polling; resolves once a poll under way has finished. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /**
   * Reads the status now (joining a poll already under way rather than queueing a second one),
   * reports it if it changed, and returns it: null when the printer did not answer (which a
   * caller about to print takes as "not now", even before it counts as offline).
   */
  poll(): Promise<PrinterHardwareStatus | null> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async read(): Promise<PrinterHardwareStatus | null> {
    let busy = false;
    const hw = await this.connection.readStatus(this.timeoutMs).catch((err: unknown) => {
      busy = err instanceof PrinterBusyError;
      return null;
    });
    this.hardware = hw;
    this.misses = hw ? 0 : this.misses + 1;
    // a miss short of the limit changes nothing the cashier sees (before the first answer, it does)
    if (!hw && this.current && this.misses < this.missesBeforeOffline) return hw;
    const next = busy ? busyStatus() : toBridgeStatus(hw);
    if (!sameStatus(this.current, next)) {
      this.current = next;
      for (const listener of this.listeners) {
        try {
          listener(next);
        } catch {
          // one broken listener must not stop the others or the polling
        }
      }
    }
    return hw;
  }
}
