import { expect, test } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { newPlayer } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// The browser asks for English pages, as many phones' browsers do, while the player plays in Turkish.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });

test('the printed ticket is in the language of the page, not the browser’s', async ({ page, baseURL }) => {
  const player = await newPlayer(baseURL!);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(login.status()).toBe(200);
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await slip.create();
  const last = page.getByTestId('last-coupon');
  await expect(last).toBeVisible();
  const ticketId = (await last.getByTestId('last-ticket-id').innerText()).trim();

  // Print opens the printable ticket in Turkish, the page's language
  const [printed] = await Promise.all([page.waitForEvent('popup'), last.getByTestId('print').click()]);
  await printed.waitForLoadState();
  expect(new URL(printed.url()).pathname).toBe(`/api/v1/coupons/${ticketId}/print`);
  await expect(printed.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(printed.locator('body')).not.toContainText('Max. payout');
  await printed.close();
});
