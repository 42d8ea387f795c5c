import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { tapLink } from './pages/network.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// Issue 14 item 1: bad networks. Offline is Chromium's own offline mode (context.setOffline).

/** The live list's own reads (not the live favourites). */
const isLiveList = (url: string) => /\/api\/v1\/live\?/.test(url);

async function openLive(page: Page, lang: string) {
  await page.goto(`/${lang}/livebets`);
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('unknown paths show a translated 404 page with the way home; /tr/live leads to the live list', async ({
      page,
    }) => {
      for (const path of ['/tr/nonexistent', '/tr/live/xyz']) {
        await page.goto(path);
        const notFound = page.getByTestId('not-found');
        await expect(notFound.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
        await expect(page.getByTestId('home')).toHaveCount(0);
        // The shell stays around it.
        await expect(page.locator('header.header')).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByTestId('not-found-home').click();
      await expect(page).toHaveURL(/\/tr\/$/);
      await expect(page.getByTestId('home')).toBeVisible();

      await page.goto('/en/nowhere/at/all');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByTestId('not-found-home')).toHaveText('Back to Home');

      await page.goto('/tr/live');
      await expect(page).toHaveURL(/\/tr\/livebets$/);
      await expect(page.getByTestId('livebets')).toBeVisible();
    });

    test('offline, an unvisited page shows the error page, which opens the page by itself once online', async ({
      page,
      context,
    }) => {
      await page.goto('/tr/');
      await expect(page.getByTestId('home')).toBeVisible();
      // A desktop's sports tree reads its list too: an answer still on its way would say 'back'.
      if (width >= 1024) await expect(page.getByTestId('tree-sport').first()).toBeVisible();
      await context.setOffline(true);
      // the footer's tab on a phone, the header's on a desktop (which has no bottom tab bar)
      await (
        width >= 1024
          ? page.locator('.header-nav').getByRole('link', { name: 'Spor', exact: true })
          : page.getByTestId('footer-sports')
      ).click();
      const error = page.getByTestId('route-error');
      await expect(error.getByRole('heading', { name: 'Bu sayfa açılamadı' })).toBeVisible({
        timeout: 10_000,
      });
      await expect(error).toContainText('Bağlantı geri geldiğinde sayfa kendiliğinden açılacak.');
      await expect(error.getByTestId('route-error-retry')).toHaveText('Tekrar dene');
      await expect(page.getByTestId('net-banner')).toHaveText('Bağlantı kesildi. Yeniden bağlanılıyor…');
      await expectNoAxeViolations(page);

      // No tap: the 'online' event tries again. 'Back' shows for a few seconds only, which a loaded
      // machine can spend rendering the page: watch for it from before the connection returns.
      const back = page.waitForFunction(
        () => document.querySelector('[data-testid="net-banner"]')?.textContent === 'Bağlantı geri geldi.',
        null,
        { timeout: 15_000 },
      );
      await context.setOffline(false);
      await back;
      await expect(page.getByTestId('sportbets')).toBeVisible({ timeout: 15_000 });
      await expect(error).toHaveCount(0);
      await expect(page.getByTestId('net-banner')).toHaveText('', { timeout: 10_000 });
    });

    test('offline on Live, the last list stays under a reconnecting banner; back online it says so and reloads', async ({
      page,
      context,
    }) => {
      await openLive(page, 'en');
      const rows = await page.getByTestId('match-row').count();
      expect(rows).toBeGreaterThan(0);

      await context.setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
      await expect(banner).toBeVisible();
      // Tabs away and back, offline: the list is still there, never 'no matches'.
      await page.getByTestId('upcoming-tab').click();
      await page.getByTestId('live-tab').click();
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await expect(page.getByTestId('live-empty')).toHaveCount(0);
      await expectNoAxeViolations(page, '[data-testid="net-banner"]');

      const reread = page.waitForRequest((r) => isLiveList(r.url()));
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: 'The connection is back.' })).toBeVisible();
      await reread;
      await expect(page.getByTestId('net-banner')).toHaveText('', { timeout: 10_000 });
      await expect(page.getByTestId('match-row').first()).toBeVisible();
    });
    test('an offline-then-online journey: visited screens keep their data, an unvisited one opens once online', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const player = await newPlayer(baseURL!);
      const rows = page.getByTestId('match-row');
      const banner = page.getByTestId('net-banner');
      const noData = page.getByTestId('offline-empty').or(page.getByTestId('live-empty'));

      // Online: Home, Sports, a match, Live and My coupons, all inside the app.
      await page.goto('/en/');
      await new ShellPage(page).login(player.userName, player.password);
      await expect(rows.first()).toBeVisible();
      await tapLink(page, '/en/sports');
      await expect(page.getByTestId('sportbets').getByTestId('match-row').first()).toBeVisible();
      await rows.first().getByTestId('match-link').click();
      await expect(page.getByTestId('detail-score')).toBeVisible();
      await tapLink(page, '/en/livebets');
      await expect(page.getByTestId('livebets').getByTestId('match-row').first()).toBeVisible();
      await page.getByTestId('header-balance').click();
      await page.locator('.side-menu.right a[href="/en/coupons"]').click();
      await expect(page.getByText('No coupons yet.', { exact: false })).toBeVisible();

      await context.setOffline(true);
      await expect(banner).toHaveText('Connection lost. Reconnecting…');
      // Back through the screens: each still shows what it had, never an empty answer.
      await page.goBack();
      await expect(page.getByTestId('livebets').getByTestId('match-row').first()).toBeVisible();
      await expect(noData).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('detail-score')).toBeVisible();
      await expect(page.getByTestId('match-not-found')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('sportbets').getByTestId('match-row').first()).toBeVisible();
      await expect(noData).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('home').getByTestId('match-row').first()).toBeVisible();
      await expect(banner).toHaveText('Connection lost. Reconnecting…');

      // A screen never opened: its code cannot come; the error page waits for the connection.
      await page.locator('main a[href="/en/uphigh?act=2"]').click();
      await expect(page.getByTestId('route-error')).toContainText(
        'The page opens by itself when the connection is back.',
        { timeout: 10_000 },
      );
      await expect(page.locator('header.header')).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByTestId('uphigh')).toBeVisible({ timeout: 15_000 });
      await expect(banner).toHaveText('The connection is back.');
      await expect(banner).toHaveText('', { timeout: 10_000 });
      await expect(page.getByTestId('header-balance')).toBeVisible();
    });
  });
}
