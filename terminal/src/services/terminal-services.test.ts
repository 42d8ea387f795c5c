import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TerminalConfig } from '../config/terminal-config.ts';
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
        value: { terminalNo: 'T-09', version: '0.1.0', paperWidth: 58 },
      });
      expect(services.queueState()).toEqual({
        ok: true,
        value: { pendingSubmissions: 0, pendingPrints: 0, pendingPayouts: 0, failed: 0 },
      });
      expect(services.printTicket('123456789012')).toEqual({ ok: false, error: 'printerNotAttached' });
      expect(await services.printerStatus()).toEqual({ ok: false, error: 'printerNotAttached' });
    } finally {
      await services.stop();
    }
  });
});
