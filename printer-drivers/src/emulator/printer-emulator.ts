import { EventEmitter } from 'node:events';
import type { SerialPort } from 'serialport';
import { decodePrint, type DecodedPrint } from '../escpos/decode-print.ts';
import { nextEpsonToken } from '../escpos/epson-tokenizer.ts';
import { DEFAULT_BAUD_RATE, closePort, openPort, writeAll } from '../serial/open-port.ts';
import { encodeStatus, type PrinterFaults, type StatusKind } from '../status/status-bytes.ts';
import { openPtyPair, type PtyPair } from './pty-pair.ts';

export interface EmulatorOptions {
  baudRate?: number;
  /** faults at power on */
  faults?: PrinterFaults;
  /** where the pseudo terminal links go (a fixed place, so a test can unplug and plug it back) */
  dir?: string;
}

/**
 * An Epson ESC/POS receipt printer on a pseudo terminal. The terminal opens `path` as its serial
 * printer; the emulator answers DLE EOT 1-4 (and GS r 1) from its current state, records the print
 * data it receives, and decodes it back to text. Like the hardware, it holds print data that
 * arrives while it cannot print (paper out, cover open, offline, error) and prints it once it can.
 */
export class PrinterEmulator extends EventEmitter {
  private faults: PrinterFaults;
  private responding = true;
  private pending: Buffer = Buffer.alloc(0);
  private printedChunks: Buffer[] = [];
  private heldChunks: Buffer[] = [];
  private queries = 0;
  private receivedChunks: Buffer[] = [];
  private answerDelayMs = 0;
  private closing = false;
  private readonly answerTimers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly pty: PtyPair,
    private readonly port: SerialPort,
    options: EmulatorOptions,
  ) {
    super();
    this.faults = { ...options.faults };
    port.on('data', (chunk: Buffer) => this.receive(chunk));
    port.on('error', (err) => this.fail(err));
  }

  static async start(options: EmulatorOptions = {}): Promise<PrinterEmulator> {
    const pty = await openPtyPair(options.dir ? { dir: options.dir } : {});
    try {
      const port = await openPort(pty.printerPath, options.baudRate ?? DEFAULT_BAUD_RATE);
      return new PrinterEmulator(pty, port, options);
    } catch (err) {
      await pty.close();
      throw err;
    }
  }

  /** The serial device the terminal (or a test) opens to reach this printer. */
  get path(): string {
    return this.pty.hostPath;
  }

  get state(): Readonly<PrinterFaults> {
    return { ...this.faults };
  }

  /** Whether it prints what it receives now. */
  get canPrint(): boolean {
    const f = this.faults;
    return !(
      f.offline ||
      f.coverOpen ||
      f.paperOut ||
      f.cutterError ||
      f.unrecoverableError ||
      f.autoRecoverableError
    );
  }

  /** Changes the state; held print data comes out once nothing stops printing any more. */
  setFaults(change: PrinterFaults): void {
    this.faults = { ...this.faults, ...change };
    if (this.canPrint && this.heldChunks.length > 0) {
      this.printedChunks.push(...this.heldChunks);
      this.heldChunks = [];
    }
    this.emit('state', this.state);
    this.emit('change');
  }

  setPaperOut(on: boolean): void {
    this.setFaults({ paperOut: on });
  }
  setPaperNearEnd(on: boolean): void {
    this.setFaults({ paperNearEnd: on });
  }
  setCoverOpen(on: boolean): void {
    this.setFaults({ coverOpen: on });
  }
  setOffline(on: boolean): void {
    this.setFaults({ offline: on });
  }
  /** A printer switched off or unplugged: it answers nothing and prints nothing of what it is sent. */
  setResponding(on: boolean): void {
    this.responding = on;
  }

  /**
   * Stops taking bytes off the line (a printer holding its busy line, a jammed mechanism): once
   * the line's buffers are full, a write to it hangs until reading resumes. Status queries go
   * unanswered meanwhile, as they cannot reach it.
   */
  setReading(on: boolean): void {
    if (on) this.port.resume();
    else this.port.pause();
  }

  /**
   * Sends its status answers this much later (a slow printer or adapter); each answer still tells
   * the state at the moment the query arrived, as the hardware's does.
   */
  setAnswerDelay(ms: number): void {
    this.answerDelayMs = ms;
  }

  /** Every byte it was sent while answering, status queries included, in order of arrival. */
  get received(): Buffer {
    return Buffer.concat(this.receivedChunks);
  }

  /** Bytes that came out on paper, status queries excluded. */
  get printed(): Buffer {
    return Buffer.concat(this.printedChunks);
  }

  /** Bytes received while it could not print, waiting in its buffer. */
  get held(): Buffer {
    return Buffer.concat(this.heldChunks);
  }

  /** How many real-time status queries it has answered. */
  get statusQueries(): number {
    return this.queries;
  }

  /** The printed bytes read back as text lines, barcodes and QR codes. */
  decoded(): DecodedPrint {
    return decodePrint(this.printed, 'epson');
  }

  /** Forgets what was printed and held (between tests). */
  clear(): void {
    this.printedChunks = [];
    this.heldChunks = [];
    this.receivedChunks = [];
  }

  /** Resolves once `check` holds, re-checked on every byte received and state change; rejects after `timeoutMs`. */
  waitUntil(check: (emulator: this) => boolean, timeoutMs = 5000): Promise<void> {
    if (check(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onChange = () => {
        if (!check(this)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`emulated printer: condition not met within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.off('change', onChange);
      };
      this.on('change', onChange);
    });
  }

  /** Resolves when `count` cuts (tickets) have been printed. */
  waitForCuts(count: number, timeoutMs = 5000): Promise<void> {
    return this.waitUntil(() => this.decoded().cuts >= count, timeoutMs);
  }

  private receive(chunk: Buffer): void {
    if (!this.responding) return;
    this.receivedChunks.push(chunk);
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let pos = 0;
    const print: Buffer[] = [];
    for (;;) {
      const scanned = nextEpsonToken(this.pending, pos);
      if (!scanned) break;
      const { token, length } = scanned;
      if (token.type === 'realtime' && token.kind >= 1 && token.kind <= 4) {
        this.queries++;
        this.answer(encodeStatus(token.kind as StatusKind, this.faults));
      } else if (token.type === 'statusRequest' && (token.kind === 1 || token.kind === 49)) {
        this.answer(this.paperStatusByte());
      } else {
        print.push(this.pending.subarray(pos, pos + length));
      }
      pos += length;
    }
    this.pending = Buffer.from(this.pending.subarray(pos));
    if (print.length === 0) return;
    const data = Buffer.concat(print);
    if (this.canPrint) this.printedChunks.push(data);
    else this.heldChunks.push(data);
    this.emit('change');
  }

  /** GS r 1: bits 0-1 paper near end, bits 2-3 paper end. */
  private paperStatusByte(): number {
    return (
      (this.faults.paperNearEnd || this.faults.paperOut ? 0b0011 : 0) | (this.faults.paperOut ? 0b1100 : 0)
    );
  }

  private answer(byte: number): void {
    const send = () => {
      if (this.closing) return;
      writeAll(this.port, Buffer.from([byte])).catch((err: unknown) => this.fail(err));
    };
    if (this.answerDelayMs <= 0) return void send();
    const timer = setTimeout(() => {
      this.answerTimers.delete(timer);
      void send();
    }, this.answerDelayMs);
    this.answerTimers.add(timer);
  }

  /**
   * A write that fails while the emulator is being closed is a printer switched off mid-answer:
   * it says nothing more. Otherwise the failure goes to whoever listens (an 'error' event nobody
   * listens to would throw inside the write's callback).
   */
  private fail(err: unknown): void {
    if (!this.closing && this.listenerCount('error') > 0) this.emit('error', err);
  }

  /** Closes the port and ends the socat process. */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.answerTimers) clearTimeout(timer);
    this.answerTimers.clear();
    await closePort(this.port);
    await this.pty.close();
  }
}
