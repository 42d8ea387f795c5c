import { useEffect, useState } from 'react';
import type { PrinterStatus, QueueState, SubmissionEntry } from '@bet/shared';
import { terminalBridge } from './bridge.ts';

export interface TerminalStatus {
  /** false in a plain browser, or on a terminal whose printer is not set up */
  printerAttached: boolean;
  printer: PrinterStatus | null;
  queue: QueueState | null;
}

/** The printer's and the queue's state, read once and then followed through the bridge's events. */
export function useTerminalStatus(): TerminalStatus {
  const bridge = terminalBridge();
  const [printer, setPrinter] = useState<PrinterStatus | null>(null);
  const [attached, setAttached] = useState(bridge !== null);
  const [queue, setQueue] = useState<QueueState | null>(null);
  useEffect(() => {
    if (!bridge) return;
    let live = true;
    void bridge.printerStatus().then((r) => {
      if (!live) return;
      if (r.ok) setPrinter(r.value);
      else setAttached(r.error !== 'printerNotAttached');
    });
    void bridge.queueState().then((r) => live && r.ok && setQueue(r.value));
    const offPrinter = bridge.onPrinterStatus((s) => {
      setAttached(true);
      setPrinter(s);
    });
    const offQueue = bridge.onQueueState(setQueue);
    return () => {
      live = false;
      offPrinter();
      offQueue();
    };
  }, [bridge]);
  return { printerAttached: bridge !== null && attached, printer, queue };
}

/** The submissions the cashier has to know about, read once and then followed through the bridge. */
export function useTerminalSubmissions(): SubmissionEntry[] {
  const bridge = terminalBridge();
  const [entries, setEntries] = useState<SubmissionEntry[]>([]);
  useEffect(() => {
    if (!bridge) return;
    let live = true;
    void bridge.submissions().then((r) => live && r.ok && setEntries(r.value));
    const off = bridge.onSubmissions(setEntries);
    return () => {
      live = false;
      off();
    };
  }, [bridge]);
  return entries;
}
