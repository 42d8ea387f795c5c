import { expect, test, type Page } from '@playwright/test';

/** The balance as the server holds it, written as the header shows it in English (4,963.00 TL). */
const shownCredit = async (page: Page) => {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { credit: number };
  const english = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${english.format(me.credit)} TL`;
};

// player2's balance is this test's alone: coupons-flow debits player1 beside it.
test('a player logs in from the right menu, sees the balance and the account links, and logs out', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Username').fill('player2');
  await menu.getByLabel('Password').fill('player1234');
  await menu.getByRole('button', { name: 'Log in' }).click();
  // the simulated past may have settled coupons of player2: the server's figure decides
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const credit = await shownCredit(page);
  await expect(page.getByTestId('header-balance')).toHaveText(credit);
  await page.getByTestId('header-balance').click();
  await expect(menu.getByTestId('account-name')).toHaveText('player2');
  await expect(menu.getByRole('link', { name: 'My coupons' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  // The waiting-coupon counter ('9+' above 9) reads the player's waiting coupons.
  await expect(menu.locator('.account-waiting .badge')).toHaveText(/^(\d|9\+)$/);
  // The session survives a reload (httpOnly cookie, read back through GET /me).
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(credit);
  await page.getByTestId('header-balance').click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a wrong password shows the server message in the page language', async ({ page }) => {
  await page.goto('/tr/');
  await page.getByRole('button', { name: 'Giriş' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Kullanıcı adı').fill('player1');
  await menu.getByLabel('Şifre').fill('wrong-password');
  await menu.getByRole('button', { name: 'Giriş yap' }).click();
  // the notice's own status region, not the connection banner's
  await expect(page.getByTestId('notice').getByRole('status')).toContainText(/şifre/i);
});

test('the login form refuses too-short input before asking the server', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Username').fill('abc');
  await menu.getByLabel('Password').fill('abcd');
  await menu.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('notice').getByRole('status')).toHaveText(
    'Username and password must be 4 to 20 characters long.',
  );
});

test('a shop terminal user sees no logo link, no cash-out and no My coupons', async ({ page }) => {
  await page.goto('/en/firstlogin');
  await page.getByLabel('Username').fill('shop1');
  await page.getByLabel('Password').fill('shop1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(await shownCredit(page));
  await expect(page.locator('header a.logo')).toHaveCount(0);
  await expect(page.locator('footer.footer')).not.toContainText('Cashout');
  await page.getByTestId('header-balance').click();
  await expect(page.locator('.side-menu.right').getByRole('link', { name: 'My coupons' })).toHaveCount(0);
});
