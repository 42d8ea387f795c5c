import type { PrinterStatus } from '@bet/shared';
import type { PrinterHardwareStatus } from './status-bytes.ts';

/**
 * The status the terminal shows (shared's bridge type) with the spec's printer messages: 'no
 * paper', 'cover open', 'offline'. `null` means the printer did not answer, which is offline too.
 */
export function toBridgeStatus(hw: PrinterHardwareStatus | null): PrinterStatus {
  if (!hw) {
    return {
      online: false,
      coverOpen: false,
      paperNearEnd: false,
      paperOut: false,
      errors: ['printerOffline'],
    };
  }
  const errors: string[] = [];
  if (hw.paperOut) errors.push('printerNoPaper');
  if (hw.coverOpen) errors.push('printerCoverOpen');
  // offline for another reason (an error, the feed button, the printer switched off line)
  if (!hw.online && !hw.paperOut && !hw.coverOpen) errors.push('printerOffline');
  return {
    online: hw.online,
    coverOpen: hw.coverOpen,
    paperNearEnd: hw.paperNearEnd,
    paperOut: hw.paperOut,
    errors,
  };
}

/**
 * A printer whose line has been held by a write past the status poll's patience: it cannot take
 * a ticket now, and the cashier is told it is busy rather than left with a stale 'ready'.
 */
export function busyStatus(): PrinterStatus {
  return { online: false, coverOpen: false, paperNearEnd: false, paperOut: false, errors: ['printerBusy'] };
}

/** Whether a ticket may be sent now: online with paper and the cover closed. */
export function canPrint(hw: PrinterHardwareStatus | null): boolean {
  return Boolean(hw && hw.online && !hw.paperOut && !hw.coverOpen && !hw.unrecoverableError);
}
