import { startTestServer } from '@bet/server';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { buildWeb } from './build.ts';

/**
 * The production build served by a real server (its own SQLite file whatever DATABASE_URL says,
 * and no feed: the bench applies its own world) with a headless Chromium to open it.
 */
export async function startSite(): Promise<{
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: Browser;
  close: () => Promise<void>;
}> {
  const { dir } = buildWeb();
  const server = await startTestServer({
    webDist: dir,
    feed: 'none',
    databaseUrl: undefined,
    databaseSchema: undefined,
  });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
