import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TerminalConfig, TerminalConfigError, readTerminalConfig } from './terminal-config.ts';

function write(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'terminal.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('readTerminalConfig', () => {
  it('reads a file and fills the defaults', () => {
    const config = readTerminalConfig(write(JSON.stringify({ terminalNo: 'T-01' })));
    expect(config).toEqual({
      serverUrl: 'http://localhost:8080',
      terminalNo: 'T-01',
      language: 'tr',
      timeZone: 'Europe/Istanbul',
      printer: { interface: 'none', model: 'epson', paperWidth: 80, statusIntervalMs: 1000 },
      scanner: { interface: 'keyboard', baudRate: 9600, duplicateWindowMs: 1500 },
    });
  });

  it('fills the defaults inside a section given in part', () => {
    const config = TerminalConfig.parse({
      terminalNo: 'T-01',
      printer: { interface: '/dev/ttyUSB0' },
      scanner: { interface: 'COM4' },
    });
    expect(config.printer).toEqual({
      interface: '/dev/ttyUSB0',
      model: 'epson',
      paperWidth: 80,
      statusIntervalMs: 1000,
    });
    expect(config.scanner).toEqual({ interface: 'COM4', baudRate: 9600, duplicateWindowMs: 1500 });
  });

  it.each([
    ['keyboard', true],
    ['none', true],
    ['/dev/ttyACM0', true],
    ['/dev/serial/by-id/usb-Honeywell_Scanner-if00', true],
    ['COM3', true],
    ['\\\\.\\COM12', true],
    ['', false],
    ['ttyUSB0', false],
    ['usb', false],
    ['COM0', false],
    ['/dev/tty USB0', false],
  ])('scanner interface %j is accepted: %s', (value, accepted) => {
    const parsed = TerminalConfig.safeParse({ terminalNo: 'T-01', scanner: { interface: value } });
    expect(parsed.success).toBe(accepted);
  });

  it('refuses a printer that is neither a serial device nor none, a scanner baud rate no scanner speaks, and a status poll too fast or slow', () => {
    const file = write(
      JSON.stringify({
        terminalNo: 'T-01',
        printer: { interface: 'printer', statusIntervalMs: 10 },
        scanner: { baudRate: 9601, duplicateWindowMs: -1 },
      }),
    );
    expect(() => readTerminalConfig(file)).toThrow(
      /printer\.interface[\s\S]*printer\.statusIntervalMs[\s\S]*scanner\.baudRate[\s\S]*scanner\.duplicateWindowMs/,
    );
    expect(
      TerminalConfig.safeParse({ terminalNo: 'T-01', printer: { statusIntervalMs: 120_000 } }).success,
    ).toBe(false);
  });

  it('names every bad field', () => {
    const file = write(JSON.stringify({ serverUrl: 'nope', printer: { paperWidth: 72 } }));
    expect(() => readTerminalConfig(file)).toThrow(TerminalConfigError);
    expect(() => readTerminalConfig(file)).toThrow(/serverUrl[\s\S]*terminalNo[\s\S]*printer\.paperWidth/);
  });

  it('explains a missing or broken file', () => {
    expect(() => readTerminalConfig('/nonexistent/terminal.json')).toThrow(
      /Cannot read terminal configuration/,
    );
    expect(() => readTerminalConfig(write('{'))).toThrow(/Cannot read terminal configuration/);
  });
});
