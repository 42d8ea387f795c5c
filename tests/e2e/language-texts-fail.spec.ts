import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

// Arabic's texts come as chunks of their own: when they do not load, the site must not show
// Turkish under /aa/ as if that were the answer. It says the language did not load, in the
// language it holds, and Try again brings the page in Arabic.
for (const width of [360, 1280]) {
  test(`Arabic texts that fail to load show the retry error, never Turkish silently (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const arabic = /\/assets\/aa-[^/]*\.js$/;
    await page.route(arabic, (route) => route.abort('connectionreset'));
    await page.goto('/aa/sports');

    const error = page.getByTestId('language-error');
    await expect(error).toBeVisible({ timeout: 20_000 });
    // the error is in the language at hand, says so, and names the language asked for in Arabic
    await expect(error).toHaveAttribute('lang', 'tr');
    await expect(error.getByRole('heading', { name: 'Bu sayfa açılamadı' })).toBeVisible();
    await expect(error.locator('[lang="ar"]')).toHaveText('العربية');
    // no page of the site in Turkish meanwhile
    await expect(page.getByTestId('sportbets')).toHaveCount(0);
    await expect(page.locator('header.header')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute(arabic);
    await error.getByTestId('language-error-retry').click();
    await expect(page.getByTestId('sportbets')).toBeVisible({ timeout: 20_000 });
    await expect(error).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('sportbets').locator('h1')).toHaveText(/[\u0600-\u06ff]/);
  });
}
