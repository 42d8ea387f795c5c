import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrinterEmulator } from '../emulator/printer-emulator.ts';
import { findSocat, openPtyPair } from '../emulator/pty-pair.ts';
import { ticketLayout } from '../layout/ticket-layout.ts';
import { renderTicket } from '../render/render-ticket.ts';
import { combineCoupon } from '../testing/sample-coupons.ts';
import { closePort, openPort, writeAll } from './open-port.ts';
import {
  PrinterBusyError,
  PrinterConnection,
  PrinterWriteTimeoutError,
  StatusAnswerError,
  StatusTimeoutError,
} from './printer-connection.ts';

const socat = findSocat();

const ticket = () =>
  renderTicket(
    ticketLayout(combineCoupon(), {
      operator: 'Demo Bet',
      terminalNo: 'T-07',
      timeZone: 'Europe/Istanbul',
      language: 'en',
      currency: 'TRY',
      paperWidth: 80,
    }),
    { family: 'epson' },
  );

describe.skipIf(!socat)('one serial line shared by printing and status queries (needs socat)', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  }, 30_000);

  it('never sends a status query in the middle of a ticket and reads every answer right', async () => {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path);
    open.push(emulator, connection);
    // several tickets in one job, so the job takes a while on the line
    const job = Buffer.concat([ticket(), ticket(), ticket(), ticket()]);
    const reads = [connection.readStatus(), connection.readStatus()];
    // the roll runs low while the job is on its way: only the reads after the job can see it
    void reads[1]!.then(() => emulator.setPaperNearEnd(true));
    const printing = connection.write(job);
    reads.push(connection.readStatus(), connection.readStatus());
    await printing;
    const statuses = await Promise.all(reads);
    expect(statuses.map((s) => s.paperNearEnd)).toEqual([false, false, true, true]);
    await emulator.waitForCuts(4);
    // the job arrived in one piece, the queries before and after it
    const received = emulator.received;
    const at = received.indexOf(job);
    expect(at).toBe(2 * 12);
    expect(received.length).toBe(job.length + 4 * 12);
    expect(emulator.printed.equals(job)).toBe(true);
  }, 30_000);

  it('does not take a late answer to an unanswered query for the answer to the next one', async () => {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path, { settleMs: 400 });
    open.push(emulator, connection);
    emulator.setAnswerDelay(250);
    // asked while the paper is there, answered after the caller stopped waiting
    await expect(connection.readStatus(100)).rejects.toBeInstanceOf(StatusTimeoutError);
    emulator.setPaperOut(true);
    const next = await connection.readStatus(2000);
    expect(next.paperOut).toBe(true);
    expect(next.online).toBe(false);
  }, 30_000);

  it('refuses an answer that is no status byte, and reads again once the printer answers properly', async () => {
    const pty = await openPtyPair();
    const printerEnd = await openPort(pty.printerPath);
    open.push(pty, { close: () => closePort(printerEnd) });
    let answer = 0xff;
    printerEnd.on('data', (chunk: Buffer) => {
      const queries = chunk.length / 3;
      void writeAll(printerEnd, Buffer.alloc(queries, answer));
    });
    const connection = await PrinterConnection.open(pty.hostPath, { settleMs: 50 });
    open.push(connection);
    const err = await connection.readStatusByte(1, 1000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StatusAnswerError);
    expect((err as StatusAnswerError).answer).toEqual([0xff]);
    answer = 0x12;
    expect(await connection.readStatusByte(1, 1000)).toBe(0x12);
  }, 30_000);

  it('reaches a printer unplugged and plugged back in through the same connection', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printer-'));
    const first = await PrinterEmulator.start({ dir });
    const connection = await PrinterConnection.open(first.path, { settleMs: 20 });
    open.push(connection);
    expect((await connection.readStatus(2000)).online).toBe(true);
    await first.close();
    await expect(connection.readStatus(300)).rejects.toThrow();
    const second = await PrinterEmulator.start({ dir, faults: { paperNearEnd: true } });
    open.push(second);
    const status = await connection.readStatus(2000);
    expect(status).toMatchObject({ online: true, paperNearEnd: true });
    await connection.write(ticket());
    await second.waitForCuts(1);
  }, 30_000);

  it('never keeps a status query waiting behind a write that hangs, and gives the write up in time', async () => {
    const emulator = await PrinterEmulator.start();
    const connection = await PrinterConnection.open(emulator.path, { settleMs: 20, writeTimeoutMs: 1500 });
    open.push(emulator, connection);
    expect((await connection.readStatus(2000)).online).toBe(true);
    emulator.setReading(false);
    // far more than the line's buffers hold: the write cannot finish while the printer takes nothing
    const writing = connection.write(Buffer.alloc(4 * 1024 * 1024, 0x41));
    const outcome = writing.then(
      () => 'written',
      (e: unknown) => e,
    );
    const busy = await connection.readStatus(200).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(PrinterBusyError);
    expect(await Promise.race([outcome, new Promise((r) => setTimeout(() => r('pending'), 50))])).toBe(
      'pending',
    );
    expect(await outcome).toBeInstanceOf(PrinterWriteTimeoutError);
    // the printer takes bytes again: the same connection reaches it, on a port opened afresh
    emulator.setReading(true);
    expect((await connection.readStatus(3000)).online).toBe(true);
    await connection.write(ticket());
    await emulator.waitForCuts(1);
  }, 30_000);
});
