import type { Coupon, TerminalBridge } from '@bet/shared';
import { placeThroughTerminal } from '../terminal/submit-coupon.ts';
import type { PlatformServices } from './platform-services.ts';

declare global {
  interface Window {
    /** put there by the shop terminal's preload script; absent in a plain browser */
    terminal?: TerminalBridge;
  }
}

/** The shop terminal: every call goes over the preload bridge to the terminal's own services. */
export function electronPlatform(
  bridge: TerminalBridge,
  deps: { readCoupon?: (ticketId: string) => Promise<Coupon> } = {},
): PlatformServices {
  return {
    kind: 'terminal',
    mayHavePrinter: true,
    info: () => bridge.info(),
    // the queue prints the ticket itself once the server confirmed it
    placeShopCoupon: (request) => placeThroughTerminal(bridge, request, deps.readCoupon),
    reprintTicket: (ticketId) => bridge.printTicket(ticketId, { duplicate: true }),
    printPayoutReceipt: (receipt) => bridge.printPayoutReceipt(receipt),
    printCounterSlip: (slip) => bridge.printCounterSlip(slip),
    printCashReport: (slip) => bridge.printCashReport(slip),
    printerStatus: () => bridge.printerStatus(),
    queueState: () => bridge.queueState(),
    submissions: () => bridge.submissions(),
    acknowledgeSubmission: (key) => bridge.acknowledgeSubmission(key),
    onPrinterStatus: (listener) => bridge.onPrinterStatus(listener),
    onQueueState: (listener) => bridge.onQueueState(listener),
    onScan: (listener) => bridge.onScan(listener),
    onSubmissions: (listener) => bridge.onSubmissions(listener),
  };
}
