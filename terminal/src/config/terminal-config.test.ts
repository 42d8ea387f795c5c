import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TerminalConfigError, readTerminalConfig } from './terminal-config.ts';

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
      printer: { interface: 'none', model: 'epson', paperWidth: 80 },
    });
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
