/**
 * ESC/POS real-time status (DLE EOT n) as Epson documents it for the TM series. Every answer byte
 * has bit 1 and bit 4 set and bits 0 and 7 clear; a byte that does not is not a status answer.
 */
export const DLE = 0x10;
export const EOT = 0x04;

export type StatusKind = 1 | 2 | 3 | 4;
export const STATUS_KINDS: readonly StatusKind[] = [1, 2, 3, 4];

/** The query for one kind: 1 printer, 2 offline cause, 3 error cause, 4 roll paper sensor. */
export function statusQuery(kind: StatusKind): Buffer {
  return Buffer.from([DLE, EOT, kind]);
}

const FIXED_MASK = 0b1001_0011;
const FIXED_VALUE = 0b0001_0010;

export function isStatusByte(byte: number): boolean {
  return Number.isInteger(byte) && byte >= 0 && byte <= 0xff && (byte & FIXED_MASK) === FIXED_VALUE;
}

function check(byte: number, kind: StatusKind): void {
  if (!isStatusByte(byte)) {
    throw new RangeError(`not a DLE EOT ${kind} status byte: 0x${byte.toString(16).padStart(2, '0')}`);
  }
}

const bit = (byte: number, n: number) => (byte & (1 << n)) !== 0;

/** DLE EOT 1: printer status. */
export interface PrinterStatusByte {
  /** drawer kick-out connector pin 3 is HIGH (what that means depends on the drawer model) */
  drawerPinHigh: boolean;
  offline: boolean;
  waitingForOnlineRecovery: boolean;
  feedButtonPressed: boolean;
}

export function decodePrinterStatus(byte: number): PrinterStatusByte {
  check(byte, 1);
  return {
    drawerPinHigh: bit(byte, 2),
    offline: bit(byte, 3),
    waitingForOnlineRecovery: bit(byte, 5),
    feedButtonPressed: bit(byte, 6),
  };
}

/** DLE EOT 2: offline cause. */
export interface OfflineCauseByte {
  coverOpen: boolean;
  paperFeedingByButton: boolean;
  stoppedByPaperEnd: boolean;
  errorOccurred: boolean;
}

export function decodeOfflineCause(byte: number): OfflineCauseByte {
  check(byte, 2);
  return {
    coverOpen: bit(byte, 2),
    paperFeedingByButton: bit(byte, 3),
    stoppedByPaperEnd: bit(byte, 5),
    errorOccurred: bit(byte, 6),
  };
}

/** DLE EOT 3: error cause. */
export interface ErrorCauseByte {
  recoverableError: boolean;
  cutterError: boolean;
  unrecoverableError: boolean;
  autoRecoverableError: boolean;
}

export function decodeErrorCause(byte: number): ErrorCauseByte {
  check(byte, 3);
  return {
    recoverableError: bit(byte, 2),
    cutterError: bit(byte, 3),
    unrecoverableError: bit(byte, 5),
    autoRecoverableError: bit(byte, 6),
  };
}

/** DLE EOT 4: roll paper sensor. Each sensor is reported on two bits (2-3 near end, 5-6 end). */
export interface PaperSensorByte {
  paperNearEnd: boolean;
  paperOut: boolean;
}

export function decodePaperSensor(byte: number): PaperSensorByte {
  check(byte, 4);
  return { paperNearEnd: (byte & 0b0000_1100) !== 0, paperOut: (byte & 0b0110_0000) !== 0 };
}

/** The four answers read together, in one typed status. */
export interface PrinterHardwareStatus {
  online: boolean;
  coverOpen: boolean;
  paperNearEnd: boolean;
  paperOut: boolean;
  cutterError: boolean;
  unrecoverableError: boolean;
  autoRecoverableError: boolean;
  recoverableError: boolean;
  /** drawer kick-out connector pin 3 HIGH */
  drawerPinHigh: boolean;
  waitingForOnlineRecovery: boolean;
}

export interface StatusAnswers {
  printer: number;
  offlineCause: number;
  errorCause: number;
  paperSensor: number;
}

export function decodeStatus(answers: StatusAnswers): PrinterHardwareStatus {
  const printer = decodePrinterStatus(answers.printer);
  const offline = decodeOfflineCause(answers.offlineCause);
  const error = decodeErrorCause(answers.errorCause);
  const paper = decodePaperSensor(answers.paperSensor);
  return {
    online: !printer.offline,
    coverOpen: offline.coverOpen,
    paperNearEnd: paper.paperNearEnd,
    // the printer may stop on paper end before the roll sensor reports it, or the reverse
    paperOut: paper.paperOut || offline.stoppedByPaperEnd,
    cutterError: error.cutterError,
    unrecoverableError: error.unrecoverableError,
    autoRecoverableError: error.autoRecoverableError,
    recoverableError: error.recoverableError,
    drawerPinHigh: printer.drawerPinHigh,
    waitingForOnlineRecovery: printer.waitingForOnlineRecovery,
  };
}

/** The fault flags an emulator (or a test) sets; the inverse of decodeStatus. */
export interface PrinterFaults {
  offline?: boolean;
  coverOpen?: boolean;
  paperNearEnd?: boolean;
  paperOut?: boolean;
  cutterError?: boolean;
  unrecoverableError?: boolean;
  autoRecoverableError?: boolean;
  drawerPinHigh?: boolean;
}

/**
 * The byte a real Epson printer answers to DLE EOT `kind` in the given state: paper end, an open
 * cover and any error also take it offline, as the hardware does.
 */
export function encodeStatus(kind: StatusKind, f: PrinterFaults): number {
  const anyError = Boolean(f.cutterError || f.unrecoverableError || f.autoRecoverableError);
  const offline = Boolean(f.offline || f.coverOpen || f.paperOut || anyError);
  let byte = FIXED_VALUE;
  const set = (on: boolean | undefined, mask: number) => {
    if (on) byte |= mask;
  };
  switch (kind) {
    case 1:
      set(f.drawerPinHigh, 1 << 2);
      set(offline, 1 << 3);
      set(f.autoRecoverableError, 1 << 5);
      break;
    case 2:
      set(f.coverOpen, 1 << 2);
      set(f.paperOut, 1 << 5);
      set(anyError, 1 << 6);
      break;
    case 3:
      set(f.cutterError, 1 << 3);
      set(f.unrecoverableError, 1 << 5);
      set(f.autoRecoverableError, 1 << 6);
      break;
    case 4:
      // an empty roll also reads as near its end
      set(f.paperNearEnd || f.paperOut, 0b0000_1100);
      set(f.paperOut, 0b0110_0000);
      break;
  }
  return byte;
}
