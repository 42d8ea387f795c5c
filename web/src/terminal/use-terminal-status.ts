import { useEffect, useState } from 'react';
import type { PrinterStatus, QueueState, SubmissionEntry } from '@bet/shared';
import { platform } from '../platform/index.ts';

export interface TerminalStatus {
  /** false in a plain browser, or on a terminal whose printer is not set up */
  printerAttached: boolean;
  printer: PrinterStatus | null;
  queue: QueueState | null;
}

/** The printer's and the queue's state, read once and then followed through the platform's events. */
export function useTerminalStatus(): TerminalStatus {
  const [printer, setPrinter] = useState<PrinterStatus | null>(null);
  const [attached, setAttached] = useState(platform.mayHavePrinter);
  const [queue, setQueue] = useState<QueueState | null>(null);
  useEffect(() => {
    let live = true;
    void platform.printerStatus().then((r) => {
      if (!live) return;
      if (r.ok) setPrinter(r.value);
      else setAttached(r.error !== 'printerNotAttached');
    });
    void platform.queueState().then((r) => live && r.ok && setQueue(r.value));
    const offPrinter = platform.onPrinterStatus((s) => {
      setAttached(true);
      setPrinter(s);
    });
    const offQueue = platform.onQueueState(setQueue);
    return () => {
      live = false;
      offPrinter();
      offQueue();
    };
  }, []);
  return { printerAttached: attached, printer, queue };
}

/** The submissions the cashier has to know about, read once and then followed through the platform. */
export function useTerminalSubmissions(): SubmissionEntry[] {
  const [entries, setEntries] = useState<SubmissionEntry[]>([]);
  useEffect(() => {
    let live = true;
    void platform.submissions().then((r) => live && r.ok && setEntries(r.value));
    const off = platform.onSubmissions(setEntries);
    return () => {
      live = false;
      off();
    };
  }, []);
  return entries;
}
