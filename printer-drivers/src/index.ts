// The public entry of the printer drivers: ticket layout, rendering, status decoding, the serial
// connection and the emulated printer used by tests and benches.
export { CHARS_PER_LINE, leftRight, matchDateTime, ticketDateTime, wrap } from './layout/text-format.ts';
export type { PaperWidth } from './layout/text-format.ts';
export { layoutLines, ticketLayout } from './layout/ticket-layout.ts';
export { payoutReceiptLayout } from './layout/payout-receipt.ts';
export { counterSlipLayout } from './layout/counter-slip.ts';
export { cashReportLayout } from './layout/cash-report.ts';
export type { PayoutReceiptOptions } from './layout/payout-receipt.ts';
export type { Align, TicketBlock, TicketLayout, TicketOptions } from './layout/ticket-layout.ts';
export { PRINTER_FAMILIES, renderTicket } from './render/render-ticket.ts';
export type { PrinterFamily, RenderOptions } from './render/render-ticket.ts';
export { decodePrint, tokenize } from './escpos/decode-print.ts';
export type { DecodedPrint } from './escpos/decode-print.ts';
export type { Token } from './escpos/tokens.ts';
export {
  DLE,
  EOT,
  STATUS_KINDS,
  decodeErrorCause,
  decodeOfflineCause,
  decodePaperSensor,
  decodePrinterStatus,
  decodeStatus,
  encodeStatus,
  isStatusByte,
  statusQuery,
} from './status/status-bytes.ts';
export type {
  ErrorCauseByte,
  OfflineCauseByte,
  PaperSensorByte,
  PrinterFaults,
  PrinterHardwareStatus,
  PrinterStatusByte,
  StatusAnswers,
  StatusKind,
} from './status/status-bytes.ts';
export { busyStatus, canPrint, toBridgeStatus } from './status/bridge-status.ts';
export { DEFAULT_BAUD_RATE } from './serial/open-port.ts';
export {
  DEFAULT_WRITE_TIMEOUT_MS,
  PrinterBusyError,
  PrinterConnection,
  PrinterWriteTimeoutError,
  StatusAnswerError,
  StatusTimeoutError,
  pollPrinterStatus,
} from './serial/printer-connection.ts';
export type { ConnectionOptions } from './serial/printer-connection.ts';
export { PrinterEmulator } from './emulator/printer-emulator.ts';
export type { EmulatorOptions } from './emulator/printer-emulator.ts';
export { findSocat, openPtyPair } from './emulator/pty-pair.ts';
export type { PtyPair } from './emulator/pty-pair.ts';
// Fixtures: coupons shaped as the server returns them, for tests and benches of other packages.
export {
  combineCoupon as sampleCombineCoupon,
  systemCoupon as sampleSystemCoupon,
} from './testing/sample-coupons.ts';
