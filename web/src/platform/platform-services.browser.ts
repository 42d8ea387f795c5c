import type { BridgeResult, CouponCreateRequest, CouponCreateResponse } from '@bet/shared';
import type { PlatformServices } from './platform-services.ts';

/** "F users auto-print after about 1 second". */
export const AUTO_PRINT_MS = 1000;

export interface BrowserPlatformDeps {
  postCoupon: (request: CouponCreateRequest) => Promise<CouponCreateResponse>;
  /** the printable ticket's address */
  printUrl: (ticketId: string) => string;
  openWindow: (url: string) => void;
  later: (run: () => void, ms: number) => void;
}

const fail = <T>(error: string): Promise<BridgeResult<T>> => Promise.resolve({ ok: false, error });
const none = () => () => {};

/** A plain browser: printing is the printable ticket in a window of its own; no printer, scanner or queue. */
export function browserPlatform(deps: BrowserPlatformDeps): PlatformServices {
  return {
    kind: 'browser',
    mayHavePrinter: false,
    info: () => fail('notATerminal'),
    placeShopCoupon: async (request) => {
      const res = await deps.postCoupon(request);
      deps.later(() => deps.openWindow(deps.printUrl(res.ticketId)), AUTO_PRINT_MS);
      return res;
    },
    reprintTicket: (ticketId) => {
      deps.openWindow(deps.printUrl(ticketId));
      return Promise.resolve({ ok: true, value: { jobId: ticketId } });
    },
    printPayoutReceipt: () => fail('printerNotAttached'),
    printCounterSlip: () => fail('printerNotAttached'),
    printCashReport: () => fail('printerNotAttached'),
    printerStatus: () => fail('printerNotAttached'),
    queueState: () => fail('noQueue'),
    // nothing is queued, so nothing is left for the cashier to know about
    submissions: () => Promise.resolve({ ok: true, value: [] }),
    acknowledgeSubmission: () => fail('submissionNotFound'),
    onPrinterStatus: none,
    onQueueState: none,
    onScan: none,
    onSubmissions: none,
  };
}
