import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { layoutLines, ticketLayout } from '../layout/ticket-layout.ts';
import { renderTicket } from '../render/render-ticket.ts';
import { PrinterConnection, StatusTimeoutError, pollPrinterStatus } from '../serial/printer-connection.ts';
import { canPrint, toBridgeStatus } from '../status/bridge-status.ts';
import { combineCoupon, systemCoupon } from '../testing/sample-coupons.ts';
import { PrinterEmulator } from './printer-emulator.ts';
import { findSocat } from './pty-pair.ts';

const socat = findSocat();
if (!socat) console.warn('printer emulator tests skipped: socat is not installed (apt-get install -y socat)');

const ticketBytes = (coupon = combineCoupon(), paperWidth: 58 | 80 = 80) => {
  const layout = ticketLayout(coupon, {
    operator: 'Demo Bet',
    footerText: 'Good luck!',
    terminalNo: 'T-07',
    timeZone: 'Europe/Istanbul',
    language: 'en',
    currency: 'TRY',
    paperWidth,
  });
  return { layout, bytes: renderTicket(layout, { family: 'epson' }) };
};

describe.skipIf(!socat)('emulated Epson printer on a socat pseudo terminal (needs socat)', () => {
  let emulator: PrinterEmulator;
  let connection: PrinterConnection;

  beforeAll(async () => {
    emulator = await PrinterEmulator.start();
  });
  afterAll(async () => {
    await emulator?.close();
  });
  // A serial port has one owner at a time (serialport locks it), so the one-off poller below
  // needs the test's connection closed.
  afterEach(async () => {
    await connection?.close();
  });
  beforeEach(async () => {
    connection = await PrinterConnection.open(emulator.path);
    emulator.setResponding(true);
    emulator.setFaults({
      offline: false,
      coverOpen: false,
      paperOut: false,
      paperNearEnd: false,
      cutterError: false,
      unrecoverableError: false,
      autoRecoverableError: false,
    });
    emulator.clear();
  });

  it('prints a coupon sent over serialport and reads the ticket id and every line back', async () => {
    for (const [coupon, width] of [
      [combineCoupon(), 80],
      [systemCoupon(), 58],
    ] as const) {
      emulator.clear();
      const { layout, bytes } = ticketBytes(coupon, width);
      await connection.write(bytes);
      await emulator.waitForCuts(1);
      expect(emulator.printed.equals(bytes)).toBe(true);
      const decoded = emulator.decoded();
      expect(decoded.barcodes).toEqual([coupon.ticketId]);
      expect(decoded.qrCodes).toEqual([coupon.ticketId]);
      expect(decoded.lines.filter(Boolean)).toEqual(layoutLines(layout).filter(Boolean));
      const text = decoded.lines.join('\n');
      for (const l of coupon.lines) {
        expect(text).toContain(`${l.home} - ${l.away}`);
        expect(text).toMatch(new RegExp(`${l.marketName}.*: ${l.outcomeName}.* ${l.odds.toFixed(2)}`));
      }
    }
  });

  it('answers status queries without printing them', async () => {
    const before = emulator.statusQueries;
    expect(await connection.readStatus()).toMatchObject({ online: true, paperOut: false, coverOpen: false });
    expect(emulator.statusQueries - before).toBe(4);
    expect(emulator.printed.length).toBe(0);
    // queries between print data are answered and left out of the printout
    const { bytes } = ticketBytes();
    const half = bytes.length >> 1;
    await connection.write(bytes.subarray(0, half));
    expect((await connection.readStatus()).online).toBe(true);
    await connection.write(bytes.subarray(half));
    await emulator.waitForCuts(1);
    expect(emulator.printed.equals(bytes)).toBe(true);
  });

  it('the poller reports each emulated fault', async () => {
    await connection.close();
    const cases = [
      [{ paperOut: true }, { online: false, paperOut: true }, ['printerNoPaper']],
      [{ paperNearEnd: true }, { online: true, paperNearEnd: true, paperOut: false }, []],
      [{ coverOpen: true }, { online: false, coverOpen: true }, ['printerCoverOpen']],
      [{ offline: true }, { online: false, coverOpen: false, paperOut: false }, ['printerOffline']],
      [{ cutterError: true }, { online: false, cutterError: true }, ['printerOffline']],
      [{ unrecoverableError: true }, { online: false, unrecoverableError: true }, ['printerOffline']],
      [{ autoRecoverableError: true }, { online: false, autoRecoverableError: true }, ['printerOffline']],
    ] as const;
    for (const [fault, expected, errors] of cases) {
      emulator.setFaults(fault);
      const status = await pollPrinterStatus(emulator.path, { timeoutMs: 1000 });
      expect(status, JSON.stringify(fault)).toMatchObject(expected);
      expect(toBridgeStatus(status).errors, JSON.stringify(fault)).toEqual(errors);
      emulator.setFaults(Object.fromEntries(Object.keys(fault).map((k) => [k, false])));
      expect((await pollPrinterStatus(emulator.path)).online).toBe(true);
    }
  });

  it('a printer that does not answer times out', async () => {
    await connection.close();
    emulator.setResponding(false);
    const started = Date.now();
    const err = await pollPrinterStatus(emulator.path, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StatusTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const open = await PrinterConnection.open(emulator.path);
    try {
      await expect(open.readStatus(150)).rejects.toBeInstanceOf(StatusTimeoutError);
      emulator.setResponding(true);
      // the same connection reads again once the printer answers
      expect((await open.readStatus()).online).toBe(true);
    } finally {
      await open.close();
    }
  });

  it('holds a ticket while the paper is out and prints it once paper is back', async () => {
    emulator.setPaperOut(true);
    const out = await connection.readStatus();
    expect(out.paperOut).toBe(true);
    expect(canPrint(out)).toBe(false);

    const { bytes } = ticketBytes();
    await connection.write(bytes);
    await emulator.waitUntil((e) => e.held.length === bytes.length);
    expect(emulator.printed.length).toBe(0);
    expect(emulator.decoded().cuts).toBe(0);

    emulator.setPaperOut(false);
    const back = await connection.readStatus();
    expect(canPrint(back)).toBe(true);
    await emulator.waitForCuts(1);
    expect(emulator.held.length).toBe(0);
    expect(emulator.decoded().barcodes).toEqual(['250000123456']);
  });

  it('a cover opened and closed again holds and then releases print data too', async () => {
    emulator.setCoverOpen(true);
    await connection.write(ticketBytes().bytes);
    await emulator.waitUntil((e) => e.held.length > 0);
    expect(emulator.printed.length).toBe(0);
    emulator.setCoverOpen(false);
    await emulator.waitForCuts(1);
  });

  it('a second owner of the serial port is refused', async () => {
    await expect(PrinterConnection.open(emulator.path)).rejects.toThrow(/lock/i);
  });
});

describe.skipIf(!socat)('emulator lifetime (needs socat)', () => {
  it('close ends socat and removes the pseudo terminal links', async () => {
    const emulator = await PrinterEmulator.start({ faults: { paperNearEnd: true } });
    const path = emulator.path;
    expect(fs.existsSync(path)).toBe(true);
    expect((await pollPrinterStatus(path)).paperNearEnd).toBe(true);
    await emulator.close();
    expect(fs.existsSync(path)).toBe(false);
    await expect(PrinterConnection.open(path)).rejects.toThrow();
  });
});
