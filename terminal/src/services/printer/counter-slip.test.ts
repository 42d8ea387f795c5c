import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrinterConnection, PrinterEmulator, findSocat } from '@bet/printer-drivers';
import {
  cashReportText,
  formatTicketMoney,
  formatSecureCode,
  secureCodeFrom,
  shiftReportModel,
  translate,
  type CashReportSlip,
  type CounterSlip,
} from '@bet/shared';
import { JobQueue } from '../queue/job-queue.ts';
import { processPayoutReceipts, queueCashReport, queueCounterSlip } from './payout-receipt.ts';

const socat = findSocat();

// A real emulated printer on a socat pseudo terminal; CI installs socat (.ci/run).
describe.skipIf(!socat)('void receipts and vouchers on an emulated Epson printer', () => {
  const open: Array<{ close(): Promise<void> | void }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  async function print(slip: CounterSlip | CashReportSlip) {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path);
    const queue = new JobQueue(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'slip-')), 'q.sqlite'));
    open.push(emulator, connection, { close: () => queue.close() });
    const queueSlip = (s: typeof slip) =>
      s.kind === 'shiftReport' || s.kind === 'dayReport'
        ? queueCashReport(queue, s)
        : queueCounterSlip(queue, s);
    const key = queueSlip(slip);
    // the same slip again (a retried call) prints once
    queueSlip(slip);
    const printed = await processPayoutReceipts(queue, connection, {
      family: 'epson',
      layout: { operator: 'Bet', timeZone: 'Europe/Istanbul', language: 'en', paperWidth: 80 },
      status: () => connection.readStatus(800).catch(() => null),
    });
    expect(printed).toEqual([key]);
    await emulator.waitUntil((e) => e.decoded().cuts > 0);
    return emulator.decoded();
  }

  it('prints a void receipt: the ticket, when, where, why and what went back', async () => {
    const out = await print({
      kind: 'void',
      ticketId: '123456789012',
      refunded: 12.5,
      reason: 'wrongStake',
      voidedAt: '2026-03-01T09:05:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
    });
    const text = out.lines.join('\n');
    expect(text).toContain('VOID RECEIPT');
    expect(text).toMatch(/Ticket:\s+123456789012/);
    expect(text).toMatch(/Voided at:\s+01\.03\.2026 12:05:00/);
    expect(text).toMatch(/Terminal:\s+T-07/);
    expect(text).toContain('Reason: Wrong stake');
    expect(text).toContain('12.50 TL');
    // a void pays nothing: no code to scan
    expect(out.barcodes).toEqual([]);
    expect(out.cuts).toBe(1);
  });

  it('prints a voucher whose barcode and QR code carry its code, with its value and validity', async () => {
    const code = secureCodeFrom('voucher', '27182818284590452353');
    const out = await print({
      kind: 'voucher',
      code,
      amount: 40,
      issuedAt: '2026-03-01T09:05:00.000Z',
      expiresAt: '2026-05-30T09:05:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
    });
    expect(out.barcodes).toEqual([code]);
    expect(out.qrCodes).toEqual([code]);
    const text = out.lines.join('\n');
    expect(text).toContain('VOUCHER');
    expect(text).toContain('40.00 TL');
    expect(text).toMatch(/Valid until:\s+30\.05\.2026 12:05:00/);
    expect(text).toContain(formatSecureCode(code));
  });

  it("prints an online player's counter deposit and withdrawal receipts: the account, when, where and the cash", async () => {
    const deposit = await print({
      kind: 'shopDeposit',
      uuid: '0f8a3c2e-5b1d-4c7a-9e21-3d4f5a6b7c8d',
      userName: 'ayse.k',
      amount: 40.5,
      at: '2026-03-01T09:05:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
    });
    const text = deposit.lines.join('\n');
    expect(text).toContain('ACCOUNT DEPOSIT');
    expect(text).toMatch(/Account:\s+ayse\.k/);
    expect(text).toMatch(/Date:\s+01\.03\.2026 12:05:00/);
    expect(text).toMatch(/Terminal:\s+T-07/);
    expect(text).toMatch(/Reference:\s+0f8a3c2e/);
    expect(text).toContain('Cash received');
    expect(text).toContain('40.50 TL');
    // a receipt pays nothing: no code to scan
    expect(deposit.barcodes).toEqual([]);

    const withdrawal = await print({
      kind: 'shopWithdrawal',
      requestId: 77,
      userName: 'ayse.k',
      amount: 120,
      at: '2026-03-01T10:00:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
    });
    const paid = withdrawal.lines.join('\n');
    expect(paid).toContain('WITHDRAWAL PAID');
    expect(paid).toMatch(/Reference:\s+77/);
    expect(paid).toContain('Cash paid out');
    expect(paid).toContain('120.00 TL');
    expect(withdrawal.cuts).toBe(1);
  });

  it('keeps one print per slip: two receipts of one counter are two jobs, a retried one is not', () => {
    const queue = new JobQueue(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'slip-')), 'q.sqlite'));
    open.push({ close: () => queue.close() });
    const base = {
      userName: 'ayse.k',
      amount: 10,
      at: '2026-03-01T09:05:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
    };
    const keys = [
      queueCounterSlip(queue, { kind: 'shopDeposit', uuid: '0f8a3c2e-5b1d-4c7a-9e21-3d4f5a6b7c8d', ...base }),
      queueCounterSlip(queue, { kind: 'shopWithdrawal', requestId: 77, ...base }),
      queueCounterSlip(queue, { kind: 'shopWithdrawal', requestId: 78, ...base }),
      queueCounterSlip(queue, { kind: 'shopWithdrawal', requestId: 77, ...base }),
    ];
    expect(new Set(keys).size).toBe(3);
  });

  it('prints an end-of-shift report with the rows the panel shows, in the same order', async () => {
    const slip: CashReportSlip = {
      kind: 'shiftReport',
      printedAt: '2026-03-01T17:00:00.000Z',
      terminalNo: 'T-07',
      currency: 'TRY',
      report: {
        shift: {
          id: 41,
          userId: 9,
          userName: 'kiosk9',
          terminalNo: 'T-07',
          state: 'closed',
          openedAt: '2026-03-01T06:00:00.000Z',
          closedAt: '2026-03-01T16:30:00.000Z',
          float: 100,
          expected: 160,
          counted: 155,
          variance: -5,
          needsNote: 0,
          note: 'gave 5 too much change',
          signedOffBy: null,
          signedOffAt: null,
        },
        totals: [
          { kind: 'bet', count: 3, total: 90 },
          { kind: 'payout', count: 1, total: -40 },
          { kind: 'cashIn', count: 1, total: 20 },
          { kind: 'cashOut', count: 1, total: -10 },
          { kind: 'void', count: 0, total: 0 },
        ],
      },
    };
    const out = await print(slip);
    const printed = out.lines.join('\n');
    const money = (minor: number) => formatTicketMoney(minor, { currency: 'TRY', language: 'en' });
    const text = cashReportText(shiftReportModel(slip.report), {
      t: (key) => translate(key, 'en'),
      money,
      time: (iso) => iso,
      count: String,
    });
    expect(printed).toContain('END OF SHIFT');
    // every row the panel shows is on the paper, in the panel's order
    let at = 0;
    for (const section of text.sections)
      for (const row of section.rows) {
        if (
          row.label === translate('cashReport.opened', 'en') ||
          row.label === translate('cashReport.closed', 'en')
        )
          continue;
        const found = printed.indexOf(`${row.label}:`, at);
        expect(found, row.label).toBeGreaterThanOrEqual(at);
        expect(printed.slice(found).split('\n')[0]).toContain(row.value);
        at = found;
      }
    expect(printed).toMatch(/Bets taken:\s+90\.00 TL \(3\)/);
    expect(printed).toMatch(/Variance:\s+-5\.00 TL/);
    // kinds that did not happen are left out
    expect(printed).not.toContain('Voids refunded');
    // times in the terminal's zone (Istanbul, UTC+3)
    expect(printed).toMatch(/Opened:\s+01\.03\.2026 09:00:00/);
    expect(printed).toMatch(/Printed:\s+01\.03\.2026 20:00:00/);
    expect(out.cuts).toBe(1);
  });
});
