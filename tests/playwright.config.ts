import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

// A port of its own per run (workers inherit it), so two runs on one machine never meet.
const port = Number((process.env['E2E_PORT'] ??= String(18_000 + (process.pid % 2_000))));
// Workers load this file too; they inherit the directory the runner made instead of making their own.
const dataDir = (process.env['E2E_DATA_DIR'] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bet-e2e-')));

// Specs that change site-wide settings (*.site.spec.ts) get a server of their own, with its own
// database and its own copy of the built app (content.site.spec.ts rewrites its build.json): they
// run beside the others instead of after them, and no other spec sees what they switch.
const sitePort = Number((process.env['E2E_SITE_PORT'] ??= String(port + 2_000)));
const siteDataDir = (process.env['E2E_SITE_DATA_DIR'] ??= fs.mkdtempSync(
  path.join(os.tmpdir(), 'bet-e2e-site-'),
));
const webDist = path.resolve(import.meta.dirname, process.env['WEB_DIST'] || '../web/dist');
const siteWebDist = (process.env['E2E_SITE_WEB_DIST'] ??= path.join(siteDataDir, 'web'));
if (!fs.existsSync(siteWebDist) && fs.existsSync(webDist))
  fs.cpSync(webDist, siteWebDist, { recursive: true });

/** An end-to-end server: its own embedded SQLite file with the simulator. */
const e2eServer = (listenOn: number, dir: string, dist: string, env: Record<string, string> = {}) => ({
  // exec: the server is the runner's own child, so it sees the runner end (EXIT_WITH_PARENT).
  command: 'exec node --import tsx ../server/src/main.ts',
  url: `http://127.0.0.1:${listenOn}/api/v1/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(listenOn),
    DATA_DIR: dir,
    DATABASE_URL: '',
    REDIS_URL: '',
    FEED: 'simulator',
    SIM_SEED: '7',
    LOG_LEVEL: 'warn',
    EXIT_WITH_PARENT: '1',
    WEB_DIST: dist,
    // A bingo draw every 15 s, a ball every 120 ms: bingo.spec.ts watches whole draws in seconds.
    // 90 balls take under 11 s, so a finished draw stays on screen a few seconds before the next
    // starts (as with the defaults). No other spec depends on the schedule.
    BINGO_INTERVAL_MS: '15000',
    BINGO_BALL_MS: '120',
    ...env,
  },
});

export default defineConfig({
  testDir: './e2e',
  // A real SMTP server for the run; specs read delivered mail with e2e/mail/last-mail.ts.
  globalSetup: './e2e/mail/mail-sink.ts',
  // A run of its own elsewhere (E2E_OUTPUT_DIR) keeps parallel runs from wiping each other's results.
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? './test-results',
  fullyParallel: true,
  workers: 2,
  // CI runs the whole suite on two cores beside the server: a flake gets one more try there, and
  // the report lists it as flaky; a test that fails twice fails the run.
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI']
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  // Two workers and the server share two cores: a player's journey with a login, a few pages and
  // a placement runs past 30 s there now and then without anything being wrong.
  timeout: 60_000,
  // A loaded two-core machine renders a busy page in more than the default 5 s now and then.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    // A phone's layout (its CSS size, touch, mobile viewport) at one device pixel per CSS pixel:
    // Pixel 7's 2.625 had Chromium rasterise about seven times the pixels, in software, on CI's
    // two cores (busy 97 % of a run either way). Layout and wrapping are in CSS pixels; no spec
    // compares pixels.
    deviceScaleFactor: 1,
    // The site stops its looping animations for readers who ask for less motion: an idle page then
    // draws no frames (an open page with a pulsing dot cost a tenth of a core in software GL).
    // side-menus-slide.spec.ts asks for motion to see the menus slide.
    reducedMotion: 'reduce',
    // The site's service worker would answer the page's own files itself, out of page.route's
    // reach (specs that cut or slow them); offline-shell.spec.ts lets it work.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace records screenshots and DOM snapshots all through a test: kept for every test it
    // took about 40 % of the suite's time on two cores. A failure's retry records one; locally,
    // rerun a failing spec with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      ...(CHROMIUM ? { executablePath: CHROMIUM } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Site-wide settings, on the second server; listed first so that their one-at-a-time queue starts
    // at once beside the other specs instead of being a tail after them. To run one spec alone:
    // `npx playwright test -c tests <spec>`.
    {
      name: 'site-settings',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${sitePort}` },
      testMatch: /\.site\.spec\.ts$/,
      // One at a time: a spec that turns on maintenance must not meet one that logs in.
      workers: 1,
      fullyParallel: false,
    },
    { name: 'phone', use: { browserName: 'chromium' }, testIgnore: /\.site\.spec\.ts$/ },
  ],
  webServer: [
    e2eServer(port, dataDir, webDist),
    // A minute of the session idle settings lasts 30 s here: session-timeout.site.spec.ts watches a
    // one-minute idle timeout (warning, renewal, end) in real time on the server and in the page.
    e2eServer(sitePort, siteDataDir, siteWebDist, { SESSION_MINUTE_MS: '30000' }),
  ],
});
