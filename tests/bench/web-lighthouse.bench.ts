import { Simulator } from '@bet/server';
import type { Browser, Request } from '@playwright/test';
import {
  CHROMIUM,
  describeThrottling,
  median,
  MOBILE_4G,
  PHONE,
  NO_CHROMIUM,
  throttle,
} from './web-kit/browser.ts';
import { startSite } from './web-kit/site.ts';

const RUNS = 5;
const PAGES = [
  { name: 'Home', path: '/tr/' },
  { name: 'LiveBets', path: '/tr/livebets' },
];
/** Lighthouse's time-to-interactive rule: 5 s without long tasks and with at most 2 requests in flight. */
const QUIET_MS = 5_000;
const LONG_TASK_MS = 50;
const GIVE_UP_MS = 30_000;

/**
 * Collects paint timings and long tasks from the start of the page. Plain JavaScript, installed
 * before any script of the page runs.
 */
const OBSERVE = `(() => {
  const perf = (window.__perf = { fcp: 0, lcp: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})()`;

interface Run {
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  jsBytes: number;
}

/**
 * A Lighthouse-style mobile measurement of Home and LiveBets: headless Chromium with a phone
 * viewport, slow-4G network and a 4x slower CPU (set through the DevTools protocol), a cold cache
 * each run, the production build served by a real server (FEED=none, the simulator's world of
 * seed 7 applied once). Largest contentful paint from the page's PerformanceObserver; total
 * blocking time as Lighthouse counts it: the part over 50 ms of each long task between first
 * contentful paint and interactive (the start of 5 quiet seconds). Median of 5 runs.
 */
export async function run(): Promise<void> {
  if (!CHROMIUM) return console.log(NO_CHROMIUM);
  const { server, browser, close } = await startSite();
  try {
    await server.services.sports.apply(new Simulator({ seed: 7, speed: 1 }).initialMessages(Date.now()));
    console.log(
      `phone ${PHONE.viewport!.width}x${PHONE.viewport!.height}, ${describeThrottling(MOBILE_4G)}, median of ${RUNS} cold loads`,
    );
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url + page.path));
      const m = (pick: (r: Run) => number) => median(runs.map(pick));
      console.log(
        `  ${page.name.padEnd(8)} LCP ${(m((r) => r.lcp) / 1000).toFixed(2)} s, TBT ${m((r) => r.tbt).toFixed(0)} ms, ` +
          `FCP ${(m((r) => r.fcp) / 1000).toFixed(2)} s, interactive ${(m((r) => r.tti) / 1000).toFixed(2)} s, ` +
          `JavaScript over the wire (brotli) ${(m((r) => r.jsBytes) / 1000).toFixed(1)} KB` +
          `  (LCP of the runs: ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s)`,
      );
    }
  } finally {
    await close();
  }
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await throttle(page, MOBILE_4G);
    // Requests in flight (a websocket is not one), and the script bytes that came over the wire.
    const inFlight = new Set<Request>();
    let jsBytes = 0;
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    page.on('requestfinished', (r) => {
      inFlight.delete(r);
      if (r.resourceType() === 'script')
        void r.sizes().then(
          (s) => (jsBytes += s.responseBodySize),
          () => undefined,
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Wait for 5 quiet seconds: no new long task and at most two requests in flight.
    const start = Date.now();
    let quietSince = start;
    let seenTasks = 0;
    while (Date.now() - quietSince < QUIET_MS && Date.now() - start < GIVE_UP_MS) {
      await page.waitForTimeout(250);
      const tasks = (await page.evaluate('window.__perf.longTasks.length')) as number;
      if (tasks !== seenTasks || inFlight.size > 2) quietSince = Date.now();
      seenTasks = tasks;
    }
    const perf = (await page.evaluate('window.__perf')) as {
      fcp: number;
      lcp: number;
      longTasks: Array<[number, number]>;
    };
    // Interactive: the end of the last long task before the quiet window (or FCP without one).
    const tti = Math.max(perf.fcp, ...perf.longTasks.map(([s, d]) => s + d));
    // Lighthouse's clipping: only the part of a task between FCP and interactive blocks.
    let tbt = 0;
    for (const [s, d] of perf.longTasks) {
      const blocking = Math.min(s + d, tti) - Math.max(s, perf.fcp);
      if (blocking > LONG_TASK_MS) tbt += blocking - LONG_TASK_MS;
    }
    return { fcp: perf.fcp, lcp: perf.lcp, tbt, tti, jsBytes };
  } finally {
    await context.close();
  }
}
