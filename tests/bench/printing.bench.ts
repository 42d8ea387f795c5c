import {
  PrinterConnection,
  PrinterEmulator,
  decodePrint,
  findSocat,
  renderTicket,
  sampleSystemCoupon,
  ticketLayout,
  type PaperWidth,
  type PrinterFamily,
} from '@bet/printer-drivers';

const options = (paperWidth: PaperWidth) => ({
  operator: 'Demo Bet',
  footerText: 'Good luck!',
  terminalNo: 'T-01',
  timeZone: 'Europe/Istanbul',
  language: 'tr' as const,
  currency: 'TRY',
  paperWidth,
});

function perCall(fn: () => unknown, runs: number): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  return Number(process.hrtime.bigint() - started) / 1e6 / runs;
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

/**
 * Ticket printing: layout and rendering per family and width, reading back, and the time from the
 * first byte written over serialport to the cut at the emulated printer (a pseudo terminal moves
 * bytes at memory speed, so the serial line's own time at 9600 and 115200 baud is shown beside it).
 */
export async function run(): Promise<void> {
  const coupon = sampleSystemCoupon();
  for (const family of ['epson', 'star'] as PrinterFamily[]) {
    for (const width of [58, 80] as PaperWidth[]) {
      const layout = ticketLayout(coupon, options(width));
      const bytes = renderTicket(layout, { family });
      const build = perCall(() => renderTicket(ticketLayout(coupon, options(width)), { family }), 300);
      const decode = perCall(() => decodePrint(bytes, family), 300);
      console.log(
        `${family} ${width} mm: ${bytes.length} bytes, layout+render ${ms(build)}, decode ${ms(decode)}`,
      );
    }
  }

  if (!findSocat()) {
    console.log('serial round trip skipped: socat is not installed');
    return;
  }
  const emulator = await PrinterEmulator.start();
  const connection = await PrinterConnection.open(emulator.path);
  try {
    const bytes = renderTicket(ticketLayout(coupon, options(80)), { family: 'epson' });
    const rounds = 50;
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      emulator.clear();
      const started = performance.now();
      await connection.write(bytes);
      await emulator.waitForCuts(1);
      times.push(performance.now() - started);
    }
    const statusStarted = performance.now();
    for (let i = 0; i < rounds; i++) await connection.readStatus();
    const status = (performance.now() - statusStarted) / rounds;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `ticket to the emulated printer's cut (${bytes.length} bytes, ${rounds} runs): p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}`,
    );
    console.log(
      `serial line time of that ticket: ${ms((bytes.length * 10 * 1000) / 9600)} at 9600 baud, ${ms((bytes.length * 10 * 1000) / 115200)} at 115200`,
    );
    console.log(`status read (DLE EOT 1-4): ${ms(status)} per read`);
  } finally {
    await connection.close();
    await emulator.close();
  }
}
