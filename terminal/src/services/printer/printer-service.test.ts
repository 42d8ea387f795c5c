import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrinterConnection, PrinterEmulator, findSocat, sampleCombineCoupon } from '@bet/printer-drivers';
import { formatSecureCode, secureCodeFrom, type PrinterStatus } from '@bet/shared';
import { JobQueue } from '../queue/job-queue.ts';
import { PrinterService, type PrinterServiceOptions } from './printer-service.ts';
import { PrinterStatusMonitor } from './status-monitor.ts';

const socat = findSocat();

// A real emulated printer on a socat pseudo terminal; CI installs socat (.ci/run).
describe.skipIf(!socat)('the printer service with an emulated Epson printer', () => {
  const open: Array<{ close(): Promise<void> | void }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  async function setup(
    giveUpAfterMs = 60_000,
    options: { withMonitor?: boolean; currencyFormat?: PrinterServiceOptions['currencyFormat'] } = {},
  ) {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path);
    const queue = new JobQueue(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-')), 'q.sqlite'));
    open.push(emulator, connection, { close: () => queue.close() });
    const statuses: PrinterStatus[] = [];
    const cancelled: string[] = [];
    const fetched: string[] = [];
    const coupon = sampleCombineCoupon();
    // not started: only the printer service's own reads go through it here
    const monitor = new PrinterStatusMonitor(connection);
    monitor.onChange((s) => statuses.push(s));
    const service = new PrinterService(queue, connection, {
      family: 'epson',
      ticket: {
        operator: 'Bet',
        terminalNo: 'T-01',
        timeZone: 'Europe/Istanbul',
        language: 'tr',
        currency: 'TRY',
        paperWidth: 80,
      },
      currencyFormat: options.currencyFormat,
      fetchCoupon: async (id) => (fetched.push(id), coupon),
      cancelCoupon: async (id) => void cancelled.push(id),
      giveUpAfterMs,
      ...(options.withMonitor ? { readStatus: () => monitor.poll() } : { onStatus: (s) => statuses.push(s) }),
    });
    return { emulator, queue, service, statuses, cancelled, coupon, fetched };
  }

  it('prints a coupon ticket that reads back with its id and every line', async () => {
    const { emulator, service, coupon } = await setup();
    service.printCoupon(coupon.ticketId);
    expect(await service.processPrints()).toEqual([`print:${coupon.ticketId}`]);
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    const printed = emulator.decoded();
    expect(printed.barcodes).toContain(coupon.ticketId);
    for (const line of coupon.lines) expect(printed.lines.join('\n')).toContain(line.home);
  });

  it("prints the ticket's payout code as its barcode and QR code, beside the short ticket id", async () => {
    const { emulator, service, coupon } = await setup();
    const payoutCode = secureCodeFrom('payout', '31415926535897932384');
    service.printCoupon(coupon.ticketId, Date.now(), { ...coupon, payoutCode });
    await service.processPrints();
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    const printed = emulator.decoded();
    // the short id alone pays nothing: the codes carry the payout code
    expect(printed.barcodes).toEqual([payoutCode]);
    expect(printed.qrCodes).toEqual([payoutCode]);
    const text = printed.lines.join('\n');
    expect(text).toContain(coupon.ticketId);
    expect(text).toContain(formatSecureCode(payoutCode));
  });

  it("prints the placement's answer it was given, without fetching the coupon; a reprint reads it anew", async () => {
    const { emulator, service, coupon, fetched } = await setup();
    // the answer as the queue kept it (told apart from the server's copy by a team's name)
    const answer = { ...coupon, lines: coupon.lines.map((l, i) => (i ? l : { ...l, home: 'Answered FC' })) };
    service.printCoupon(coupon.ticketId, Date.now(), answer);
    expect(await service.processPrints()).toEqual([`print:${coupon.ticketId}`]);
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    expect(fetched).toEqual([]);
    expect(emulator.decoded().lines.join('\n')).toContain('Answered FC');
    service.reprint(coupon.ticketId);
    await service.processPrints();
    expect(fetched).toEqual([coupon.ticketId]);
  });

  it("prints money as the server's site settings say at printing time (currency mode 1: no symbol)", async () => {
    let mode = 0;
    const { emulator, service, coupon } = await setup(60_000, {
      currencyFormat: async () => ({ currency: 'TRY', currencyMode: mode, serverId: 1 }),
    });
    service.printCoupon(coupon.ticketId);
    await service.processPrints();
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    const first = emulator.decoded().lines;
    // a Turkish ticket: the decimal comma of the Turkish pages
    expect(first.join('\n')).toMatch(/\d,\d\d TL/);
    mode = 1;
    service.reprint(coupon.ticketId);
    await service.processPrints();
    await emulator.waitUntil((e) => e.decoded().cuts > 1);
    const second = emulator.decoded().lines.slice(first.length).join('\n');
    expect(second).toMatch(/\d,\d\d/);
    expect(second).not.toContain('TL');
  });

  it('keeps the job while the paper is out, says so, and prints it when the paper is back', async () => {
    const { emulator, queue, service, statuses, coupon } = await setup();
    emulator.setPaperOut(true);
    service.printCoupon(coupon.ticketId);
    expect(await service.processPrints()).toEqual([]);
    expect(queue.counts().pendingPrints).toBe(1);
    expect(statuses.at(-1)).toMatchObject({ paperOut: true });
    expect(emulator.printed.length).toBe(0);
    expect(emulator.held.length).toBe(0);
    emulator.setPaperOut(false);
    expect(await service.processPrints(() => Date.now() + 5_000)).toEqual([`print:${coupon.ticketId}`]);
    expect(queue.counts().pendingPrints).toBe(0);
  });

  it('cancels the coupon when its ticket could not be printed in time; a reprint is a duplicate', async () => {
    const { emulator, service, cancelled, coupon } = await setup(1_000);
    emulator.setCoverOpen(true);
    service.printCoupon(coupon.ticketId);
    await service.processPrints();
    await service.processPrints(() => Date.now() + 5_000);
    expect(cancelled).toEqual([coupon.ticketId]);
    emulator.setCoverOpen(false);
    service.reprint(coupon.ticketId);
    await service.processPrints();
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    expect(emulator.decoded().lines.join('\n')).toMatch(/\*\*\*/);
  });

  it('with a status monitor, checks the printer through it, which reports what printing found once', async () => {
    const { emulator, queue, service, statuses, coupon } = await setup(60_000, { withMonitor: true });
    emulator.setPaperOut(true);
    service.printCoupon(coupon.ticketId);
    expect(await service.processPrints()).toEqual([]);
    expect(await service.processPrints(() => Date.now() + 5_000)).toEqual([]);
    expect(statuses).toEqual([expect.objectContaining({ paperOut: true, errors: ['printerNoPaper'] })]);
    emulator.setPaperOut(false);
    expect(await service.processPrints(() => Date.now() + 10_000)).toEqual([`print:${coupon.ticketId}`]);
    expect(statuses.map((s) => s.errors)).toEqual([['printerNoPaper'], []]);
    expect(queue.counts().pendingPrints).toBe(0);
    await emulator.waitForCuts(1);
  });
});
