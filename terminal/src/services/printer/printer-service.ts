import type { Coupon, PrinterStatus } from '@bet/shared';
import {
  canPrint,
  renderTicket,
  ticketLayout,
  toBridgeStatus,
  type PrinterConnection,
  type PrinterFamily,
  type PrinterHardwareStatus,
  type TicketOptions,
} from '@bet/printer-drivers';
import type { JobPayload, JobQueue } from '../queue/job-queue.ts';

type PrintPayload = JobPayload<'print'>;

export interface PrinterServiceOptions {
  family: PrinterFamily;
  ticket: Omit<TicketOptions, 'duplicate' | 'printedAt'>;
  /**
   * The currency and the site's currency display (currencyMode, serverId) as the server says now,
   * read before each ticket so paper shows money as the screens do; without it `ticket` decides.
   */
  currencyFormat?: () => Promise<Pick<TicketOptions, 'currency' | 'currencyMode' | 'serverId'>>;
  /**
   * reads a coupon from the server (the ticket prints what the server holds, never the slip), for
   * a reprint or a job queued without the placement's answer
   */
  fetchCoupon: (ticketId: string) => Promise<Coupon>;
  /** "Ticket printing failed: the coupon is cancelled" */
  cancelCoupon: (ticketId: string) => Promise<void>;
  /** an original ticket that could not be printed for this long is cancelled */
  giveUpAfterMs: number;
  /**
   * Where the status checked before each ticket comes from; a status monitor's poll, so that what
   * printing finds is reported once, by the monitor. Without it the connection is asked directly.
   */
  readStatus?: () => Promise<PrinterHardwareStatus | null>;
  /** told when the status read before printing changed (only when it is read directly) */
  onStatus?: (status: PrinterStatus) => void;
}

/**
 * Prints tickets from the durable queue. A job is sent only while the printer reports it can
 * print (paper, cover closed, online); otherwise it stays queued and is tried again. An original
 * ticket that never got printed within the limit is cancelled through the server, as the spec
 * says; a reprint is marked as a duplicate.
 */
export class PrinterService {
  private last: PrinterHardwareStatus | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly printer: PrinterConnection,
    private readonly options: PrinterServiceOptions,
  ) {}

  /**
   * Queues the ticket of a coupon just created (printed about a second later by the caller's
   * loop); with the server's answer at hand, the job keeps it and prints it without a fetch.
   */
  printCoupon(ticketId: string, dueAt = Date.now(), coupon?: Coupon): void {
    const payload: PrintPayload = { ticketId, duplicate: false, ...(coupon ? { coupon } : {}) };
    this.queue.enqueue('print', `print:${ticketId}`, payload, Date.now(), dueAt);
  }

  /** Queues a reprint, marked as a duplicate. */
  reprint(ticketId: string, now = Date.now()): void {
    this.queue.enqueue('print', `print:${ticketId}:dup:${now}`, {
      ticketId,
      duplicate: true,
    } satisfies PrintPayload);
  }

  /** Reads the printer's real-time status and reports it when it changed. */
  async status(): Promise<PrinterHardwareStatus | null> {
    if (this.options.readStatus) return this.options.readStatus();
    const hw = await this.printer.readStatus(800).catch(() => null);
    if (JSON.stringify(hw) !== JSON.stringify(this.last)) this.options.onStatus?.(toBridgeStatus(hw));
    this.last = hw;
    return hw;
  }

  /** Prints what is due; returns the keys printed. Stops at the first job the printer cannot take. */
  async processPrints(now = () => Date.now()): Promise<string[]> {
    const printed: string[] = [];
    for (let job = this.queue.next('print', now()); job; job = this.queue.next('print', now())) {
      const payload = job.payload;
      if (!canPrint(await this.status())) {
        if (!payload.duplicate && now() - job.createdAt > this.options.giveUpAfterMs) {
          await this.options.cancelCoupon(payload.ticketId);
          this.queue.giveUp(job.id, 'printFailedCouponCancelled');
          continue;
        }
        this.queue.retry(job.id, 'printerNotReady');
        break;
      }
      this.queue.start(job.id);
      try {
        const coupon = payload.coupon ?? (await this.options.fetchCoupon(payload.ticketId));
        const currency = await this.options.currencyFormat?.();
        const layout = ticketLayout(coupon, {
          ...this.options.ticket,
          ...currency,
          duplicate: payload.duplicate,
          printedAt: new Date(now()).toISOString(),
        });
        await this.printer.write(renderTicket(layout, { family: this.options.family }));
        this.queue.finish(job.id, { printedAt: now() });
        printed.push(job.key);
      } catch (err) {
        this.queue.retry(job.id, (err as Error).message);
        break;
      }
    }
    return printed;
  }
}
