import { EventEmitter } from 'node:events';
import path from 'node:path';
import { PrinterConnection } from '@bet/printer-drivers';
import type {
  BridgeResult,
  CashReportSlip,
  CouponCreateRequest,
  CounterSlip,
  PayoutReceipt,
  PrinterStatus,
  QueueState,
  SubmissionEntry,
  SubmissionOutcome,
  TerminalInfo,
} from '@bet/shared';
import { canAcknowledgeSubmission, siteCurrencyContext } from '@bet/shared';
import type { TerminalConfig } from '../config/terminal-config.ts';
import type { RotatingLog } from './log/rotating-log.ts';
import {
  processPayoutReceipts,
  queueCashReport,
  queueCounterSlip,
  queuePayoutReceipt,
} from './printer/payout-receipt.ts';
import { PrinterService } from './printer/printer-service.ts';
import { PrinterStatusMonitor } from './printer/status-monitor.ts';
import { startScanner } from './scanner/scanner-service.ts';
import { JobQueue, type Job } from './queue/job-queue.ts';
import { startHeartbeat } from './heartbeat.ts';
import { terminalClient } from './server-client.ts';
import { shiftOpen } from './shift-state.ts';
import {
  processSubmissions,
  refusedSubmissionEntry,
  submissionEntry,
  submissionList,
  submissionOutcome,
  submissionState,
} from './queue/submissions.ts';

export const TERMINAL_VERSION = '0.1.0';
/** "F users auto-print after about 1 second" */
export const AUTO_PRINT_DELAY_MS = 1000;
const TICK_MS = 2000;
/**
 * The send window: a bet that could not reach the server within it is given up (no bet was taken);
 * one that may have reached it is checked by its key until the server says, however long that is.
 */
export const CONFIRM_WINDOW_MS = 20_000;

export interface TerminalServices {
  info(): BridgeResult<TerminalInfo>;
  /**
   * Places a coupon through the durable queue; resolves once the server answered, the bet was given
   * up, or its fate became unknown ('checking': the queue keeps asking and prints it if it was placed).
   */
  submitCoupon(request: CouponCreateRequest): Promise<BridgeResult<SubmissionOutcome>>;
  printPayoutReceipt(receipt: PayoutReceipt): BridgeResult<{ jobId: string }>;
  printCounterSlip(slip: CounterSlip): BridgeResult<{ jobId: string }>;
  printCashReport(slip: CashReportSlip): BridgeResult<{ jobId: string }>;
  printTicket(ticketId: string, duplicate?: boolean): BridgeResult<{ jobId: string }>;
  printerStatus(): Promise<BridgeResult<PrinterStatus>>;
  queueState(): BridgeResult<QueueState>;
  /** The submissions the cashier has to know about (see JobQueue.submissionsToShow). */
  submissions(): BridgeResult<SubmissionEntry[]>;
  /** Clears a finished submission from the cashier's list; the acknowledgement is kept and logged. */
  acknowledgeSubmission(key: string): BridgeResult<SubmissionEntry>;
  /**
   * What the kiosk says about itself besides its printer: out of service (its page kept crashing),
   * updating. A change is sent with a heartbeat at once, not half a minute later.
   */
  setKioskState(change: Partial<KioskState>): void;
  /** Jobs waiting in the durable queue: bets, tickets and receipts not yet done (a sale under way). */
  pendingJobs(): number;
  /** Whether a cashier's shift is open here, as the server says; null when it cannot say. */
  shiftOpen(): Promise<boolean | null>;
  /** 'printerStatus' (changes only), 'queueState', 'submissions' and 'scan' (a ticket id) events for the window */
  events: EventEmitter;
  stop(): Promise<void>;
}

export interface KioskState {
  outOfService: boolean;
  updating: boolean;
}

const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value });
const fail = <T>(error: string): BridgeResult<T> => ({ ok: false, error });

/**
 * Everything a shop terminal runs besides its window, as plain Node: the durable queue, the
 * printer with its status, and the loop that works them off. The Electron main process only
 * passes its calls through.
 */
export async function startTerminalServices(
  config: TerminalConfig,
  options: {
    dataDir: string;
    log: RotatingLog;
    sessionCookie: () => Promise<string>;
    confirmWindowMs?: number;
    /** the hash of the application files, computed at start (computeBuildHash), sent with each heartbeat */
    buildHash?: string;
  },
): Promise<TerminalServices> {
  const events = new EventEmitter();
  const queue = new JobQueue(path.join(options.dataDir, 'terminal-queue.sqlite'), {
    onRefused: (refusal) => options.log.write('error', 'queued job refused', refusal),
  });
  // The cookie is read at each call: the cashier may log in again while the terminal runs.
  const client = terminalClient({ baseUrl: config.serverUrl, cookie: options.sessionCookie });
  let printer: PrinterService | null = null;
  let connection: PrinterConnection | null = null;
  let monitor: PrinterStatusMonitor | null = null;
  if (config.printer.interface !== 'none') {
    try {
      connection = await PrinterConnection.open(config.printer.interface);
      const statusMonitor = new PrinterStatusMonitor(connection, {
        intervalMs: config.printer.statusIntervalMs,
      });
      statusMonitor.onChange((status) => {
        options.log.write('info', 'printer status', { ...status });
        events.emit('printerStatus', status);
      });
      monitor = statusMonitor;
      printer = new PrinterService(queue, connection, {
        family: config.printer.model,
        ticket: {
          operator: 'Bet',
          terminalNo: config.terminalNo,
          timeZone: config.timeZone,
          language: config.language as 'tr',
          currency: 'TRY',
          paperWidth: config.printer.paperWidth,
        },
        currencyFormat: async () => {
          const [me, site] = await Promise.all([client.users.me(), client.settings.get()]);
          return { currency: me.currency, ...siteCurrencyContext(site.settings) };
        },
        fetchCoupon: (ticketId) => client.coupons.get({ ticketId }),
        cancelCoupon: async (ticketId) => void (await client.coupons.cancel({ ticketId })),
        giveUpAfterMs: 60_000,
        // what printing finds is reported by the monitor, once
        readStatus: () => statusMonitor.poll(),
      });
      statusMonitor.start();
    } catch (err) {
      options.log.write('error', 'printer unavailable', { error: (err as Error).message });
    }
  }
  const scanner = await startScanner(config.scanner, {
    onScan: (ticketId) => events.emit('scan', ticketId),
    onNotice: (message, details) => options.log.write('info', message, details),
  });
  let lastState = '';
  let lastList = '';
  const publishState = () => {
    const state = queue.counts();
    if (JSON.stringify(state) !== lastState) events.emit('queueState', state);
    lastState = JSON.stringify(state);
    const list = submissionList(queue);
    if (JSON.stringify(list) !== lastList) events.emit('submissions', list);
    lastList = JSON.stringify(list);
  };
  // Slips waiting for the server's answer on their coupon, by idempotency key.
  const waiting = new Map<string, Array<(outcome: SubmissionOutcome) => void>>();
  const settle = (job: Job<'submit'>) => {
    const outcome = submissionOutcome(job);
    if (!outcome) return;
    options.log.write('info', 'submission', { key: job.key, ...outcome });
    // Queued at once (durable) but due about a second later, even if a tick is running now.
    if (outcome.state === 'done' && printer) {
      // the server's answer prints as it came: the coupon is not fetched again
      printer.printCoupon(outcome.ticketId, Date.now() + AUTO_PRINT_DELAY_MS, outcome.coupon);
      // a coupon paid with a voucher: the change comes back as a voucher, printed with the ticket
      // from the durable answer (once, by its code), whether or not the page is still there
      const change = outcome.changeVoucher;
      if (change)
        queueCounterSlip(queue, {
          kind: 'voucher',
          code: change.code,
          amount: change.amount,
          issuedAt: change.issuedAt,
          expiresAt: change.expiresAt,
          terminalNo: change.terminalNo,
          currency: change.currency,
        });
      setTimeout(() => void tick(), AUTO_PRINT_DELAY_MS);
    }
    for (const resolve of waiting.get(job.key) ?? []) resolve(outcome);
    waiting.delete(job.key);
  };
  const logFailure = (what: string) => (err: unknown) =>
    options.log.write('error', what, { error: (err as Error).message });
  const work = async () => {
    await printer?.processPrints().catch(logFailure('printing failed'));
    if (printer && connection)
      await processPayoutReceipts(queue, connection, {
        family: config.printer.model,
        layout: receiptLayout,
        status: () => printer!.status(),
      }).catch(logFailure('payout receipt failed'));
    const conn = {
      baseUrl: config.serverUrl,
      cookie: await options.sessionCookie().catch(() => ''),
    };
    const handled = await processSubmissions(queue, conn, {
      confirmWindowMs: options.confirmWindowMs ?? CONFIRM_WINDOW_MS,
    }).catch((err: unknown) => (logFailure('submitting failed')(err), []));
    handled.forEach(settle);
    publishState();
  };
  // One pass at a time: two at once could send the same job twice. A call during a pass asks for another.
  let running: Promise<void> | null = null;
  let again = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };
  let stopped = false;
  const receiptLayout = {
    operator: 'Bet',
    timeZone: config.timeZone,
    language: config.language as 'tr',
    paperWidth: config.printer.paperWidth,
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  // Whatever a power cut left in the queue is worked off at once.
  void tick();
  // The dealer's list of terminals shows this one online, with its printer and queue.
  let heartbeatFailing = false;
  const kiosk: KioskState = { outOfService: false, updating: false };
  const pendingJobs = () => {
    const c = queue.counts();
    return c.pendingSubmissions + c.pendingPrints + c.pendingPayouts;
  };
  const heartbeat = startHeartbeat({
    client,
    version: TERMINAL_VERSION,
    terminalNo: config.terminalNo,
    ...(options.buildHash ? { buildHash: options.buildHash } : {}),
    printer: () => monitor?.status ?? null,
    queueDepth: pendingJobs,
    kiosk: () => kiosk,
    onFailure: (err) => {
      // logged once per outage, not every half minute
      if (!heartbeatFailing)
        options.log.write('info', 'heartbeat not taken', { error: (err as Error).message });
      heartbeatFailing = true;
    },
    onSuccess: () => (heartbeatFailing = false),
  });
  return {
    info: () =>
      ok({
        terminalNo: config.terminalNo,
        version: TERMINAL_VERSION,
        paperWidth: config.printer.paperWidth,
        timeZone: config.timeZone,
      }),
    submitCoupon: async (request) => {
      const { idempotencyKey, ...payload } = request;
      const job = queue.enqueue('submit', idempotencyKey, payload);
      const known = submissionOutcome(job);
      if (known) return ok(known);
      const answered = new Promise<SubmissionOutcome>((resolve) =>
        waiting.set(job.key, [...(waiting.get(job.key) ?? []), resolve]),
      );
      publishState();
      void tick();
      return ok(await answered);
    },
    printPayoutReceipt: (receipt) => {
      if (!printer) return fail('printerNotAttached');
      const jobId = queuePayoutReceipt(queue, receipt);
      publishState();
      void tick();
      return ok({ jobId });
    },
    printCounterSlip: (slip) => {
      if (!printer) return fail('printerNotAttached');
      const jobId = queueCounterSlip(queue, slip);
      publishState();
      void tick();
      return ok({ jobId });
    },
    printCashReport: (slip) => {
      if (!printer) return fail('printerNotAttached');
      const jobId = queueCashReport(queue, slip);
      publishState();
      void tick();
      return ok({ jobId });
    },
    printTicket: (ticketId, duplicate = false) => {
      if (!printer) return fail('printerNotAttached');
      if (duplicate) printer.reprint(ticketId);
      else printer.printCoupon(ticketId);
      setTimeout(() => void tick(), AUTO_PRINT_DELAY_MS);
      return ok({ jobId: ticketId });
    },
    printerStatus: async () => {
      if (!printer) return fail('printerNotAttached');
      const { toBridgeStatus } = await import('@bet/printer-drivers');
      const hw = await printer.status();
      // the monitor's view, so this answer and its change events never disagree
      return ok(monitor?.status ?? toBridgeStatus(hw));
    },
    setKioskState: (change) => {
      const before = JSON.stringify(kiosk);
      Object.assign(kiosk, change);
      if (JSON.stringify(kiosk) === before) return;
      options.log.write('info', 'kiosk state', { ...kiosk });
      void heartbeat.beat();
    },
    pendingJobs,
    shiftOpen: () => shiftOpen(client),
    queueState: () => ok(queue.counts()),
    submissions: () => ok(submissionList(queue)),
    acknowledgeSubmission: (key) => {
      const job = queue.get(key, 'submit');
      if (!job) {
        // a refused submission is cleared once it is known not to be open
        const refused = queue.refusedSubmissions().find((r) => r.key === key);
        if (!refused) return fail('submissionNotFound');
        const entry = refusedSubmissionEntry(refused);
        if (!canAcknowledgeSubmission(entry.state) || !queue.acknowledge(key))
          return fail('submissionNotFinished');
        options.log.write('info', 'submission acknowledged', { ...entry });
        publishState();
        return ok(entry);
      }
      // A job being checked may still turn out to be a live bet: it stays in sight until the server says.
      if (!canAcknowledgeSubmission(submissionState(job))) return fail('submissionNotFinished');
      queue.acknowledge(key);
      const entry = submissionEntry(queue.get(key, 'submit')!);
      options.log.write('info', 'submission acknowledged', { ...entry });
      publishState();
      return ok(entry);
    },
    events,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      heartbeat.stop();
      await running;
      await monitor?.stop();
      await scanner?.stop();
      await connection?.close();
      queue.close();
    },
  };
}
