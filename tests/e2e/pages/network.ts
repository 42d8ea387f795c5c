import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * A phone on a poor mobile network, through Chromium's own throttling (DevTools protocol):
 * 400 kbit/s each way and 400 ms of latency.
 */
export async function throttle(page: Page, context: BrowserContext, kbps = 400, latencyMs = 400) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (kbps * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  });
  return cdp;
}

/**
 * Holds the API answers whose path matches until `release` is called (the request reaches the
 * server only then), so a test sees what the screen shows while its data is on the way.
 */
export async function holdApi(page: Page, path: RegExp, method = 'GET') {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let seen = 0;
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.continue();
      seen++;
      await gate;
      await route.continue().catch(() => undefined);
    },
  );
  return {
    release,
    /** Resolves once a matching request is held. */
    async requested() {
      await expect.poll(() => seen).toBeGreaterThan(0);
    },
  };
}

/** Follows the page's own link to `path` (the footer on a phone, the header tabs on a desk). */
export async function tapLink(page: Page, path: string) {
  const link = `a[href="${path}"]`;
  await page.locator(`footer ${link}, .header-nav ${link}`).filter({ visible: true }).first().click();
}
