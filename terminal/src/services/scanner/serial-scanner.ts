import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { SerialPort } from 'serialport';
import { DuplicateFilter } from './duplicate-filter.ts';
import { LineSplitter } from './scan-lines.ts';
import { readTicketId } from './ticket-code.ts';

export interface SerialScannerOptions {
  /** the scanner's serial device (a USB scanner in serial/CDC mode shows up as /dev/ttyACM0 or COMn) */
  path: string;
  baudRate?: number;
  /** the same code again within this window is one scan */
  duplicateWindowMs?: number;
  /** a scanner that is unplugged or not there yet is looked for again this often */
  reopenAfterMs?: number;
}

export interface SerialScannerEvents {
  /** a ticket id read from the scanner */
  scan: [ticketId: string];
  /** a line that is no ticket id (another barcode, noise) */
  rejected: [line: string];
  connected: [];
  /** the device could not be opened or went away; it is opened again by itself */
  disconnected: [reason: string];
}

const DEFAULT_DUPLICATE_WINDOW_MS = 1500;
const DEFAULT_REOPEN_AFTER_MS = 2000;

/**
 * A barcode scanner attached as a serial device, sending each code as a line of digits. Emits
 * the ticket ids it reads, once per scan, and keeps looking for the device while it is unplugged:
 * a shop terminal has no one to restart it.
 */
export class SerialScanner extends EventEmitter<SerialScannerEvents> {
  private port: SerialPort | null = null;
  private lines = new LineSplitter();
  private readonly duplicates: DuplicateFilter;
  private reopenTimer: NodeJS.Timeout | null = null;
  private presenceTimer: NodeJS.Timeout | null = null;
  private state: 'unknown' | 'connected' | 'disconnected' = 'unknown';
  private stopped = false;

  constructor(private readonly options: SerialScannerOptions) {
    super();
    this.duplicates = new DuplicateFilter(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS);
  }

  get connected(): boolean {
    return this.state === 'connected';
  }

  /** Opens the device, or starts looking for it; resolves after the first attempt either way. */
  start(): Promise<void> {
    this.stopped = false;
    return this.open();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    this.reopenTimer = null;
    this.presenceTimer = null;
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  private open(): Promise<void> {
    const port = new SerialPort({
      path: this.options.path,
      baudRate: this.options.baudRate ?? 9600,
      autoOpen: false,
    });
    return new Promise((resolve) => {
      port.open((err) => {
        resolve();
        if (err) return this.lost(err.message);
        if (this.stopped) return void port.close();
        this.port = port;
        this.lines = new LineSplitter();
        port.on('data', (chunk: Buffer) => this.receive(chunk));
        port.on('close', () => {
          if (this.presenceTimer) clearInterval(this.presenceTimer);
          this.presenceTimer = null;
          if (this.port === port) this.port = null;
          if (!this.stopped) this.lost('the device was closed');
        });
        // a read error closes the port, which is handled above
        port.on('error', () => {});
        this.watchPresence(port);
        this.state = 'connected';
        this.emit('connected');
      });
    });
  }

  /**
   * An unplugged device does not always end the read (a pseudo terminal whose other side went
   * away does not), but its device node is gone: then the port is closed and looked for again.
   */
  private watchPresence(port: SerialPort): void {
    const device = this.options.path;
    if (!device.startsWith('/')) return;
    this.presenceTimer = setInterval(() => {
      if (!fs.existsSync(device) && port.isOpen) port.close();
    }, this.options.reopenAfterMs ?? DEFAULT_REOPEN_AFTER_MS);
  }

  private lost(reason: string): void {
    if (this.stopped) return;
    if (this.state !== 'disconnected') {
      this.state = 'disconnected';
      this.emit('disconnected', reason);
    }
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      if (!this.stopped) void this.open();
    }, this.options.reopenAfterMs ?? DEFAULT_REOPEN_AFTER_MS);
  }

  private receive(chunk: Buffer): void {
    for (const line of this.lines.push(chunk)) {
      const reading = readTicketId(line);
      if (!reading.ok) this.emit('rejected', line);
      else if (this.duplicates.accept(reading.ticketId)) this.emit('scan', reading.ticketId);
    }
  }
}
