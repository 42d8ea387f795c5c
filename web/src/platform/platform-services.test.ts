import { describe, expect, it } from 'vitest';
import type {
  BridgeResult,
  Coupon,
  CouponCreateRequest,
  PrinterStatus,
  SubmissionOutcome,
  TerminalBridge,
} from '@bet/shared';
import { ApiError } from '../api/client.ts';
import { isSubmissionChecking } from '../terminal/submit-coupon.ts';
import { AUTO_PRINT_MS, browserPlatform } from './platform-services.browser.ts';
import { electronPlatform } from './platform-services.electron.ts';
import type { PlatformServices } from './platform-services.ts';

const TICKET = '123456789';
const coupon = { ticketId: TICKET } as unknown as Coupon;
const request: CouponCreateRequest = {
  idempotencyKey: 'key-0001-abcd',
  stake: 10,
  oddChangeOk: true,
  picks: [],
} as unknown as CouponCreateRequest;
const refusal = { status: 422, code: 'maxStakeExceeded', message: 'too much' };

/** One platform under test and the world around it: what the server answers, what was printed. */
interface Rig {
  platform: PlatformServices;
  /** the server confirms the next coupon, or refuses it */
  serverAnswers(answer: 'confirmed' | 'refused'): void;
  /** duplicates printed, by ticket id, in the platform's own way */
  reprinted(): string[];
  /** a change of the printer's state, where the platform has a source of them */
  emitPrinterStatus(status: PrinterStatus): void;
}

/** A terminal behind the preload bridge, as far as the page can see it. */
function electronRig(): Rig {
  let answer: 'confirmed' | 'refused' = 'confirmed';
  const prints: string[] = [];
  const listeners = new Map<string, Set<(v: never) => void>>();
  const on = (channel: string) => (listener: (v: never) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set.add(listener));
    return () => void set.delete(listener);
  };
  const ok = <T>(value: T): Promise<BridgeResult<T>> => Promise.resolve({ ok: true, value });
  const bridge: TerminalBridge = {
    info: () => ok({ terminalNo: 'T-1', version: '0.1.0', paperWidth: 80 }),
    submitCoupon: () =>
      ok<SubmissionOutcome>(
        answer === 'confirmed'
          ? { state: 'done', ticketId: TICKET }
          : {
              state: 'refused',
              error: refusal.code,
              message: refusal.message,
              status: refusal.status,
              details: {},
              login: true,
            },
      ),
    printTicket: (ticketId, options) => {
      if (options?.duplicate) prints.push(ticketId);
      return ok({ jobId: ticketId });
    },
    printPayoutReceipt: (r) => ok({ jobId: `payout-receipt:${r.ticketId}` }),
    printCounterSlip: () => ok({ jobId: 'slip' }),
    printCashReport: () => ok({ jobId: 'report' }),
    printerStatus: () =>
      ok({ online: true, coverOpen: false, paperNearEnd: false, paperOut: false, errors: [] }),
    queueState: () =>
      ok({ pendingSubmissions: 0, pendingPrints: 0, pendingPayouts: 0, failed: 0, checking: 0 }),
    submissions: () => ok([]),
    acknowledgeSubmission: () => Promise.resolve({ ok: false, error: 'submissionNotFound' }),
    onPrinterStatus: on('printer'),
    onQueueState: on('queue'),
    onScan: on('scan'),
    onSubmissions: on('submissions'),
  };
  return {
    platform: electronPlatform(bridge, {
      readCoupon: (id) => (id === TICKET ? Promise.resolve(coupon) : Promise.reject(new Error(id))),
    }),
    serverAnswers: (a) => void (answer = a),
    reprinted: () => prints,
    emitPrinterStatus: (s) => listeners.get('printer')?.forEach((l) => l(s as never)),
  };
}

/** A plain browser: the API answers the post, and windows are opened on the printable ticket. */
function browserRig() {
  let answer: 'confirmed' | 'refused' = 'confirmed';
  const opened: string[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const platform = browserPlatform({
    postCoupon: (r) =>
      answer === 'confirmed'
        ? Promise.resolve({ ticketId: TICKET, coupon: { ...coupon, stake: r.stake } as Coupon })
        : Promise.reject(new ApiError(refusal.status, refusal.code, refusal.message)),
    printUrl: (id) => `/print/${id}`,
    openWindow: (url) => void opened.push(url),
    later: (run, ms) => void timers.push({ run, ms }),
  });
  return {
    platform,
    opened,
    timers,
    serverAnswers: (a: 'confirmed' | 'refused') => void (answer = a),
    reprinted: () => opened.map((u) => u.replace('/print/', '')),
    emitPrinterStatus: () => {},
  } satisfies Rig & Record<string, unknown>;
}

const isResult = (r: BridgeResult<unknown>) =>
  r.ok ? 'value' in r : typeof r.error === 'string' && r.error.length > 0;

describe.each([
  ['the shop terminal (Electron)', electronRig],
  ['a plain browser', browserRig],
])('platform services contract: %s', (_name, makeRig: () => Rig) => {
  it('places a confirmed coupon and answers with its ticket and the coupon', async () => {
    const rig = makeRig();
    const res = await rig.platform.placeShopCoupon(request);
    expect(res.ticketId).toBe(TICKET);
    expect(res.coupon.ticketId).toBe(TICKET);
  });

  it("refuses a refused coupon with the server's message key and status", async () => {
    const rig = makeRig();
    rig.serverAnswers('refused');
    const err = await rig.platform.placeShopCoupon(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'maxStakeExceeded', serverMessage: 'too much' });
  });

  it('prints a duplicate of the ticket asked for, and answers which job does it', async () => {
    const rig = makeRig();
    const r = await rig.platform.reprintTicket(TICKET);
    expect(r).toEqual({ ok: true, value: { jobId: TICKET } });
    expect(rig.reprinted()).toEqual([TICKET]);
  });

  it('answers every query with a result, never a throw', async () => {
    const { platform } = makeRig();
    const answers = await Promise.all([
      platform.info(),
      platform.printerStatus(),
      platform.queueState(),
      platform.submissions(),
      platform.acknowledgeSubmission('no-such-key-1'),
      platform.printPayoutReceipt({
        ticketId: TICKET,
        amount: 12.5,
        currency: 'TRY',
        paidAt: '2026-01-01T10:00:00Z',
        terminalNo: 'T-1',
      }),
    ]);
    for (const a of answers) expect(isResult(a)).toBe(true);
    expect(answers[5]!.ok).toBe(platform.mayHavePrinter);
  });

  it('has nothing for the cashier before anything was queued', async () => {
    expect(await makeRig().platform.submissions()).toEqual({ ok: true, value: [] });
  });

  it('stops calling a listener once it unsubscribed', () => {
    const rig = makeRig();
    const seen: PrinterStatus[] = [];
    const off = rig.platform.onPrinterStatus((s) => seen.push(s));
    const status = { online: false, coverOpen: true, paperNearEnd: false, paperOut: false, errors: ['x'] };
    rig.emitPrinterStatus(status);
    off();
    rig.emitPrinterStatus(status);
    expect(seen.length).toBeLessThanOrEqual(1);
    expect(seen).toEqual(rig.platform.kind === 'terminal' ? [status] : []);
    for (const subscribe of [
      rig.platform.onQueueState,
      rig.platform.onScan,
      rig.platform.onSubmissions,
    ] as Array<(l: () => void) => () => void>)
      expect(() => subscribe(() => {})()).not.toThrow();
  });
});

describe('the shop terminal platform', () => {
  const bridgeWith = (outcome: BridgeResult<SubmissionOutcome>): TerminalBridge =>
    ({ submitCoupon: () => Promise.resolve(outcome) }) as unknown as TerminalBridge;

  it('a bet whose fate is unknown is no refusal: the slip is told it is being checked', async () => {
    const err = await electronPlatform(bridgeWith({ ok: true, value: { state: 'checking' } }))
      .placeShopCoupon(request)
      .catch((e: unknown) => e);
    expect(isSubmissionChecking(err)).toBe(true);
  });

  it('a bet never sent is a definite "not confirmed", so the slip may take a new key', async () => {
    const err = await electronPlatform(
      bridgeWith({ ok: true, value: { state: 'givenUp', error: 'notConfirmed' } }),
    )
      .placeShopCoupon(request)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 410, code: 'terminal.notConfirmed' });
  });

  it('a call the bridge refused reads as a technical error, not as a refusal of the bet', async () => {
    const err = await electronPlatform(bridgeWith({ ok: false, error: 'invalidRequest' }))
      .placeShopCoupon(request)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'technicalError' });
  });
});

describe('the browser platform', () => {
  it("opens the printable ticket of a shop user's coupon about a second after the server confirmed it", async () => {
    const rig = browserRig();
    await rig.platform.placeShopCoupon(request);
    expect(rig.opened).toEqual([]);
    expect(rig.timers.map((t) => t.ms)).toEqual([AUTO_PRINT_MS]);
    rig.timers[0]!.run();
    expect(rig.opened).toEqual([`/print/${TICKET}`]);
  });

  it('opens nothing for a refused coupon', async () => {
    const rig = browserRig();
    rig.serverAnswers('refused');
    await rig.platform.placeShopCoupon(request).catch(() => {});
    expect(rig.timers).toEqual([]);
  });

  it('has no printer, queue or terminal to answer for', async () => {
    const { platform } = browserRig();
    expect(platform.mayHavePrinter).toBe(false);
    expect(await platform.printerStatus()).toEqual({ ok: false, error: 'printerNotAttached' });
    expect(await platform.queueState()).toEqual({ ok: false, error: 'noQueue' });
    expect(await platform.info()).toEqual({ ok: false, error: 'notATerminal' });
  });
});
