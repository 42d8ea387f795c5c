import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

// Bad networks (issue 14 item 1): a page whose code cannot load shows a friendly error page with a
// retry, never a blank screen, and the retry opens the page once the connection is back.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('offline, an unvisited page shows the error page; online again, Try again opens it', async ({
      page,
      context,
    }) => {
      await page.goto('/en/');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await context.setOffline(true);
      await page.getByTestId('footer-sports').click();
      await expect(page).toHaveURL(/\/en\/sports$/);

      const error = page.getByTestId('route-error');
      await expect(error).toBeVisible({ timeout: 10_000 });
      await expect(error.getByRole('heading', { name: 'This page could not be opened' })).toBeVisible();
      // The shell stays: the page is not white, and Home is a tap away.
      await expect(page.locator('header.header')).toBeVisible();
      await expect(error.getByTestId('route-error-home')).toHaveAttribute('href', '/en/');
      await expectNoAxeViolations(page);

      await context.setOffline(false);
      await error.getByTestId('route-error-retry').click();
      await expect(error).toHaveCount(0);
      await expect(page.getByTestId('sportbets')).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/en\/sports$/);
    });

    test('the error page is in the page language and Home leaves it', async ({ page, context }) => {
      await page.goto('/tr/');
      await expect(page.getByRole('heading', { name: 'Hoş geldiniz' })).toBeVisible();
      await context.setOffline(true);
      await page.getByTestId('footer-live').click();
      const error = page.getByTestId('route-error');
      await expect(error.getByRole('heading', { name: 'Bu sayfa açılamadı' })).toBeVisible({
        timeout: 10_000,
      });
      await expect(error.getByTestId('route-error-retry')).toHaveText('Tekrar dene');
      await error.getByTestId('route-error-home').click();
      await expect(page.getByRole('heading', { name: 'Hoş geldiniz' })).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  });
}
