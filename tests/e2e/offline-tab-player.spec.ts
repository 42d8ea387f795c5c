import { expect, test, type Page } from '@playwright/test';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// A new tab opened without a network shows the logged-in player's header (name and the balance last
// known), not a guest's login buttons; once the player logged out, such a tab shows a guest. The
// server's session cookie still decides everything the server does.
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

for (const lang of ['tr', 'aa'])
  test(`a tab opened offline shows the player's header, and a guest's after the logout (${lang}, 360 px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const player = await newPlayer(baseURL!, 500);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const shown = await page.getByTestId('header-balance').innerText();
    await workerReady(page);

    await context.setOffline(true);
    const other = await context.newPage();
    await other.setViewportSize({ width: 360, height: 760 });
    await other.goto(`/${lang}/`);
    await expect(other.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting', {
      timeout: 15_000,
    });
    await expect(other.getByTestId('header-balance')).toBeVisible();
    await expect(other.getByTestId('home')).toBeVisible();
    await expect(other.getByTestId('header-balance')).toHaveText(shown);
    await expect(other.locator('header .login-button')).toHaveCount(0);
    await other.screenshot({ path: test.info().outputPath(`offline-tab-player-${lang}-360.png`) });
    await other.close();

    // logged out (the first tab, online): a tab opened offline afterwards shows a guest
    await context.setOffline(false);
    await page.getByTestId('header-balance').click();
    await page.locator('.side-menu.right .menu-links button').click();
    await expect(page.locator('header .login-button')).toBeVisible();
    await context.setOffline(true);
    const third = await context.newPage();
    await third.setViewportSize({ width: 360, height: 760 });
    await third.goto(`/${lang}/`);
    await expect(third.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting', {
      timeout: 15_000,
    });
    await expect(third.locator('header .login-button')).toBeVisible();
    await expect(third.getByTestId('home')).toBeVisible();
    await expect(third.getByTestId('header-balance')).toHaveCount(0);
    await third.screenshot({ path: test.info().outputPath(`offline-tab-guest-${lang}-360.png`) });
    await context.setOffline(false);
  });
