import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

// Bad networks (issue 14 item 1): a page whose code cannot load shows a friendly error page with a
// retry, never a blank screen, and the retry opens the page once the connection is back (by itself
// after being offline: see bad-network.spec.ts).
/** The footer's tab on a phone, the header's tab on a desktop (which has no bottom tab bar). */
function area(page: Page, width: number, footerId: string, headerName: string) {
  return width >= 1024
    ? page.locator('.header-nav').getByRole('link', { name: headerName, exact: true })
    : page.getByTestId(footerId);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a page whose code the server fails to send shows the error page; Try again opens it', async ({
      page,
    }) => {
      await page.goto('/en/');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      // Online, but the page's chunk does not come (a proxy or a dropped download): no 'online' event
      // will come to retry by itself, the button does.
      const chunk = /\/assets\/SportBetsPage-[^/]*\.js$/;
      await page.route(chunk, (route) => route.abort('connectionreset'));
      await area(page, width, 'footer-sports', 'Sports').click();
      await expect(page).toHaveURL(/\/en\/sports$/);

      const error = page.getByTestId('route-error');
      await expect(error).toBeVisible({ timeout: 10_000 });
      await expect(error.getByRole('heading', { name: 'This page could not be opened' })).toBeVisible();
      await expect(error).toContainText('The connection may have dropped.');
      // The shell stays: the page is not white, and Home is a tap away.
      await expect(page.locator('header.header')).toBeVisible();
      await expect(error.getByTestId('route-error-home')).toHaveAttribute('href', '/en/');
      await expectNoAxeViolations(page);

      await page.unroute(chunk);
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
      await area(page, width, 'footer-live', 'Canlı').click();
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
