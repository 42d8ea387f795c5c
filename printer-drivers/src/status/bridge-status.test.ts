import { describe, expect, it } from 'vitest';
import { canPrint, toBridgeStatus } from './bridge-status.ts';
import { decodeStatus, encodeStatus, type PrinterFaults } from './status-bytes.ts';

const statusOf = (f: PrinterFaults) =>
  decodeStatus({
    printer: encodeStatus(1, f),
    offlineCause: encodeStatus(2, f),
    errorCause: encodeStatus(3, f),
    paperSensor: encodeStatus(4, f),
  });

describe('the terminal status with the spec printer messages', () => {
  it('an idle printer has no errors and can print', () => {
    expect(toBridgeStatus(statusOf({}))).toEqual({
      online: true,
      coverOpen: false,
      paperNearEnd: false,
      paperOut: false,
      errors: [],
    });
    expect(canPrint(statusOf({}))).toBe(true);
    expect(canPrint(statusOf({ paperNearEnd: true }))).toBe(true);
  });

  it('names each fault and refuses to print', () => {
    expect(toBridgeStatus(statusOf({ paperOut: true })).errors).toEqual(['printerNoPaper']);
    expect(toBridgeStatus(statusOf({ coverOpen: true })).errors).toEqual(['printerCoverOpen']);
    expect(toBridgeStatus(statusOf({ offline: true })).errors).toEqual(['printerOffline']);
    expect(toBridgeStatus(statusOf({ cutterError: true })).errors).toEqual(['printerOffline']);
    expect(toBridgeStatus(statusOf({ paperOut: true, coverOpen: true })).errors).toEqual([
      'printerNoPaper',
      'printerCoverOpen',
    ]);
    for (const f of [
      { paperOut: true },
      { coverOpen: true },
      { offline: true },
      { unrecoverableError: true },
    ]) {
      expect(canPrint(statusOf(f)), JSON.stringify(f)).toBe(false);
    }
  });

  it('a printer that does not answer is offline', () => {
    expect(toBridgeStatus(null)).toMatchObject({ online: false, errors: ['printerOffline'] });
    expect(canPrint(null)).toBe(false);
  });
});
