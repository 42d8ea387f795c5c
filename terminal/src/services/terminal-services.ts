import { EventEmitter } from 'node:events';
import path from 'node:path';
import { PrinterConnection } from '@bet/printer-drivers';
import type { BridgeResult, Coupon, PrinterStatus, QueueState, TerminalInfo } from '@bet/shared';
import type { TerminalConfig } from '../config/terminal-config.ts';
import type { RotatingLog } from './log/rotating-log.ts';
import { PrinterService } from './printer/printer-service.ts';
import { JobQueue } from './queue/job-queue.ts';

export const TERMINAL_VERSION = '0.1.0';
/** "F users auto-print after about 1 second" */
export const AUTO_PRINT_DELAY_MS = 1000;
const TICK_MS = 2000;

export interface TerminalServices {
  info(): BridgeResult<TerminalInfo>;
  printTicket(ticketId: string, duplicate?: boolean): BridgeResult<{ jobId: string }>;
  printerStatus(): Promise<BridgeResult<PrinterStatus>>;
  queueState(): BridgeResult<QueueState>;
  /** 'printerStatus' and 'queueState' events for the window */
  events: EventEmitter;
  stop(): Promise<void>;
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
  options: { dataDir: string; log: RotatingLog; sessionCookie: () => Promise<string> },
): Promise<TerminalServices> {
  const events = new EventEmitter();
  const queue = new JobQueue(path.join(options.dataDir, 'terminal-queue.sqlite'));
  const call = async (method: string, urlPath: string) => {
    const res = await fetch(new URL(`/api/v1${urlPath}`, config.serverUrl), {
      method,
      headers: { 'x-requested-with': 'fetch', cookie: await options.sessionCookie() },
    });
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  let printer: PrinterService | null = null;
  let connection: PrinterConnection | null = null;
  if (config.printer.interface !== 'none') {
    try {
      connection = await PrinterConnection.open(config.printer.interface);
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
        fetchCoupon: async (ticketId) => (await call('GET', `/coupons/${ticketId}`)) as Coupon,
        cancelCoupon: async (ticketId) => void (await call('POST', `/coupons/${ticketId}/cancel`)),
        giveUpAfterMs: 60_000,
        onStatus: (status) => {
          options.log.write('info', 'printer status', { ...status });
          events.emit('printerStatus', status);
        },
      });
    } catch (err) {
      options.log.write('error', 'printer unavailable', { error: (err as Error).message });
    }
  }
  let lastState = '';
  const tick = async () => {
    await printer
      ?.processPrints()
      .catch((err: unknown) =>
        options.log.write('error', 'printing failed', { error: (err as Error).message }),
      );
    const state = queue.counts();
    if (JSON.stringify(state) !== lastState) events.emit('queueState', state);
    lastState = JSON.stringify(state);
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  return {
    info: () =>
      ok({ terminalNo: config.terminalNo, version: TERMINAL_VERSION, paperWidth: config.printer.paperWidth }),
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
      return ok(toBridgeStatus(await printer.status()));
    },
    queueState: () => ok(queue.counts()),
    events,
    stop: async () => {
      clearInterval(timer);
      await connection?.close();
      queue.close();
    },
  };
}
