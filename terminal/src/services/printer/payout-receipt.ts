import type { CashReportSlip, CounterSlip, PayoutReceipt } from '@bet/shared';
import {
  canPrint,
  cashReportLayout,
  counterSlipLayout,
  payoutReceiptLayout,
  renderTicket,
  type PayoutReceiptOptions,
  type PrinterConnection,
  type PrinterFamily,
  type PrinterHardwareStatus,
} from '@bet/printer-drivers';
import type { JobQueue } from '../queue/job-queue.ts';

export interface PayoutReceiptPrinting {
  family: PrinterFamily;
  layout: PayoutReceiptOptions;
  /** the printer's status, read through the printer service so changes reach the status bar */
  status: () => Promise<PrinterHardwareStatus | null>;
}

/** Queues the receipt of a payout the server confirmed; one receipt per ticket, whatever the retries. */
export function queuePayoutReceipt(queue: JobQueue, receipt: PayoutReceipt): string {
  const key = `payout-receipt:${receipt.ticketId}`;
  queue.enqueue('payout', key, receipt);
  return key;
}

/** The one print of a counter slip: what it is about, so a retried call prints nothing more. */
function counterSlipKey(slip: CounterSlip): string {
  switch (slip.kind) {
    case 'void':
      return `void-receipt:${slip.ticketId}`;
    case 'voucher':
      return `voucher:${slip.code}`;
    case 'shopDeposit':
      return `shop-deposit:${slip.uuid}`;
    case 'shopWithdrawal':
      return `shop-withdrawal:${slip.requestId}`;
  }
}

/**
 * Queues a void receipt, a voucher, or an online player's deposit or withdrawal receipt the server
 * confirmed; one print each, whatever the retries.
 */
export function queueCounterSlip(queue: JobQueue, slip: CounterSlip): string {
  const key = counterSlipKey(slip);
  queue.enqueue('payout', key, slip);
  return key;
}

/**
 * Queues an end-of-shift or end-of-day report; the same request retried prints once, a new
 * request (printed at another time) prints again.
 */
export function queueCashReport(queue: JobQueue, slip: CashReportSlip): string {
  const subject = slip.kind === 'shiftReport' ? `shift:${slip.report.shift.id}` : `day:${slip.report.day}`;
  const key = `cash-report:${subject}:${slip.printedAt}`;
  queue.enqueue('payout', key, slip);
  return key;
}

/**
 * Prints the queued payout receipts while the printer can print; one it cannot take stays queued
 * and is tried again with backoff. Returns the keys printed.
 */
export async function processPayoutReceipts(
  queue: JobQueue,
  printer: PrinterConnection,
  options: PayoutReceiptPrinting,
  now = () => Date.now(),
): Promise<string[]> {
  const printed: string[] = [];
  for (let job = queue.next('payout', now()); job; job = queue.next('payout', now())) {
    if (!canPrint(await options.status())) {
      queue.retry(job.id, 'printerNotReady');
      break;
    }
    queue.start(job.id);
    try {
      const payload = job.payload;
      const layout = !('kind' in payload)
        ? payoutReceiptLayout(payload, options.layout)
        : payload.kind === 'shiftReport' || payload.kind === 'dayReport'
          ? cashReportLayout(payload, options.layout)
          : counterSlipLayout(payload, options.layout);
      await printer.write(renderTicket(layout, { family: options.family }));
      queue.finish(job.id, { printedAt: now() });
      printed.push(job.key);
    } catch (err) {
      queue.retry(job.id, (err as Error).message);
      break;
    }
  }
  return printed;
}
