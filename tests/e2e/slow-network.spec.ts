import { expect, test } from '@playwright/test';
import { holdApi, tapLink, throttle } from './pages/network.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// Issue 14 item 1: on a slow connection the screen is never blank. The shell and grey skeleton rows
// show before the data; each screen's data is held on its way, so the test sees that state however
// fast or slow the machine is, then let through.

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a throttled phone journey: Home, Sports, Live, a match and My coupons show skeletons before their data', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const player = await newPlayer(baseURL!);
      await page.goto('/tr/');
      await new ShellPage(page).login(player.userName, player.password);

      await throttle(page, context);
      const skeleton = page.getByTestId('skeleton');
      const rows = page.getByTestId('match-row');

      // Home, from a cold load: the page paints a header and rows before any script runs.
      const homeData = await holdApi(page, /^\/api\/v1\/matches$/);
      await page.goto('/tr/', { waitUntil: 'commit' });
      await expect(page.getByTestId('boot').or(page.locator('header.header'))).toBeVisible();
      await expect(page.locator('header.header')).toBeVisible({ timeout: 60_000 });
      await expect(skeleton.first()).toBeVisible({ timeout: 30_000 });
      await expect(skeleton.first()).toHaveAttribute('aria-busy', 'true');
      await expect(skeleton.first()).toContainText('Yükleniyor');
      await homeData.requested();
      await expect(rows).toHaveCount(0);
      homeData.release();
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      await page.unrouteAll({ behavior: 'wait' });

      // Sports: its code and its list come over the slow line; skeletons meanwhile.
      const sportsData = await holdApi(page, /^\/api\/v1\/matches$/);
      await tapLink(page, '/tr/sports');
      await expect(page.locator('header.header')).toBeVisible();
      await expect(skeleton.first()).toBeVisible({ timeout: 30_000 });
      await sportsData.requested();
      await expect(page.getByTestId('sportbets').getByTestId('match-row')).toHaveCount(0);
      sportsData.release();
      await expect(page.getByTestId('sportbets').getByTestId('match-row').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.unrouteAll({ behavior: 'wait' });

      // Live.
      const liveData = await holdApi(page, /^\/api\/v1\/live$/);
      await tapLink(page, '/tr/livebets');
      await expect(skeleton.first()).toBeVisible({ timeout: 30_000 });
      await liveData.requested();
      await expect(page.getByTestId('live-empty')).toHaveCount(0);
      liveData.release();
      await expect(page.getByTestId('livebets').getByTestId('match-row').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.unrouteAll({ behavior: 'wait' });

      // A match.
      const matchData = await holdApi(page, /^\/api\/v1\/matches\/\d+$/);
      await rows.first().getByTestId('match-link').click();
      await expect(skeleton.first()).toBeVisible({ timeout: 30_000 });
      await matchData.requested();
      await expect(page.getByTestId('match-not-found')).toHaveCount(0);
      matchData.release();
      await expect(page.getByTestId('detail-score')).toBeVisible({ timeout: 30_000 });
      await page.unrouteAll({ behavior: 'wait' });

      // My coupons.
      const couponsData = await holdApi(page, /^\/api\/v1\/coupons$/);
      await page.goto('/tr/coupons', { waitUntil: 'commit' });
      await expect(page.getByTestId('boot').or(page.locator('header.header'))).toBeVisible();
      await expect(skeleton.first()).toBeVisible({ timeout: 60_000 });
      await couponsData.requested();
      couponsData.release();
      await expect(skeleton).toHaveCount(0, { timeout: 30_000 });
      await expect(
        page.getByText('Henüz kuponunuz yok.', { exact: false }).or(page.getByTestId('coupon-item').first()),
      ).toBeVisible();
    });
  });
}
