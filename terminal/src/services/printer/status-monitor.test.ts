import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PrinterConnection,
  PrinterEmulator,
  PrinterWriteTimeoutError,
  findSocat,
  renderTicket,
  sampleCombineCoupon,
  ticketLayout,
  type PrinterFaults,
} from '@bet/printer-drivers';
import type { PrinterStatus } from '@bet/shared';
import { TerminalConfig } from '../../config/terminal-config.ts';
import { RotatingLog } from '../log/rotating-log.ts';
import { startTerminalServices } from '../terminal-services.ts';
import { PrinterStatusMonitor, type StatusMonitorOptions } from './status-monitor.ts';

const socat = findSocat();

const ready: PrinterStatus = {
  online: true,
  coverOpen: false,
  paperNearEnd: false,
  paperOut: false,
  errors: [],
};
const offline: PrinterStatus = { ...ready, online: false, errors: ['printerOffline'] };

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// A real emulated Epson printer on a socat pseudo terminal, polled over serialport.
describe.skipIf(!socat)('the printer status monitor with an emulated printer', () => {
  const open: Array<{ close(): Promise<void> } | { stop(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await ('stop' in o ? o.stop() : o.close());
  });

  // generous timeouts: a loaded test machine must not read as a printer that stopped answering
  async function setup(options: StatusMonitorOptions = { intervalMs: 30, timeoutMs: 1000 }) {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path, { settleMs: 50 });
    const monitor = new PrinterStatusMonitor(connection, options);
    open.push(emulator, connection, monitor);
    const pushed: PrinterStatus[] = [];
    monitor.onChange((s) => pushed.push(s));
    return { emulator, monitor, pushed };
  }

  it('reports each emulated fault and the way back to ready, and only the changes', async () => {
    const { emulator, monitor, pushed } = await setup();
    const expected: PrinterStatus[] = [ready];
    monitor.start();
    await until(() => pushed.length === 1, 'the first status');

    const faults: Array<[PrinterFaults, PrinterStatus]> = [
      // an empty roll reads as near its end too, as on the hardware
      [
        { paperOut: true },
        { ...ready, online: false, paperOut: true, paperNearEnd: true, errors: ['printerNoPaper'] },
      ],
      [{ coverOpen: true }, { ...ready, online: false, coverOpen: true, errors: ['printerCoverOpen'] }],
      [{ paperNearEnd: true }, { ...ready, paperNearEnd: true }],
      [{ offline: true }, offline],
      // an error stops the printer: the cashier sees it offline
      [{ cutterError: true }, offline],
    ];
    for (const [fault, status] of faults) {
      emulator.setFaults(fault);
      expected.push(status);
      await until(() => pushed.length === expected.length, JSON.stringify(fault));
      expect(pushed.at(-1)).toEqual(status);
      emulator.setFaults(Object.fromEntries(Object.keys(fault).map((k) => [k, false])));
      expected.push(ready);
      await until(() => pushed.length === expected.length, `ready after ${JSON.stringify(fault)}`);
      expect(pushed.at(-1)).toEqual(ready);
    }

    // switched off: no answer within the timeout is offline; answering again is ready again
    emulator.setResponding(false);
    expected.push(offline);
    await until(() => pushed.length === expected.length, 'offline when it does not answer', 15_000);
    expect(pushed.at(-1)).toEqual(offline);
    expect(monitor.hardwareStatus).toBeNull();
    emulator.setResponding(true);
    expected.push(ready);
    await until(() => pushed.length === expected.length, 'ready when it answers again');

    // many more polls of an unchanged printer push nothing more
    const queries = emulator.statusQueries;
    await until(() => emulator.statusQueries >= queries + 4 * 10, 'ten more polls');
    expect(pushed).toEqual(expected);
    expect(monitor.status).toEqual(ready);
  }, 30_000);

  it('keeps polling while a ticket is printing, without cutting into it or reporting a change', async () => {
    const { emulator, monitor, pushed } = await setup({ intervalMs: 5, timeoutMs: 1000 });
    monitor.start();
    await until(() => pushed.length === 1, 'the first status');
    const ticket = renderTicket(
      ticketLayout(sampleCombineCoupon(), {
        operator: 'Bet',
        terminalNo: 'T-01',
        timeZone: 'Europe/Istanbul',
        language: 'tr',
        currency: 'TRY',
        paperWidth: 80,
      }),
      { family: 'epson' },
    );
    const job = Buffer.concat([ticket, ticket, ticket]);
    // the printing side writes through the same connection the monitor polls
    const connection = open[1] as PrinterConnection;
    const queriesBefore = emulator.statusQueries;
    await connection.write(job);
    await emulator.waitForCuts(3);
    await until(() => emulator.statusQueries >= queriesBefore + 4 * 5, 'polls around the job');
    expect(emulator.printed.equals(job)).toBe(true);
    expect(emulator.received.indexOf(job)).toBeGreaterThanOrEqual(0);
    expect(pushed).toEqual([ready]);
  }, 30_000);

  it('reports a printer unplugged as offline and finds it again once it is plugged back in', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printer-'));
    const first = await PrinterEmulator.start({ dir });
    const connection = await PrinterConnection.open(first.path, { settleMs: 20 });
    const monitor = new PrinterStatusMonitor(connection, { intervalMs: 30, timeoutMs: 1000 });
    open.push(connection, monitor);
    const pushed: PrinterStatus[] = [];
    monitor.onChange((s) => pushed.push(s));
    monitor.start();
    await until(() => pushed.length === 1, 'the first status');
    await first.close();
    await until(() => pushed.length === 2, 'offline once unplugged', 15_000);
    const second = await PrinterEmulator.start({ dir });
    open.push(second);
    await until(() => pushed.length === 3, 'ready once plugged back in');
    expect(pushed).toEqual([ready, offline, ready]);
  }, 30_000);

  it('a printer that misses an answer or two is not offline until it misses as many as configured', async () => {
    const { emulator, monitor, pushed } = await setup({
      intervalMs: 20,
      timeoutMs: 100,
      missesBeforeOffline: 3,
    });
    monitor.start();
    await until(() => pushed.length === 1, 'the first status');
    emulator.setResponding(false);
    await until(() => monitor.hardwareStatus === null, 'a missed answer');
    emulator.setResponding(true);
    await until(() => monitor.hardwareStatus !== null, 'an answer again');
    expect(pushed).toEqual([ready]);
    emulator.setResponding(false);
    await until(() => pushed.length === 2, 'offline after four misses');
    expect(pushed).toEqual([ready, offline]);
  }, 30_000);

  it('keeps reporting on its own timer while a write hangs on the line: busy, never stuck behind it', async () => {
    const emulator = await PrinterEmulator.start();
    // generous: a loaded machine must not give the write up before the polls have read it busy
    const connection = await PrinterConnection.open(emulator.path, { settleMs: 20, writeTimeoutMs: 8000 });
    let polls = 0;
    const counted = {
      readStatus: (timeoutMs?: number) => {
        polls++;
        return connection.readStatus(timeoutMs);
      },
    };
    const monitor = new PrinterStatusMonitor(counted, {
      intervalMs: 20,
      timeoutMs: 400,
      missesBeforeOffline: 2,
    });
    open.push(emulator, connection, monitor);
    const pushed: PrinterStatus[] = [];
    monitor.onChange((s) => pushed.push(s));
    monitor.start();
    await until(() => pushed.length === 1, 'the first status');

    // the printer stops taking bytes: a write far larger than the line's buffers hangs
    emulator.setReading(false);
    let settled = false;
    const writing = connection.write(Buffer.alloc(4 * 1024 * 1024, 0x41)).finally(() => (settled = true));
    writing.catch(() => {});
    await until(() => monitor.status?.errors[0] === 'printerBusy', 'busy while the write hangs');
    expect(pushed.at(-1)).toEqual({ ...offline, errors: ['printerBusy'] });
    const pollsAtBusy = polls;
    await until(() => polls >= pollsAtBusy + 3, 'more polls while the write still hangs');
    expect(settled).toBe(false);
    expect(monitor.status?.errors).toEqual(['printerBusy']);
    await expect(writing).rejects.toBeInstanceOf(PrinterWriteTimeoutError);
    // taking bytes again, the printer reads ready again
    emulator.setReading(true);
    await until(() => JSON.stringify(pushed.at(-1)) === JSON.stringify(ready), 'ready again', 10_000);
  }, 30_000);

  it('a poll asked for while one is under way joins it instead of querying twice', async () => {
    const { emulator, monitor, pushed } = await setup();
    const before = emulator.statusQueries;
    const [a, b] = await Promise.all([monitor.poll(), monitor.poll()]);
    expect(a).toBe(b);
    expect(emulator.statusQueries - before).toBe(4);
    expect(pushed).toEqual([ready]);
  }, 30_000);
});

describe.skipIf(!socat)('the terminal services with an emulated printer', () => {
  it("emit the monitor's changes as 'printerStatus' events, and only the changes", async () => {
    const emulator = await PrinterEmulator.start();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    const services = await startTerminalServices(
      TerminalConfig.parse({
        terminalNo: 'T-01',
        printer: { interface: emulator.path, statusIntervalMs: 100 },
        scanner: { interface: 'none' },
      }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
        sessionCookie: async () => '',
      },
    );
    try {
      const events: PrinterStatus[] = [];
      services.events.on('printerStatus', (s: PrinterStatus) => events.push(s));
      await until(() => events.length === 1, 'the first status');
      emulator.setCoverOpen(true);
      await until(() => events.length === 2, 'cover open');
      emulator.setCoverOpen(false);
      await until(() => events.length === 3, 'cover closed');
      const queries = emulator.statusQueries;
      await until(() => emulator.statusQueries >= queries + 4 * 3, 'three more polls');
      expect(events.map((e) => e.errors)).toEqual([[], ['printerCoverOpen'], []]);
      expect(await services.printerStatus()).toEqual({ ok: true, value: ready });
      // one missed answer is no change: asked now, the terminal says what its events said
      emulator.setResponding(false);
      const asked = await services.printerStatus();
      emulator.setResponding(true);
      expect(asked).toEqual({ ok: true, value: ready });
      expect(events).toHaveLength(3);
    } finally {
      await services.stop();
      await emulator.close();
    }
  }, 30_000);
});
