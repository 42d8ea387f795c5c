import { describe, expect, it } from 'vitest';
import {
  decodeErrorCause,
  decodeOfflineCause,
  decodePaperSensor,
  decodePrinterStatus,
  decodeStatus,
  encodeStatus,
  isStatusByte,
  statusQuery,
  type PrinterFaults,
  type StatusKind,
} from './status-bytes.ts';

// Bytes as Epson's ESC/POS reference documents them for DLE EOT n: bits 1 and 4 are always on,
// bits 0 and 7 always off, so an idle printer answers 0x12 to every n.
describe('DLE EOT status bytes (Epson bit meanings)', () => {
  it('the query is DLE EOT n', () => {
    expect([...statusQuery(1)]).toEqual([0x10, 0x04, 0x01]);
    expect([...statusQuery(4)]).toEqual([0x10, 0x04, 0x04]);
  });

  it('n = 1: bit 2 drawer pin 3, bit 3 offline, bit 5 waiting for recovery, bit 6 feed button', () => {
    expect(decodePrinterStatus(0x12)).toEqual({
      drawerPinHigh: false,
      offline: false,
      waitingForOnlineRecovery: false,
      feedButtonPressed: false,
    });
    expect(decodePrinterStatus(0x16).drawerPinHigh).toBe(true);
    expect(decodePrinterStatus(0x1a).offline).toBe(true);
    expect(decodePrinterStatus(0x32).waitingForOnlineRecovery).toBe(true);
    expect(decodePrinterStatus(0x52).feedButtonPressed).toBe(true);
  });

  it('n = 2: bit 2 cover open, bit 3 feeding by button, bit 5 stopped by paper end, bit 6 error', () => {
    expect(decodeOfflineCause(0x12)).toEqual({
      coverOpen: false,
      paperFeedingByButton: false,
      stoppedByPaperEnd: false,
      errorOccurred: false,
    });
    expect(decodeOfflineCause(0x16).coverOpen).toBe(true);
    expect(decodeOfflineCause(0x1a).paperFeedingByButton).toBe(true);
    expect(decodeOfflineCause(0x32).stoppedByPaperEnd).toBe(true);
    expect(decodeOfflineCause(0x52).errorOccurred).toBe(true);
  });

  it('n = 3: bit 2 recoverable, bit 3 autocutter, bit 5 unrecoverable, bit 6 auto-recoverable', () => {
    expect(decodeErrorCause(0x12)).toEqual({
      recoverableError: false,
      cutterError: false,
      unrecoverableError: false,
      autoRecoverableError: false,
    });
    expect(decodeErrorCause(0x16).recoverableError).toBe(true);
    expect(decodeErrorCause(0x1a).cutterError).toBe(true);
    expect(decodeErrorCause(0x32).unrecoverableError).toBe(true);
    expect(decodeErrorCause(0x52).autoRecoverableError).toBe(true);
  });

  it('n = 4: bits 2-3 paper near end, bits 5-6 paper end', () => {
    expect(decodePaperSensor(0x12)).toEqual({ paperNearEnd: false, paperOut: false });
    expect(decodePaperSensor(0x1e)).toEqual({ paperNearEnd: true, paperOut: false });
    expect(decodePaperSensor(0x7e)).toEqual({ paperNearEnd: true, paperOut: true });
  });

  it('refuses bytes that break the fixed bits', () => {
    for (const bad of [0x00, 0xff, 0x13, 0x92, 0x10, 0x02, 256, -1]) {
      expect(isStatusByte(bad)).toBe(false);
    }
    expect(() => decodePrinterStatus(0x00)).toThrow(/not a DLE EOT 1 status byte: 0x00/);
    expect(() => decodeOfflineCause(0x93)).toThrow(RangeError);
    expect(() => decodeErrorCause(0x13)).toThrow(RangeError);
    expect(() => decodePaperSensor(0x80)).toThrow(RangeError);
  });

  it('reads four answers into one status', () => {
    expect(decodeStatus({ printer: 0x12, offlineCause: 0x12, errorCause: 0x12, paperSensor: 0x12 })).toEqual({
      online: true,
      coverOpen: false,
      paperNearEnd: false,
      paperOut: false,
      cutterError: false,
      unrecoverableError: false,
      autoRecoverableError: false,
      recoverableError: false,
      drawerPinHigh: false,
      waitingForOnlineRecovery: false,
    });
    // a paper-end stop counts as paper out even before the roll sensor says so
    const stopped = decodeStatus({ printer: 0x1a, offlineCause: 0x32, errorCause: 0x12, paperSensor: 0x12 });
    expect(stopped).toMatchObject({ online: false, paperOut: true });
  });

  it('encodes each fault as the hardware reports it, and decoding gives it back', () => {
    const cases: [PrinterFaults, Partial<ReturnType<typeof decodeStatus>>][] = [
      [{}, { online: true }],
      [{ offline: true }, { online: false, paperOut: false, coverOpen: false }],
      [{ coverOpen: true }, { online: false, coverOpen: true }],
      [{ paperOut: true }, { online: false, paperOut: true, paperNearEnd: true }],
      [{ paperNearEnd: true }, { online: true, paperNearEnd: true, paperOut: false }],
      [{ cutterError: true }, { online: false, cutterError: true }],
      [{ unrecoverableError: true }, { online: false, unrecoverableError: true }],
      [
        { autoRecoverableError: true },
        { online: false, autoRecoverableError: true, waitingForOnlineRecovery: true },
      ],
      [{ drawerPinHigh: true }, { online: true, drawerPinHigh: true }],
    ];
    for (const [faults, expected] of cases) {
      const byte = (k: StatusKind) => encodeStatus(k, faults);
      const status = decodeStatus({
        printer: byte(1),
        offlineCause: byte(2),
        errorCause: byte(3),
        paperSensor: byte(4),
      });
      expect(status, JSON.stringify(faults)).toMatchObject(expected);
    }
    expect(encodeStatus(2, { coverOpen: true })).toBe(0x16);
    expect(encodeStatus(4, { paperOut: true })).toBe(0x7e);
    expect(encodeStatus(3, { cutterError: true })).toBe(0x1a);
    expect(encodeStatus(2, { cutterError: true })).toBe(0x52);
  });
});
