import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PrinterEmulator, findSocat } from '@bet/printer-drivers';
import { TERMINAL_CHANNELS, bridgeCalls, type PrinterStatus } from '@bet/shared';
import { TerminalConfig } from '../config/terminal-config.ts';
import { bridgeHandlers } from '../main/bridge-handlers.ts';
import { RotatingLog } from './log/rotating-log.ts';
import { startTerminalServices } from './terminal-services.ts';

describe('terminal services without a printer (a plain browser or a terminal whose printer is not set up)', () => {
  it('answer through the bridge shape: info, queue state, and "no printer attached" instead of failing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    const services = await startTerminalServices(
      TerminalConfig.parse({ terminalNo: 'T-09', printer: { interface: 'none', paperWidth: 58 } }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
        sessionCookie: async () => '',
      },
    );
    try {
      expect(services.info()).toEqual({
        ok: true,
        // the shop's zone (the config's default): shifts and day reports count its days
        value: { terminalNo: 'T-09', version: '0.1.0', paperWidth: 58, timeZone: 'Europe/Istanbul' },
      });
      expect(services.queueState()).toEqual({
        ok: true,
        value: { pendingSubmissions: 0, pendingPrints: 0, pendingPayouts: 0, failed: 0, checking: 0 },
      });
      expect(services.printTicket('123456789012')).toEqual({ ok: false, error: 'printerNotAttached' });
      expect(await services.printerStatus()).toEqual({ ok: false, error: 'printerNotAttached' });
    } finally {
      await services.stop();
    }
  });
});

describe('terminal services take no bets while the server is away', () => {
  it('a coupon the server never answers is given up after the confirm window and counted for the cashier', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    // a port nobody listens on: the server is away
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const services = await startTerminalServices(
      TerminalConfig.parse({ serverUrl: `http://127.0.0.1:${closed}`, terminalNo: 'T-09' }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
        sessionCookie: async () => 'sid=x',
        confirmWindowMs: 300,
      },
    );
    const states: unknown[] = [];
    services.events.on('queueState', (s) => states.push(s));
    try {
      const request = {
        idempotencyKey: 'offline-coupon-1',
        stake: 5,
        oddChangeOk: true,
        picks: [{ matchId: 1, marketId: 2, outcomeId: 3, odd: 1.5, banker: false }],
      };
      const outcome = await services.submitCoupon(request);
      expect(outcome).toEqual({ ok: true, value: { state: 'givenUp', error: 'notConfirmed' } });
      expect(services.queueState()).toEqual({
        ok: true,
        value: { pendingSubmissions: 0, pendingPrints: 0, pendingPayouts: 0, failed: 1, checking: 0 },
      });
      // the cashier's bar saw it waiting, then given up
      expect(states).toContainEqual({
        pendingSubmissions: 1,
        pendingPrints: 0,
        pendingPayouts: 0,
        failed: 0,
        checking: 0,
      });
      expect(states.at(-1)).toEqual({
        pendingSubmissions: 0,
        pendingPrints: 0,
        pendingPayouts: 0,
        failed: 1,
        checking: 0,
      });
      // the same key again answers what became of it, never a new bet
      expect(await services.submitCoupon(request)).toEqual(outcome);
      // the cashier sees it in the list, acknowledges it, and it is gone from the list and the count
      expect(services.submissions()).toMatchObject({
        ok: true,
        value: [
          { key: 'offline-coupon-1', state: 'givenUp', stake: 5, ticketId: null, error: 'notConfirmed' },
        ],
      });
      expect(bridgeHandlers(services)[TERMINAL_CHANNELS.acknowledgeSubmission]!('no')).toEqual({
        ok: false,
        error: 'invalidRequest',
      });
      expect(services.acknowledgeSubmission('unknown-key-1')).toEqual({
        ok: false,
        error: 'submissionNotFound',
      });
      expect(services.acknowledgeSubmission('offline-coupon-1')).toMatchObject({
        ok: true,
        value: { key: 'offline-coupon-1', state: 'givenUp' },
      });
      expect(services.submissions()).toEqual({ ok: true, value: [] });
      expect(services.queueState()).toMatchObject({ ok: true, value: { failed: 0 } });
      expect(fs.readFileSync(path.join(dir, 'terminal.log'), 'utf8')).toContain('submission acknowledged');
    } finally {
      await services.stop();
    }
  });

  it('refuses what is not a coupon, a ticket id or a receipt at the bridge', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    const services = await startTerminalServices(TerminalConfig.parse({ terminalNo: 'T-09' }), {
      dataDir: dir,
      log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
      sessionCookie: async () => '',
    });
    try {
      const handlers = bridgeHandlers(services);
      expect(await handlers[TERMINAL_CHANNELS.submitCoupon]!({ stake: 5 })).toEqual({
        ok: false,
        error: 'invalidRequest',
      });
      expect(await handlers[TERMINAL_CHANNELS.printTicket]!('../etc')).toEqual({
        ok: false,
        error: 'invalidRequest',
      });
      expect(
        await handlers[TERMINAL_CHANNELS.printPayoutReceipt]!({
          ticketId: '123456789012',
          amount: 10,
          currency: 'TRY',
          paidAt: new Date().toISOString(),
          terminalNo: 'T-09',
        }),
      ).toEqual({ ok: false, error: 'printerNotAttached' });
      expect(await handlers[TERMINAL_CHANNELS.printTicket]!('123456789012', { duplicate: 'yes' })).toEqual({
        ok: false,
        error: 'invalidRequest',
      });
      expect(await handlers[TERMINAL_CHANNELS.acknowledgeSubmission]!(42)).toEqual({
        ok: false,
        error: 'invalidRequest',
      });
      // one handler per call of the contract, on its channel
      expect(Object.keys(handlers).sort()).toEqual(
        Object.values(bridgeCalls)
          .map((c) => c.channel)
          .sort(),
      );
      expect(await handlers[TERMINAL_CHANNELS.info]!()).toMatchObject({
        ok: true,
        value: { terminalNo: 'T-09' },
      });
    } finally {
      await services.stop();
    }
  });
});

describe.skipIf(!findSocat())('terminal services with an emulated printer', () => {
  it('print a payout receipt through the queue once the printer has paper again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    const emulator = await PrinterEmulator.start({ faults: { paperOut: true } });
    const services = await startTerminalServices(
      TerminalConfig.parse({
        terminalNo: 'T-09',
        language: 'en',
        printer: { interface: emulator.path, paperWidth: 58 },
      }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
        sessionCookie: async () => '',
      },
    );
    const statuses: PrinterStatus[] = [];
    services.events.on('printerStatus', (s: PrinterStatus) => statuses.push(s));
    try {
      const queued = services.printPayoutReceipt({
        ticketId: '123456789012',
        amount: 42.5,
        currency: 'TRY',
        paidAt: '2026-03-01T09:05:00.000Z',
        terminalNo: 'T-09',
      });
      expect(queued).toEqual({ ok: true, value: { jobId: 'payout-receipt:123456789012' } });
      await expect.poll(() => statuses.at(-1)?.errors).toEqual(['printerNoPaper']);
      expect(services.queueState()).toMatchObject({ ok: true, value: { pendingPayouts: 1 } });
      expect(emulator.decoded().cuts).toBe(0);
      emulator.setPaperOut(false);
      await emulator.waitForCuts(1, 10_000);
      const text = emulator.decoded().lines.join('\n');
      expect(text).toContain('PAYOUT RECEIPT');
      expect(text).toMatch(/Ticket:\s+123456789012/);
      expect(text).toContain('42.50 TL');
      await expect.poll(() => services.queueState()).toMatchObject({ value: { pendingPayouts: 0 } });
    } finally {
      await services.stop();
      await emulator.close();
    }
  }, 20_000);
});
