import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

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
