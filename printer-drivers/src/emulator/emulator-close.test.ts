import { afterEach, describe, expect, it } from 'vitest';
import { closePort, openPort, writeAll } from '../serial/open-port.ts';
import { PrinterEmulator } from './printer-emulator.ts';
import { findSocat } from './pty-pair.ts';

const DLE_EOT_1 = Buffer.from([0x10, 0x04, 0x01]);

describe.skipIf(!findSocat())('an emulated printer closed while it answers (needs socat)', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('lets an answer that can no longer leave go quietly, as an unplugged printer would', async () => {
    process.on('unhandledRejection', onRejection);
    for (let round = 0; round < 80; round++) {
      const emulator = await PrinterEmulator.start();
      const host = await openPort(emulator.path);
      host.on('error', () => {});
      // queries keep arriving while the emulator goes away: some answers are on their way then
      const asking = setInterval(() => void writeAll(host, DLE_EOT_1).catch(() => {}), 1);
      await new Promise((resolve) => setTimeout(resolve, round % 8));
      await emulator.close();
      clearInterval(asking);
      await closePort(host);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rejections).toEqual([]);
  }, 60_000);
});
