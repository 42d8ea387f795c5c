import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../chromium.ts';

export { CHROMIUM };

/** What a bench prints instead of its figures on a machine without Chromium. */
export const NO_CHROMIUM = 'skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium)';

/** Chromium headless, launched as the end-to-end suite launches it. */
export function launchChromium(): Promise<Browser> {
  if (!CHROMIUM) throw new Error(NO_CHROMIUM);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** The phone Lighthouse emulates for its mobile runs (a Moto G Power class device). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

export interface Throttling {
  /** added to every request's round trip */
  rttMs: number;
  downKbps: number;
  upKbps: number;
  /** main-thread slowdown (4 = Lighthouse's mid-range phone on a desktop CPU) */
  cpu: number;
}

/** Lighthouse's mobile profile: a slow 4G network (150 ms, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
export const MOBILE_4G: Throttling = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

export const describeThrottling = (t: Throttling) =>
  `${t.rttMs} ms RTT, ${(t.downKbps / 1000).toFixed(1)} Mbps down, ${t.upKbps} kbps up, CPU ${t.cpu}x slower`;

/** Applies network and CPU throttling to a page through the DevTools protocol (before it navigates). */
export async function throttle(page: Page, t: Partial<Throttling>): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (t.rttMs !== undefined || t.downKbps !== undefined || t.upKbps !== undefined) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: t.rttMs ?? 0,
      downloadThroughput: t.downKbps ? (t.downKbps * 1000) / 8 : -1,
      uploadThroughput: t.upKbps ? (t.upKbps * 1000) / 8 : -1,
    });
  }
  if (t.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
  return cdp;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
