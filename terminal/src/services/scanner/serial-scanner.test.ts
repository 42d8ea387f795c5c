import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SerialPort } from 'serialport';
import { findSocat, openPtyPair, type PtyPair } from '@bet/printer-drivers';
import { TerminalConfig } from '../../config/terminal-config.ts';
import { RotatingLog } from '../log/rotating-log.ts';
import { startTerminalServices } from '../terminal-services.ts';
import { SerialScanner } from './serial-scanner.ts';

const socat = findSocat();

function openDevice(devicePath: string): Promise<SerialPort> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path: devicePath, baudRate: 9600, autoOpen: false });
    port.open((err) => (err ? reject(err) : resolve(port)));
  });
}

function send(port: SerialPort, text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    port.write(text, (err) => (err ? reject(err) : port.drain((e) => (e ? reject(e) : resolve())))),
  );
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// A scanner on one end of a socat pseudo terminal pair, the service on the other.
describe.skipIf(!socat)('a serial barcode scanner', () => {
  const open: Array<{ close(): Promise<void> } | { stop(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await ('stop' in o ? o.stop() : o.close());
  });

  async function setup(options: { duplicateWindowMs?: number } = {}) {
    const pty = await openPtyPair();
    const scanner = new SerialScanner({ path: pty.hostPath, ...options });
    const scans: string[] = [];
    const rejected: string[] = [];
    scanner.on('scan', (id) => scans.push(id));
    scanner.on('rejected', (line) => rejected.push(line));
    open.push(pty, scanner);
    await scanner.start();
    const device = await openDevice(pty.printerPath);
    open.push({ close: () => new Promise<void>((r) => device.close(() => r())) });
    return { scanner, device, scans, rejected };
  }

  it('emits the ticket id of each code written on the other end', async () => {
    const { scanner, device, scans, rejected } = await setup();
    expect(scanner.connected).toBe(true);
    await send(device, '123456789012\r\n');
    await until(() => scans.length === 1, 'the first scan');
    await send(device, '2500001');
    await send(device, '23456\r');
    await send(device, ']C0987654321098\n');
    await until(() => scans.length === 3, 'three scans');
    expect(scans).toEqual(['123456789012', '250000123456', '987654321098']);
    expect(rejected).toEqual([]);
  });

  it('reads a code the beam sent twice as one scan, and refuses what is no ticket id', async () => {
    const { device, scans, rejected } = await setup({ duplicateWindowMs: 60_000 });
    await send(device, '123456789012\r\n123456789012\r\nHELLO\r\n12\r\n555555555555\r\n');
    await until(() => scans.length === 2, 'the scans');
    await until(() => rejected.length === 2, 'the refusals');
    expect(scans).toEqual(['123456789012', '555555555555']);
    expect(rejected).toEqual(['HELLO', '12']);
  });

  it('the same ticket scanned again after the window is a new scan', async () => {
    const { device, scans } = await setup({ duplicateWindowMs: 50 });
    await send(device, '123456789012\r\n');
    await until(() => scans.length === 1, 'the first scan');
    await new Promise((r) => setTimeout(r, 100));
    await send(device, '123456789012\r\n');
    await until(() => scans.length === 2, 'the second scan');
    expect(scans).toEqual(['123456789012', '123456789012']);
  });

  it('looks for a scanner that is not plugged in yet and reads it once it is there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanner-'));
    const scanner = new SerialScanner({ path: path.join(dir, 'host'), reopenAfterMs: 50 });
    const scans: string[] = [];
    const disconnected: string[] = [];
    scanner.on('scan', (id) => scans.push(id));
    scanner.on('disconnected', (reason) => disconnected.push(reason));
    open.push(scanner);
    await scanner.start();
    expect(scanner.connected).toBe(false);
    expect(disconnected).toHaveLength(1);
    const pty: PtyPair = await openPtyPair({ dir });
    open.push(pty);
    await until(() => scanner.connected, 'the scanner to be found');
    const device = await openDevice(pty.printerPath);
    open.push({ close: () => new Promise<void>((r) => device.close(() => r())) });
    await send(device, '123456789012\r\n');
    await until(() => scans.length === 1, 'the scan');
    // tried again and again while away, but said so once
    expect(disconnected).toHaveLength(1);
  });

  it('a scanner unplugged while in use is read again once it is back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanner-'));
    const first = await openPtyPair({ dir });
    const scanner = new SerialScanner({ path: path.join(dir, 'host'), reopenAfterMs: 50 });
    const scans: string[] = [];
    const disconnected: string[] = [];
    scanner.on('scan', (id) => scans.push(id));
    scanner.on('disconnected', (reason) => disconnected.push(reason));
    open.push(scanner);
    await scanner.start();
    expect(scanner.connected).toBe(true);
    await first.close();
    await until(() => disconnected.length === 1, 'the scanner to be missed');
    const second = await openPtyPair({ dir });
    open.push(second);
    await until(() => scanner.connected, 'the scanner to be found again');
    const device = await openDevice(second.printerPath);
    open.push({ close: () => new Promise<void>((r) => device.close(() => r())) });
    await send(device, '123456789012\r\n');
    await until(() => scans.length === 1, 'the scan');
  });
});

describe.skipIf(!socat)('the terminal services with a serial scanner', () => {
  it("emit each ticket id scanned as a 'scan' event", async () => {
    const pty = await openPtyPair();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    const services = await startTerminalServices(
      TerminalConfig.parse({ terminalNo: 'T-01', scanner: { interface: pty.hostPath } }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
        sessionCookie: async () => '',
      },
    );
    const device = await openDevice(pty.printerPath);
    try {
      const scans: string[] = [];
      services.events.on('scan', (id: string) => scans.push(id));
      await send(device, 'nonsense\r\n123456789012\r\n');
      await until(() => scans.length === 1, 'the scan');
      expect(scans).toEqual(['123456789012']);
    } finally {
      await new Promise<void>((r) => device.close(() => r()));
      await services.stop();
      await pty.close();
    }
  });
});
