import os from 'node:os';
import type { Page } from '@playwright/test';
import { CHROMIUM, MOBILE_4G, PHONE, NO_CHROMIUM, throttle } from './web-kit/browser.ts';
import { startSite } from './web-kit/site.ts';
import { LiveWorld, startOddsLoad } from './web-kit/live-world.ts';

const MATCHES = 200;
const ODDS_PER_SECOND = 50;
const SECONDS = 10;
/** a brisk flick through the list, driven frame by frame */
const SCROLL_PX_PER_S = 1500;
const FRAME_MS = 1000 / 60;

/**
 * Records animation frames for `ms` in the page, optionally scrolling the window up and down the
 * whole list at a steady speed in each frame. A string of plain JavaScript: the TypeScript loader
 * would wrap a function's inner functions in a helper the page does not have.
 */
const RECORD_FRAMES = `async ({ ms, scrollPxPerS }) => {
  const max = document.documentElement.scrollHeight - innerHeight;
  const times = [];
  await new Promise((done) => {
    let t0;
    function frame(t) {
      t0 ??= t;
      times.push(t);
      if (scrollPxPerS) {
        const travelled = ((t - t0) / 1000) * scrollPxPerS;
        const p = travelled % (2 * max);
        window.scrollTo(0, p < max ? p : 2 * max - p);
      }
      if (t - t0 < ms) requestAnimationFrame(frame);
      else done();
    }
    requestAnimationFrame(frame);
  });
  return { times };
}`;

interface FrameReport {
  fps: number;
  dropped: number;
  longFrames: number;
  worstMs: number;
  /** the renderer's main thread, from a trace: CPU time (which CPU throttling scales as a phone would) */
  main: MainThread;
}

interface MainThread {
  /** ms of main-thread CPU per second, and the style, layout and paint part of it */
  busy: number;
  rendering: number;
  /** the longest task */
  longestMs: number;
}

const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

/**
 * Main-thread work of the page's renderer in a Chromium trace, by thread CPU time (tdur), which
 * other processes on a busy machine inflate less than they do wall time.
 */
function mainThreadOf(trace: Buffer, seconds: number): MainThread {
  type Event = { name: string; ph: string; pid: number; tid: number; tdur?: number };
  const events = (JSON.parse(trace.toString()) as { traceEvents: Event[] }).traceEvents;
  // The page's main thread: the renderer thread that ran the page's script.
  const scripts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'FunctionCall')
      scripts.set(`${e.pid}:${e.tid}`, (scripts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...scripts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out = { busy: 0, rendering: 0, longestMs: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
    const ms = (e.tdur ?? 0) / 1000;
    if (e.name === 'RunTask') {
      out.busy += ms;
      out.longestMs = Math.max(out.longestMs, ms);
    } else if (RENDERING.has(e.name)) out.rendering += ms;
  }
  return { ...out, busy: out.busy / seconds, rendering: out.rendering / seconds };
}

async function recordFrames(page: Page, ms: number, scrollPxPerS = 0): Promise<FrameReport> {
  await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  const { times } = (await page.evaluate(`(${RECORD_FRAMES})(${JSON.stringify({ ms, scrollPxPerS })})`)) as {
    times: number[];
  };
  const trace = await page.context().browser()!.stopTracing();
  const intervals = times.slice(1).map((t, i) => t - times[i]!);
  const seconds = (times[times.length - 1]! - times[0]!) / 1000;
  return {
    fps: intervals.length / seconds,
    // A frame that took n vsyncs dropped n - 1 of them.
    dropped: intervals.reduce((a, d) => a + Math.max(0, Math.round(d / FRAME_MS) - 1), 0),
    longFrames: intervals.filter((d) => d > 2 * FRAME_MS).length,
    worstMs: Math.max(...intervals),
    main: mainThreadOf(trace, seconds),
  };
}

/**
 * LiveBets with 200 live football matches, every odd of which the page has already been pushed
 * once, while the server applies 50 odds changes a second and pushes them over `/live`, on a
 * phone-sized page with the CPU slowed 4x (Lighthouse's mid-range phone): frames per second and
 * dropped frames, with the main thread's CPU time from a trace, the list at rest and while it is
 * scrolled through end to end. The server runs in this process with FEED=none and the bench's
 * world; the network is not throttled (the figure is about rendering).
 */
export async function run(): Promise<void> {
  if (!CHROMIUM) return console.log(NO_CHROMIUM);
  const { server, browser, close } = await startSite();
  try {
    const service = server.services.sports;
    const world = new LiveWorld(MATCHES);
    await service.apply(world.messages);

    const page = await (await browser.newContext(PHONE)).newPage();
    let received = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = String(f.payload);
        if (text.includes('"odds"')) received += text.split('"outcomeId"').length - 1;
      }),
    );
    let listed = 0;
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname !== '/api/v1/live') return;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      void res.json().then(
        (body: { results: unknown[] }) => (listed = Math.max(listed, offset + body.results.length)),
        () => undefined,
      );
    });
    await throttle(page, { cpu: MOBILE_4G.cpu });
    await page.goto(`${server.url}/tr/livebets?sid=1`);
    await page.getByTestId('match-row').first().waitFor();
    // The list loads 50 at a time near its end: scroll down until all 200 are in it.
    for (const end = Date.now() + 30_000; listed < MATCHES && Date.now() < end;) {
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(400);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    const rows = await page.getByTestId('match-row').count();

    // A page that has followed the matches for a while holds a pushed state for every outcome.
    await service.apply(world.everyOddMoved());
    await page.waitForTimeout(2_000);

    const before = received;
    const load = startOddsLoad(service, world, ODDS_PER_SECOND);
    await page.waitForTimeout(1_000);
    const atRest = await recordFrames(page, SECONDS * 1000);
    const scrolling = await recordFrames(page, SECONDS * 1000, SCROLL_PX_PER_S);
    const { changes, seconds } = await load.stop();
    await page.waitForTimeout(500);
    const pushed = received - before;

    console.log(
      `LiveBets, ${listed} live matches in the list (${rows} rows in the DOM), phone viewport, CPU ${MOBILE_4G.cpu}x slower`,
    );
    console.log(
      `  load: ${(changes / seconds).toFixed(0)} odds changes/s applied by the server, ` +
        `${(pushed / seconds).toFixed(0)}/s received by the page over /live`,
    );
    for (const [name, r] of [
      ['at rest', atRest],
      [`scrolling ${SCROLL_PX_PER_S} px/s`, scrolling],
    ] as const) {
      const m = r.main;
      console.log(
        `  ${name}: ${r.fps.toFixed(1)} fps, ${r.dropped} dropped frames in ${SECONDS} s, ` +
          `${r.longFrames} frames over 33 ms (worst ${r.worstMs.toFixed(0)} ms)`,
      );
      console.log(
        `    main thread CPU ${m.busy.toFixed(0)} ms/s (style, layout and paint ${m.rendering.toFixed(0)}); ` +
          `longest task ${m.longestMs.toFixed(0)} ms`,
      );
    }
    console.log(
      `  (frames are wall-clock and suffer when the machine is busy: load average ${os.loadavg()[0]!.toFixed(1)} ` +
        `on ${os.cpus().length} CPUs; main-thread figures are CPU time, throttled ${MOBILE_4G.cpu}x)`,
    );
  } finally {
    await close();
  }
}
