import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrinterEmulator, findSocat, type PaperWidth } from '@bet/printer-drivers';
import { ApiClient, Simulator, startTestServer, writeSetting } from '@bet/server';
import type { CouponCreateRequest } from '@bet/shared';
import { AUTO_PRINT_DELAY_MS, RotatingLog, TerminalConfig, startTerminalServices } from '@bet/terminal';

const COUPONS = Number(process.env['BENCH_TERMINAL_COUPONS'] ?? 20);
const PICKS = 3;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${ms(at(sorted, 0.5))}, p95 ${ms(at(sorted, 0.95))}, max ${ms(sorted.at(-1)!)}`;
};

/**
 * A shop terminal end to end: coupons placed as the shop user through the terminal services (the
 * durable queue, the server's confirmation, auto-print about a second later, the printer status
 * check, the ticket over serialport) and the time from sending the coupon to the last byte of its
 * ticket at the emulated printer, for 58 mm and 80 mm paper. The auto-print wait (up to about a
 * second, as the spec has it) is part of it by design; a pseudo terminal moves bytes at memory
 * speed, so a real serial line adds its own time, printed beside it.
 */
export async function run(): Promise<void> {
  if (!findSocat()) {
    console.log('skipped: socat is not installed (apt-get install -y socat)');
    return;
  }
  const server = await startTestServer();
  try {
    const sports = server.services.sports;
    await sports.apply(new Simulator({ seed: 41, speed: 60 }).initialMessages(Date.now()));
    await writeSetting(server.database, 'same_coupon_limit', '1000000');
    await writeSetting(server.database, 'match_stake_limit', '100000000000');
    const shop = new ApiClient(server.url);
    const login = await shop.post('/auth/login', { userName: 'shop1', password: 'shop1234' });
    if (login.status !== 200) throw new Error(`shop login answered ${login.status}`);
    // counter bets need the cashier's open shift
    const opened = await shop.post('/terminal/shift/open', { terminalNo: 'T-0001', float: 100 });
    if (opened.status !== 201) throw new Error(`opening the shift answered ${opened.status}`);
    const matches = [...sports.view.all()].filter(
      (m) =>
        m.ttype === 'N' &&
        m.minTip === 1 &&
        Date.parse(m.matchDate) > Date.now() + 3600_000 &&
        m.markets.some((x) => x.typeId === 1),
    );
    if (matches.length < PICKS) throw new Error('the simulated world has too few pre-match matches');
    let n = 0;
    const coupon = (): CouponCreateRequest => {
      const first = n++;
      return {
        idempotencyKey: `bench-terminal-${process.pid}-${first}`,
        stake: 1,
        oddChangeOk: true,
        picks: Array.from({ length: PICKS }, (_, i) => {
          const m = matches[(first + i) % matches.length]!;
          const mk = m.markets.find((x) => x.typeId === 1)!;
          const o = mk.outcomes[(first + i) % mk.outcomes.length]!;
          return { matchId: m.id, marketId: mk.id, outcomeId: o.id, odd: o.odd, banker: false };
        }),
      };
    };
    for (const width of [58, 80] as PaperWidth[]) await bench(width, server.url, shop.cookie, coupon);
  } finally {
    await server.close();
  }
}

async function bench(
  paperWidth: PaperWidth,
  serverUrl: string,
  cookie: string,
  coupon: () => CouponCreateRequest,
): Promise<void> {
  const emulator = await PrinterEmulator.start();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-terminal-'));
  const services = await startTerminalServices(
    TerminalConfig.parse({
      serverUrl,
      terminalNo: 'T-BENCH',
      printer: { interface: emulator.path, paperWidth },
      scanner: { interface: 'none' },
    }),
    {
      dataDir: dir,
      log: new RotatingLog({ file: path.join(dir, 'terminal.log') }),
      sessionCookie: async () => cookie,
    },
  );
  try {
    const total: number[] = [];
    const confirmed: number[] = [];
    let bytes = 0;
    for (let i = 0; i < COUPONS; i++) {
      emulator.clear();
      const sent = performance.now();
      const answer = await services.submitCoupon(coupon());
      if (!answer.ok || answer.value.state !== 'done') {
        throw new Error(`coupon ${i} was not placed: ${JSON.stringify(answer)}`);
      }
      confirmed.push(performance.now() - sent);
      await emulator.waitForCuts(1, 15_000);
      total.push(performance.now() - sent);
      bytes = emulator.printed.length;
    }
    console.log(
      `${paperWidth} mm, ${COUPONS} coupons of ${PICKS} picks one after another (${bytes} bytes a ticket):`,
    );
    console.log(`  coupon sent to the server's confirmation: ${summary(confirmed)}`);
    console.log(
      `  coupon sent to the ticket's last byte at the printer: ${summary(total)} (auto-print waits up to ${AUTO_PRINT_DELAY_MS} ms of it)`,
    );
    console.log(
      `  the same ticket on a real serial line adds ${ms((bytes * 10 * 1000) / 9600)} at 9600 baud, ${ms((bytes * 10 * 1000) / 115200)} at 115200`,
    );
  } finally {
    await services.stop();
    await emulator.close();
  }
}
