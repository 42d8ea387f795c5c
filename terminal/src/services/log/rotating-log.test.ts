import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RotatingLog } from './rotating-log.ts';

describe('RotatingLog', () => {
  it('writes JSON lines and rotates past the size limit, keeping a fixed number of files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-'));
    const file = path.join(dir, 'terminal.log');
    const log = new RotatingLog({ file, maxBytes: 300, keep: 2 });
    for (let i = 0; i < 20; i++) log.write('info', 'printed', { i });
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['terminal.log', 'terminal.log.1', 'terminal.log.2']);
    for (const f of files) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(300);
    const last = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(last.at(-1)).toMatchObject({ level: 'info', message: 'printed', i: 19 });
    // The newest rotated file holds the lines just before the current file's.
    const previous = fs
      .readFileSync(`${file}.1`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(previous.at(-1).i).toBe(last[0].i - 1);
  });

  it('continues an existing file after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-'));
    const file = path.join(dir, 'terminal.log');
    new RotatingLog({ file }).write('warn', 'one');
    new RotatingLog({ file }).write('error', 'two');
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
  });
});
