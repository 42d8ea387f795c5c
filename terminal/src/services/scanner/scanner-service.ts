import type { TerminalConfig } from '../../config/terminal-config.ts';
import { SerialScanner } from './serial-scanner.ts';

export interface ScannerHooks {
  onScan: (ticketId: string) => void;
  /** what the log should keep: a device lost or found again, a code that was no ticket id */
  onNotice: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Starts the scanner the configuration names. Only a serial scanner is read here: a
 * keyboard-wedge scanner types into the page and is read by the UI, and 'none' has nothing to read.
 */
export async function startScanner(
  config: TerminalConfig['scanner'],
  hooks: ScannerHooks,
): Promise<SerialScanner | null> {
  if (config.interface === 'keyboard' || config.interface === 'none') return null;
  const scanner = new SerialScanner({
    path: config.interface,
    baudRate: config.baudRate,
    duplicateWindowMs: config.duplicateWindowMs,
  });
  scanner.on('scan', hooks.onScan);
  scanner.on('rejected', (line) => hooks.onNotice('scanned code is no ticket id', { line }));
  scanner.on('connected', () => hooks.onNotice('scanner connected', { path: config.interface }));
  scanner.on('disconnected', (reason) =>
    hooks.onNotice('scanner not available', { path: config.interface, reason }),
  );
  await scanner.start();
  return scanner;
}
