import { expect, test } from '@playwright/test';
import { createShopUser, logIn } from './pages/terminal-rig.ts';

// A shop user has no My coupons (spec: type F), so no footer entry may lead there and bounce Home.
test('a shop user’s footer offers the slip, never My coupons, whether the slip is empty or not', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const shop = await createShopUser(api);
  await api.dispose();
  await logIn(page, shop);
  await page.goto('/tr/sports');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const footer = page.locator('footer.footer');
  await expect(footer.getByTestId('footer-coupons')).toHaveCount(0);
  await expect(footer.getByTestId('footer-cashout')).toHaveCount(0);
  await footer.getByTestId('footer-slip').click();
  await expect(page).toHaveURL(/\/tr\/betslip$/);
  await expect(page.getByTestId('slip-empty')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shop-footer-empty-slip.png') });
});
