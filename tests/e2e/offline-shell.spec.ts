import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// A page reloaded or opened without a network shows the site with its offline banner (from the
// service worker's copy of the last visit), not the browser's error page; the data never comes
// from that copy.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker runs the page and keeps what the page loaded. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await (await caches.open('assets-v1')).keys();
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith('/assets/'));
          return loaded.every((p) => kept.some((k) => new URL(k.url).pathname === p));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

const CASES = [
  { lang: 'tr', width: 360, offline: 'Bağlantı kesildi. Yeniden bağlanılıyor…', error: 'Bu sayfa açılamadı' },
  { lang: 'aa', width: 1280, offline: null, error: null },
] as const;

for (const c of CASES)
  test(`a reload without a network shows the site and says the connection is gone (${c.lang}, ${c.width} px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: c.width, height: 800 });
    await page.goto(`/${c.lang}/`);
    await expect(page.getByTestId('home')).toBeVisible();
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.header')).toBeVisible();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', c.lang === 'aa' ? 'rtl' : 'ltr');
    const banner = page.getByTestId('net-banner');
    await expect(banner).toHaveAttribute('data-state', 'reconnecting', { timeout: 15_000 });
    if (c.offline) await expect(banner).toHaveText(c.offline);
    // the server's data is never answered from the worker's copies
    const api = await page.evaluate(() =>
      fetch('/api/v1/health').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`offline-reload-${c.lang}-${c.width}.png`) });

    // A page never visited: the site opens, and the page says it opens once the network is back.
    await page.goto(`/${c.lang}/results`);
    const error = page.getByTestId('route-error');
    await expect(error).toBeVisible({ timeout: 15_000 });
    if (c.error) await expect(error.getByRole('heading', { name: c.error })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`offline-unvisited-${c.lang}-${c.width}.png`) });
    await context.setOffline(false);
    await expect(page.getByTestId('route-error')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('results')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${c.lang}/results$`));
    await expect(banner).toHaveText('', { timeout: 15_000 });
  });

// A logged-in player opens a page whose code was never loaded while offline: the page waits for
// the network, and once it is back the player is still logged in and the page has its styles (the
// chunk's stylesheet failed too, and a second import of the chunk would not ask for it again).
const PLAYER_CASES = [
  { lang: 'tr', width: 360, balance: '500,00 TL' },
  { lang: 'aa', width: 1280, balance: null },
] as const;

for (const c of PLAYER_CASES)
  test(`a page opened offline by a logged-in player opens logged in and styled once online (${c.lang}, ${c.width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const player = await newPlayer(baseURL!, 500);
    await page.setViewportSize({ width: c.width, height: 800 });
    await page.goto(`/${c.lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const balance = page.getByTestId('header-balance');
    if (c.balance) await expect(balance).toHaveText(c.balance);
    await workerReady(page);

    await context.setOffline(true);
    await page.goto(`/${c.lang}/casino`);
    await expect(page.getByTestId('route-error')).toBeVisible({ timeout: 15_000 });
    // the worker's copy of the site knows someone is logged in: it does not offer the login
    await expect(balance).toBeVisible();
    await expect(page.locator('header .login-button')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`offline-player-${c.lang}-${c.width}.png`) });

    await context.setOffline(false);
    await expect(page.getByTestId('route-error')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('jackpot-tiles')).toBeVisible();
    // the session was read again: the balance is the server's
    await expect(balance).toBeVisible();
    if (c.balance) await expect(balance).toHaveText(c.balance);
    await expect(page.locator('header .login-button')).toHaveCount(0);
    // the page's stylesheet came with it (the tiles are a grid, not a bullet list)
    const tiles = page.getByTestId('jackpot-tiles').locator('ul');
    await expect(tiles).toHaveCSS('list-style-type', 'none');
    await expect(tiles).toHaveCSS('display', 'grid');
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
    await page.screenshot({ path: test.info().outputPath(`online-player-${c.lang}-${c.width}.png`) });

    // A tab of its own, opened offline, shows the player last known on the device; it asks the
    // server once the connection is back.
    await context.setOffline(true);
    const other = await context.newPage();
    await other.setViewportSize({ width: c.width, height: 800 });
    await other.goto(`/${c.lang}/casino`);
    await expect(other.getByTestId('jackpot-tiles')).toBeVisible({ timeout: 15_000 });
    await expect(other.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting');
    await context.setOffline(false);
    await expect(other.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
    if (c.balance) await expect(other.getByTestId('header-balance')).toHaveText(c.balance);
  });
