import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { PrinterEmulator } from '@bet/printer-drivers';
import { TERMINAL_CHANNELS, type TerminalBridge } from '@bet/shared';
import {
  BRIDGE_EVENTS,
  RotatingLog,
  TerminalConfig,
  bridgeHandlers,
  startTerminalServices,
  type TerminalServices,
} from '@bet/terminal';
import { ServerLink } from './server-link.ts';

const CSRF = { 'x-requested-with': 'fetch' };

export interface ShopUser {
  userId: number;
  userName: string;
  password: string;
  terminalNo: string;
}

/**
 * A shop terminal user of its own (type F) with credit from dealer1, so the tests can bet and pay
 * out without moving the balance other specs assert for the demo shop.
 */
export async function createShopUser(
  request: APIRequestContext,
  /** shift: false leaves the cashier's shift closed (the shift screens open it themselves) */
  opts: { shift?: boolean } = {},
): Promise<ShopUser> {
  // dealer1 opens it and gives it credit
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { userName: `kiosk${suffix}`, password: 'kiosk1234', terminalNo: `T-${suffix}`.slice(0, 20) };
  expect(
    (
      await request.post('/api/v1/auth/login', {
        data: { userName: 'dealer1', password: 'dealer1234' },
        headers: CSRF,
      })
    ).status(),
  ).toBe(200);
  const created = await request.post('/api/v1/admin/users', {
    data: { ...user, role: 'terminal' },
    headers: CSRF,
  });
  expect(created.status()).toBe(201);
  const { userId, userType } = (await created.json()) as { userId: number; userType: string };
  expect(userType).toBe('F');
  const credit = await request.post(`/api/v1/admin/users/${userId}/credit`, {
    data: { amount: 500, direction: 'in', note: 'terminal e2e' },
    headers: CSRF,
  });
  expect(credit.status()).toBe(200);
  await request.post('/api/v1/auth/logout', { headers: CSRF });
  if (opts.shift !== false) {
    // counter bets and payouts need the cashier's open shift
    expect(
      (
        await request.post('/api/v1/auth/login', {
          data: { userName: user.userName, password: user.password },
          headers: CSRF,
        })
      ).status(),
    ).toBe(200);
    const opened = await request.post('/api/v1/terminal/shift/open', {
      data: { terminalNo: user.terminalNo, float: 100 },
      headers: CSRF,
    });
    expect(opened.status()).toBe(201);
    await request.post('/api/v1/auth/logout', { headers: CSRF });
  }
  return { ...user, userId };
}

/** Logs the page's browser context in (the session cookie is the context's, shared with the page). */
export async function logIn(page: Page, user: { userName: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: user.userName, password: user.password },
    headers: CSRF,
  });
  expect(res.status()).toBe(200);
}

declare global {
  interface Window {
    terminal?: TerminalBridge;
    __terminalInvoke?: (channel: string, args: unknown[]) => Promise<unknown>;
    __terminalEmit?: (channel: string, value: unknown) => void;
  }
}

/**
 * Runs in the page before its scripts, as the preload script would: builds `window.terminal`
 * over one exposed function for the calls, and delivers events pushed in by the test process.
 */
function installBridge(channels: typeof TERMINAL_CHANNELS): void {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const invoke = (channel: string, ...args: unknown[]) =>
    window.__terminalInvoke!(channel, args) as Promise<never>;
  const subscribe = (channel: string, listener: (value: never) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(listener as (value: unknown) => void);
    return () => void set.delete(listener as (value: unknown) => void);
  };
  window.__terminalEmit = (channel, value) => listeners.get(channel)?.forEach((l) => l(value));
  const bridge: TerminalBridge = {
    info: () => invoke(channels.info),
    submitCoupon: (request) => invoke(channels.submitCoupon, request),
    printTicket: (ticketId, options) => invoke(channels.printTicket, ticketId, options),
    printPayoutReceipt: (receipt) => invoke(channels.printPayoutReceipt, receipt),
    printCounterSlip: (slip) => invoke(channels.printCounterSlip, slip),
    printCashReport: (slip) => invoke(channels.printCashReport, slip),
    printerStatus: () => invoke(channels.printerStatus),
    queueState: () => invoke(channels.queueState),
    submissions: () => invoke(channels.submissions),
    acknowledgeSubmission: (key) => invoke(channels.acknowledgeSubmission, key),
    onPrinterStatus: (listener) => subscribe(channels.printerStatusChanged, listener),
    onQueueState: (listener) => subscribe(channels.queueStateChanged, listener),
    onScan: (listener) => subscribe(channels.scan, listener),
    onSubmissions: (listener) => subscribe(channels.submissionsChanged, listener),
  };
  window.terminal = bridge;
}

export interface TerminalRig {
  emulator: PrinterEmulator;
  services: TerminalServices;
  shop: ShopUser;
  /** the cuttable network between the terminal's services and the server, when `throughLink` is set */
  link: ServerLink | null;
}

async function sessionCookie(context: BrowserContext, url: string): Promise<string> {
  return (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * A shop terminal without Electron: the real terminal services in the test process, with a real
 * printer emulator on a socat pseudo terminal, exposed to the page as `window.terminal`. The
 * services use the page's own session cookie, as the Electron main process does.
 */
export const test = base.extend<{
  terminal: TerminalRig;
  /** where the terminal's services reach the server (the site's own address unless a test cuts it) */
  terminalServerUrl: string | undefined;
  confirmWindowMs: number | undefined;
  /** the terminal's services reach the site through a link the test can cut (`terminal.link`) */
  throughLink: boolean;
}>({
  terminalServerUrl: [undefined, { option: true }],
  confirmWindowMs: [undefined, { option: true }],
  throughLink: [false, { option: true }],
  terminal: async (
    { page, context, baseURL, playwright, terminalServerUrl, confirmWindowMs, throughLink },
    use,
    testInfo,
  ) => {
    const api = await playwright.request.newContext({ baseURL });
    const shop = await createShopUser(api);
    await api.dispose();
    const emulator = await PrinterEmulator.start();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-e2e-'));
    const link = throughLink ? await ServerLink.start(baseURL!) : null;
    const services = await startTerminalServices(
      TerminalConfig.parse({
        serverUrl: link?.url ?? terminalServerUrl ?? baseURL,
        terminalNo: shop.terminalNo,
        language: 'en',
        printer: { interface: emulator.path, model: 'epson', paperWidth: 80 },
      }),
      {
        dataDir: dir,
        log: new RotatingLog({ file: testInfo.outputPath('terminal.log') }),
        sessionCookie: () => sessionCookie(context, baseURL!),
        ...(confirmWindowMs ? { confirmWindowMs } : {}),
      },
    );
    const handlers = bridgeHandlers(services);
    await page.exposeFunction('__terminalInvoke', (channel: string, args: unknown[]) =>
      handlers[channel]!(...args),
    );
    await page.addInitScript(installBridge, TERMINAL_CHANNELS);
    for (const [event, channel] of Object.entries(BRIDGE_EVENTS))
      services.events.on(event, (value: unknown) => {
        // a page between two documents misses an event; it reads the state again when it loads
        page
          .evaluate(([c, v]) => window.__terminalEmit?.(c, v), [channel, value] as const)
          .catch(() => undefined);
      });
    await use({ emulator, services, shop, link });
    await services.stop();
    await link?.close();
    await emulator.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
});

export { expect };
