import { expect, test } from '@playwright/test';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// Phone viewport (the project's default): the shell's menus, header and footer rules, guards and redirects.

test('the left menu shows the language with its flag, the enabled areas and the themes', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/en/');
  await shell.openLeftMenu();
  const menu = shell.leftMenu();
  const toggle = menu.getByTestId('language-toggle');
  await expect(toggle).toContainText('English');
  await expect(toggle.locator('img.flag')).toHaveCount(1);
  await toggle.click();
  await expect(menu.locator('.languages a')).toHaveCount(17);
  await expect(menu.locator('.languages a img.flag')).toHaveCount(17);
  await expect(menu.locator('.languages a[aria-current="true"]')).toHaveText('English');
  // Flags are real images, not emoji a phone may lack.
  const loaded = await menu
    .locator('.languages a[lang="tr"] img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBeGreaterThan(0);
  for (const name of ['Home', 'Live', 'Sports', 'Highlights', 'Upcoming', 'Results'])
    await expect(menu.locator('.menu-links').getByRole('link', { name, exact: true })).toBeVisible();
  // A fresh start switches the casino areas on (menu-areas.site.spec switches areas off); a guest
  // is not offered notifications.
  await expect(menu.getByRole('link', { name: 'Live Casino' })).toBeVisible();
  await expect(menu.getByTestId('menu-notifications')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('left-menu.png') });
  await menu.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
  await expect(menu).not.toHaveClass(/open/);
  await expect(page.getByTestId('results-yesterday')).toBeVisible();
  await expect(page.getByTestId('results-tomorrow')).toBeVisible();
});

test('header: a back chevron everywhere but Home and BetSlip; footer hidden on Favorites', async ({
  page,
}) => {
  await page.goto('/en/');
  await expect(page.getByTestId('back')).toHaveCount(0);
  await expect(page.getByTestId('logo')).toBeVisible();
  await page.goto('/en/betslip');
  await expect(page.getByTestId('back')).toHaveCount(0);
  await page.goto('/en/sports');
  await expect(page.getByTestId('back')).toBeVisible();
  // Opened directly, back has nowhere of ours to go: it goes Home.
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/en/results');
  await page.getByTestId('footer-sports').click();
  await expect(page).toHaveURL(/\/en\/sports/);
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/en\/results$/);
  await expect(page.locator('footer.footer')).toBeVisible();
  await page.goto('/en/favorites');
  await expect(page.getByTestId('favorites')).toBeVisible();
  await expect(page.locator('footer.footer')).toHaveCount(0);
});

test('a guest opening My coupons goes Home with the login popup and comes back after logging in', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  await page.goto('/en/coupons');
  await expect(page).toHaveURL(/\/en\/$/);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Register' })).toBeVisible();
  await dialog.getByLabel('Username').fill(player.userName);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/coupons$/);
  await expect(page.getByTestId('coupons')).toBeVisible();
  // Search by status and type; the form keeps dates of the history window.
  await page.getByTestId('search-status').selectOption('1');
  await page.getByTestId('search-type').selectOption('3');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('tab-win')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('coupons-search.png') });
});

test('the right menu of a player: balance with refresh, waiting coupons, links, version, logout', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page);
  await page.goto('/en/');
  const player = await newPlayer(baseURL!);
  await shell.login(player.userName, player.password);
  await page.getByTestId('header-balance').click();
  const menu = shell.rightMenu();
  await expect(menu.getByTestId('account-name')).toHaveText(player.userName);
  await expect(menu.getByTestId('waiting-count')).toHaveText(/^(\d|9\+)$/);
  await menu.getByTestId('refresh-balance').click();
  await expect(menu.getByTestId('refresh-balance')).toHaveAttribute('aria-busy', 'false');
  await expect(menu.getByTestId('account-balance')).toHaveText(/^\d+\.\d\d TL$/);
  for (const name of ['My coupons', 'Transactions', 'User information', 'Settings', 'Change password'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu).toContainText('Version 1.36.3');
  await page.screenshot({ path: test.info().outputPath('right-menu.png') });
  // A player sees the Cashout footer entry and the deposit shortcut.
  await page.getByTestId('overlay').click({ position: { x: 20, y: 300 } });
  await expect(page.getByTestId('footer-cashout')).toBeVisible();
  await page.getByTestId('header-balance').click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('header .login-button')).toBeVisible();
  await expect(page.getByTestId('footer-cashout')).toHaveCount(0);
});

test('notifications: a logged-in player sees their count in the left menu and reads them', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const res = await admin.post('/api/v1/admin/announcements', {
    data: { kind: 'notification', title: 'Your weekly summary', content: 'Three coupons won.', lang: 'az' },
  });
  const { id } = (await res.json()) as { id: number };
  try {
    const shell = new ShellPage(page);
    await page.goto('/az/');
    const player = await newPlayer(baseURL!);
    await shell.login(player.userName, player.password);
    await shell.openLeftMenu();
    await expect(page.getByTestId('notifications-count')).toHaveText('1');
    await page.getByTestId('menu-notifications').click();
    await page.getByTestId('notification-item').filter({ hasText: 'Your weekly summary' }).click();
    await expect(page).toHaveURL(new RegExp(`/az/notifications#${id}$`));
    await expect(page.getByTestId('notification-detail')).toContainText('Three coupons won.');
    // The hash opens it directly.
    await page.reload();
    await expect(page.getByTestId('notification-detail')).toContainText('Your weekly summary');
  } finally {
    await admin.delete(`/api/v1/admin/announcements/${id}`);
    await admin.dispose();
  }
});

test('the notification dialog shows the waiting state while a coupon is made, then success', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page);
  await page.goto('/en/');
  const player = await newPlayer(baseURL!);
  await shell.login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports();
  // Three matches: enough for any match's minimum number of matches.
  await sports.pickFromRows(3);
  await page.getByTestId('footer-slip').click();
  // Slow the creation down enough to see the waiting state and the busy button.
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    },
  );
  await page.getByTestId('create-coupon').click();
  await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '5');
  await expect(page.getByTestId('create-coupon')).toBeDisabled();
  await expect(page.getByTestId('create-coupon')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '1');
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  // A finished notice clears itself after 4 seconds.
  await expect(page.getByTestId('notice')).toHaveCount(0, { timeout: 6_000 });
});

test('Home: the sports header, the banners, the quick links and at most five matches', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await expect(page.locator('.home-sports .chip').first()).toBeVisible();
  const matches = page.getByTestId('home-matches').getByTestId('match-row');
  await expect(matches.first()).toBeVisible();
  expect(await matches.count()).toBeLessThanOrEqual(5);
  await page.locator('.quick-links').getByRole('link', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/en\/uphigh\?act=2$/);
  await page.screenshot({ path: test.info().outputPath('uphigh.png') });
});

test('a logged-in user opening the login page goes Home, or to the page of this site it names', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  const shell = new ShellPage(page);
  await page.goto('/en/');
  await shell.login(player.userName, player.password);
  await page.goto('/en/firstlogin');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
  await page.goto('/en/firstlogin?nextUrl=%2Fen%2Fresults');
  await expect(page).toHaveURL(/\/en\/results$/);
  // never to another site
  await page.goto('/en/firstlogin?nextUrl=https%3A%2F%2Fexample.com%2F');
  await expect(page).toHaveURL(/\/en\/$/);
});

test('Cashout lists the waiting coupon with its price and reads the prices again every 30 seconds', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const player = await newPlayer(baseURL!);
  const shell = new ShellPage(page);
  await page.goto('/en/');
  await shell.login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(3);
  await page.getByTestId('footer-slip').click();
  await page.getByTestId('create-coupon').click();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();

  // reads answered: the next 30 seconds are counted from a finished read, as on a phone
  let reads = 0;
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/coupons' && url.searchParams.get('status') === '0' && r.method() === 'GET')
      reads++;
  });
  await page.getByTestId('footer-cashout').click();
  const item = page.locator(`[data-testid="cashout-item"][data-ticket="${ticketId}"]`);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('cashout-price')).toHaveText(/\d+\.\d\d TL/);
  expect(reads).toBe(1);
  await page.clock.fastForward(30_500);
  await expect.poll(() => reads).toBe(2);
  await page.clock.fastForward(30_500);
  await expect.poll(() => reads).toBe(3);
  await page.screenshot({ path: test.info().outputPath('cashout-refresh.png') });
});
