import type { SerialPort } from 'serialport';
import {
  STATUS_KINDS,
  decodeStatus,
  statusQuery,
  type PrinterHardwareStatus,
  type StatusKind,
} from '../status/status-bytes.ts';
import { DEFAULT_BAUD_RATE, closePort, openPort, writeAll } from './open-port.ts';

/** The printer did not answer a status query in time: switched off, unplugged or wrong port. */
export class StatusTimeoutError extends Error {
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`printer on ${path} did not answer DLE EOT within ${timeoutMs} ms`);
    this.name = 'StatusTimeoutError';
  }
}

export interface ConnectionOptions {
  baudRate?: number;
}

/**
 * One open serial line to an ESC/POS printer, shared by printing and status polling (a serial
 * printer has a single port). Operations run one at a time, so a status answer is never read by
 * the wrong caller.
 */
export class PrinterConnection {
  private received: number[] = [];
  private waiter: (() => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly path: string,
    private readonly port: SerialPort,
  ) {
    port.on('data', (chunk: Buffer) => {
      this.received.push(...chunk);
      this.waiter?.();
    });
    // errors surface through the next write or status read
    port.on('error', () => {});
  }

  static async open(path: string, options: ConnectionOptions = {}): Promise<PrinterConnection> {
    return new PrinterConnection(path, await openPort(path, options.baudRate ?? DEFAULT_BAUD_RATE));
  }

  get isOpen(): boolean {
    return this.port.isOpen;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Sends print data (a rendered ticket) and resolves once it has left for the printer. */
  write(data: Buffer): Promise<void> {
    return this.serial(() => writeAll(this.port, data));
  }

  /** Asks DLE EOT `kind` and returns the raw answer byte. */
  readStatusByte(kind: StatusKind, timeoutMs = 1000): Promise<number> {
    return this.serial(async () => (await this.query([kind], timeoutMs))[0]!);
  }

  /** Asks DLE EOT 1 to 4 and decodes the four answers into one status. */
  readStatus(timeoutMs = 1000): Promise<PrinterHardwareStatus> {
    return this.serial(async () => {
      const [printer, offlineCause, errorCause, paperSensor] = await this.query(STATUS_KINDS, timeoutMs);
      return decodeStatus({
        printer: printer!,
        offlineCause: offlineCause!,
        errorCause: errorCause!,
        paperSensor: paperSensor!,
      });
    });
  }

  private async query(kinds: readonly StatusKind[], timeoutMs: number): Promise<number[]> {
    // Late answers to an earlier, timed-out query must not be taken for these.
    this.received = [];
    await writeAll(this.port, Buffer.concat(kinds.map(statusQuery)));
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiter = null;
      };
      const timer = setTimeout(() => {
        done();
        reject(new StatusTimeoutError(this.path, timeoutMs));
      }, timeoutMs);
      this.waiter = () => {
        if (this.received.length >= kinds.length) {
          done();
          resolve();
        }
      };
      this.waiter();
    });
    return this.received.splice(0, kinds.length);
  }

  close(): Promise<void> {
    return this.serial(() => closePort(this.port));
  }
}

/**
 * Opens the port, reads the real-time status and closes it again: for a one-off check. A monitor
 * that polls keeps a PrinterConnection open instead.
 */
export async function pollPrinterStatus(
  path: string,
  options: ConnectionOptions & { timeoutMs?: number } = {},
): Promise<PrinterHardwareStatus> {
  const connection = await PrinterConnection.open(path, options);
  try {
    return await connection.readStatus(options.timeoutMs ?? 1000);
  } finally {
    await connection.close();
  }
}
