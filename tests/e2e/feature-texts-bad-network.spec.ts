import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

// A feature's texts (the panel's, the account screens') load as a chunk of their own with the
// feature: when that chunk does not come, the page shows the route's error page with 'Try again'
// (never a blank screen), and the retry opens it once the chunk loads.
for (const width of [360, 1280]) {
  test(`the panel's texts failing to load show the error page, and Try again opens the panel (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The site's Turkish texts are in the main bundle: the Turkish text chunks are the features' own.
    const texts = /\/assets\/tr-[^/]*\.js$/;
    await page.route(texts, (route) => route.abort('connectionreset'));
    await page.goto('/tr/admin');

    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: 'Bu sayfa açılamadı' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(error.getByTestId('route-error-retry')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute(texts);
    await error.getByTestId('route-error-retry').click();
    await expect(page.locator('.panel-login form')).toBeVisible({ timeout: 15_000 });
    await expect(error).toHaveCount(0);
    await expect(page).toHaveURL(/\/tr\/admin\/login/);
  });
}

for (const width of [360, 1280]) {
  test(`the account screens' texts failing to load show the error page, and Try again opens them (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const player = await newPlayer(baseURL!);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(login.status()).toBe(200);
    const texts = /\/assets\/tr-[^/]*\.js$/;
    await page.route(texts, (route) => route.abort('connectionreset'));
    await page.goto('/tr/myAccount');

    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: 'Bu sayfa açılamadı' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.locator('header.header')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute(texts);
    await error.getByTestId('route-error-retry').click();
    await expect(page.locator('.account-page h1')).not.toBeEmpty({ timeout: 15_000 });
    await expect(error).toHaveCount(0);
  });
}
