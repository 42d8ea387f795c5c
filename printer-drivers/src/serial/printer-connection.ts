import fs from 'node:fs';
import type { SerialPort } from 'serialport';
import {
  STATUS_KINDS,
  decodeStatus,
  isStatusByte,
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

/** The printer answered something that is not a real-time status byte (wrong baud rate, noise). */
export class StatusAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly answer: readonly number[],
  ) {
    super(`printer on ${path} answered DLE EOT with ${Buffer.from(answer).toString('hex')}`);
    this.name = 'StatusAnswerError';
  }
}

/** The line was held by a write for longer than a status query may wait: the printer is busy or stuck. */
export class PrinterBusyError extends Error {
  constructor(
    readonly path: string,
    readonly waitedMs: number,
  ) {
    super(`printer on ${path} was busy with a write for ${waitedMs} ms`);
    this.name = 'PrinterBusyError';
  }
}

/** Print data did not leave for the printer in time: it stopped taking bytes (flow control, a jam). */
export class PrinterWriteTimeoutError extends Error {
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`printer on ${path} did not take a write within ${timeoutMs} ms`);
    this.name = 'PrinterWriteTimeoutError';
  }
}

export interface ConnectionOptions {
  baudRate?: number;
  /**
   * A write that has not left for the printer within this long fails and the port is let go (a
   * stuck write cannot be taken back from the serial driver otherwise), so that nothing queued
   * behind it waits forever. Sized for the longest ticket at the slowest line speed.
   */
  writeTimeoutMs?: number;
  /**
   * After a query went unanswered or was answered wrongly, the line must stay quiet this long
   * before the next query is sent, so that a late answer to the old query is not read as the
   * answer to the new one (DLE EOT answers carry nothing that tells which query they belong to).
   */
  settleMs?: number;
}

const DEFAULT_SETTLE_MS = 200;
export const DEFAULT_WRITE_TIMEOUT_MS = 15_000;
/** a line that never goes quiet (noise, a wrong baud rate) is queried anyway after this many settle periods */
const MAX_SETTLE_PERIODS = 10;

interface Collector {
  bytes: number[];
  wake: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One open serial line to an ESC/POS printer, shared by printing and status polling (a serial
 * printer has a single port). Operations run one at a time in the order they were asked for, so a
 * status query is never sent in the middle of a ticket's bytes and an answer is never read by the
 * wrong caller. Bytes that arrive while no query waits for them (late or unsolicited) are dropped.
 */
export class PrinterConnection {
  private port: SerialPort;
  private collector: Collector | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private lastByteAt = 0;
  /** when the last query went wrong; null while the line is in step */
  private outOfStepSince: number | null = null;
  private readonly settleMs: number;
  private readonly baudRate: number;
  private readonly writeTimeoutMs: number;
  private closed = false;

  private constructor(
    readonly path: string,
    port: SerialPort,
    options: ConnectionOptions,
  ) {
    this.settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
    this.baudRate = options.baudRate ?? DEFAULT_BAUD_RATE;
    this.writeTimeoutMs = options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS;
    this.port = this.attach(port);
  }

  static async open(path: string, options: ConnectionOptions = {}): Promise<PrinterConnection> {
    const port = await openPort(path, options.baudRate ?? DEFAULT_BAUD_RATE);
    return new PrinterConnection(path, port, options);
  }

  private attach(port: SerialPort): SerialPort {
    port.on('data', (chunk: Buffer) => {
      this.lastByteAt = Date.now();
      if (!this.collector) return;
      this.collector.bytes.push(...chunk);
      this.collector.wake();
    });
    // errors surface through the next write or status read
    port.on('error', () => {});
    return port;
  }

  get isOpen(): boolean {
    return this.port.isOpen;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs `task` on an open port. A printer unplugged (its USB adapter gone) fails writes or leaves
   * its device node missing: the port is then let go, and the next request opens the device
   * afresh (a new port: serialport's stream is finished once closed), so the same connection works
   * again once the printer is back.
   */
  private onPort<T>(task: () => Promise<T>): Promise<T> {
    return this.serial(async () => {
      if (!this.port.isOpen) {
        if (this.closed) throw new Error(`the connection to ${this.path} was closed`);
        const old = this.port;
        this.port = this.attach(await openPort(this.path, this.baudRate));
        old.removeAllListeners('data');
      }
      try {
        return await task();
      } catch (err) {
        if (this.deviceGone(err)) await closePort(this.port);
        throw err;
      }
    });
  }

  private deviceGone(err: unknown): boolean {
    if (err instanceof StatusAnswerError) return false;
    // a stuck write is let go with its port: the driver would send its bytes before any other
    if (err instanceof PrinterWriteTimeoutError) return true;
    if (err instanceof StatusTimeoutError) return this.path.startsWith('/') && !fs.existsSync(this.path);
    // a write that failed
    return true;
  }

  /**
   * Sends print data (a rendered ticket) and resolves once it has left for the printer; fails
   * with PrinterWriteTimeoutError when it has not within the write timeout (the port is then
   * closed, dropping what the driver still held, and the next request opens it afresh).
   */
  write(data: Buffer): Promise<void> {
    return this.onPort(() => withTimeout(writeAll(this.port, data), this.writeTimeoutMs, this.path));
  }

  /** Asks DLE EOT `kind` and returns the raw answer byte. */
  readStatusByte(kind: StatusKind, timeoutMs = 1000): Promise<number> {
    return this.onFreeLine(timeoutMs, async () => (await this.query([kind], timeoutMs))[0]!);
  }

  /** Asks DLE EOT 1 to 4 and decodes the four answers into one status. */
  readStatus(timeoutMs = 1000): Promise<PrinterHardwareStatus> {
    return this.onFreeLine(timeoutMs, async () => {
      const [printer, offlineCause, errorCause, paperSensor] = await this.query(STATUS_KINDS, timeoutMs);
      return decodeStatus({
        printer: printer!,
        offlineCause: offlineCause!,
        errorCause: errorCause!,
        paperSensor: paperSensor!,
      });
    });
  }

  /**
   * A status query waits for the line at most `timeoutMs` (a ticket being sent finishes within
   * that; a write that hangs does not), then fails with PrinterBusyError and is never sent: the
   * status poll goes on reporting on its own timer instead of queueing behind a stuck write.
   */
  private onFreeLine<T>(timeoutMs: number, task: () => Promise<T>): Promise<T> {
    const asked = Date.now();
    let started = false;
    let expired = false;
    let timer: NodeJS.Timeout | undefined;
    const run = this.onPort(() => {
      started = true;
      clearTimeout(timer);
      if (expired) return Promise.reject(new PrinterBusyError(this.path, Date.now() - asked));
      return task();
    });
    const busy = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (started) return;
        expired = true;
        reject(new PrinterBusyError(this.path, Date.now() - asked));
      }, timeoutMs);
    });
    // the query given up on still settles later (refused without touching the line)
    run.catch(() => {});
    return Promise.race([run, busy]);
  }

  /** Waits until nothing has arrived for settleMs: whatever an earlier query still had coming is past. */
  private async settle(): Promise<void> {
    const since = this.outOfStepSince ?? 0;
    for (let i = 0; i < MAX_SETTLE_PERIODS; i++) {
      const quietFor = Date.now() - Math.max(this.lastByteAt, since);
      if (quietFor >= this.settleMs) return;
      await sleep(this.settleMs - quietFor);
    }
  }

  private async query(kinds: readonly StatusKind[], timeoutMs: number): Promise<number[]> {
    if (this.outOfStepSince !== null) await this.settle();
    const collector: Collector = { bytes: [], wake: () => {} };
    this.collector = collector;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => reject(new StatusTimeoutError(this.path, timeoutMs)), timeoutMs);
        collector.wake = () => {
          if (collector.bytes.length >= kinds.length) resolve();
        };
      });
      // if the write fails first, its error is the one reported
      answered.catch(() => {});
      // the answer may come before the write's drain callback: collect from before the first byte;
      // a query whose own bytes cannot leave (the printer stopped taking any) times out as well
      await Promise.race([writeAll(this.port, Buffer.concat(kinds.map(statusQuery))), answered]);
      await answered;
      const answer = collector.bytes;
      // more bytes than asked for, or bytes that are no status answer: the line is out of step
      if (answer.length !== kinds.length || !answer.every(isStatusByte)) {
        throw new StatusAnswerError(this.path, answer);
      }
      this.outOfStepSince = null;
      return answer;
    } catch (err) {
      this.outOfStepSince = Date.now();
      throw err;
    } finally {
      clearTimeout(timer);
      this.collector = null;
    }
  }

  close(): Promise<void> {
    this.closed = true;
    return this.serial(() => closePort(this.port));
  }
}

function withTimeout(write: Promise<void>, timeoutMs: number, path: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrinterWriteTimeoutError(path, timeoutMs)), timeoutMs);
  });
  // the write given up on may still fail once its port is closed: nobody waits for it any more
  write.catch(() => {});
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
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
