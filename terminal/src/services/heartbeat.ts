import { HEARTBEAT_INTERVAL_MS, terminalState, type PrinterState, type PrinterStatus } from '@bet/shared';
import type { TerminalClient } from './server-client.ts';

/** The one printer word the dealer's list shows for what the status monitor read (worst first). */
export function printerState(status: PrinterStatus | null): PrinterState {
  if (!status) return 'unknown';
  if (!status.online) return 'offline';
  if (status.coverOpen) return 'coverOpen';
  if (status.paperOut) return 'paperOut';
  if (status.paperNearEnd) return 'paperNearEnd';
  return 'ok';
}

export interface HeartbeatSource {
  client: TerminalClient;
  version: string;
  terminalNo: string;
  /** the hash of the application files (computeBuildHash), when known */
  buildHash?: string;
  /** the printer's last known status; null when no printer is attached */
  printer: () => PrinterStatus | null;
  /** jobs waiting in the durable queue (bets, prints, payouts) */
  queueDepth: () => number;
  /** whether the kiosk shows its out-of-service screen or is installing an update (both off when not given) */
  kiosk?: () => { outOfService: boolean; updating: boolean };
  /** told when a beat failed (the server is unreachable or refused it) */
  onFailure?: (err: unknown) => void;
  /** told when a beat was taken */
  onSuccess?: () => void;
  intervalMs?: number;
}

export interface Heartbeat {
  /** sends one beat now; true when the server took it */
  beat(): Promise<boolean>;
  stop(): void;
}

/**
 * Tells the server every half minute that this terminal is alive, with its software version,
 * printer state, queue depth and its own state (ok, printer problem, out of service, updating), so its dealer sees it online or when it was last seen. A failed
 * beat is only reported: the next one tries again, and nothing else waits on it.
 */
export function startHeartbeat(source: HeartbeatSource): Heartbeat {
  let stopped = false;
  const beat = async (): Promise<boolean> => {
    if (stopped) return false;
    try {
      const printer = printerState(source.printer());
      const kiosk = source.kiosk?.() ?? { outOfService: false, updating: false };
      await source.client.terminals.heartbeat({
        version: source.version,
        terminalNo: source.terminalNo,
        printer,
        state: terminalState({ ...kiosk, printer }),
        queueDepth: source.queueDepth(),
        ...(source.buildHash ? { buildHash: source.buildHash } : {}),
      });
      source.onSuccess?.();
      return true;
    } catch (err) {
      source.onFailure?.(err);
      return false;
    }
  };
  const timer = setInterval(() => void beat(), source.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  void beat();
  return {
    beat,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
