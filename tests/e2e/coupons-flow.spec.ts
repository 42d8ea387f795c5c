import { expect, test } from '@playwright/test';
import { formatMoney, intlLocales } from '@bet/shared';
import { BetSlipPage } from './pages/betslip-page.ts';
import { balance, loginInPopup } from './pages/session.ts';
import { SportsPages } from './pages/sports-pages.ts';

// One player's balance moves through these steps, so they run in order; each is a whole journey
// (pick, log in, place, check the ticket, go back), longer than the default 30 s on a busy runner.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The header's balance text in English: grouped from 1,000 up, as the site writes money. */
const money = (major: number) => formatMoney(Math.round(major * 100), 'TRY', { locales: intlLocales('en') });

let ticketId = '';
let afterCreate = 0;

test('a guest creating a coupon gets the login popup; after login the coupon is created and the stake debited', async ({
  page,
}) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  await slip.create();
  await loginInPopup(page, 'player1', 'player1234');
  const before = await balance(page);
  await slip.stake(10);
  // The answer carries the coupon and the new balance: placing reads neither again.
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/v1/')) reads.push(url.pathname);
  });
  await slip.create();
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  expect(ticketId).toMatch(/^\d{6,20}$/);
  await expect(page.getByTestId('last-coupon').getByTestId('coupon-line')).toHaveCount(2);
  await expect(page.getByTestId('header-balance')).toHaveText(money(before - 10));
  expect(reads.filter((p) => p === '/api/v1/me' || p.startsWith('/api/v1/coupons'))).toEqual([]);
  afterCreate = before - 10;
  // The kept coupon and the printable ticket show the one total odds the coupon was accepted at.
  const printed = await (await page.request.get(`/api/v1/coupons/${ticketId}/print?lang=en`)).text();
  const printedOdds = /<dt>Total odds<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(printed)?.[1];
  expect(printedOdds).toMatch(/^\d+\.\d\d$/);
  await expect(page.getByTestId('last-total-odds')).toHaveText(printedOdds!);
  // The way to the coupon looks like something to tap (a button's outline), not plain text.
  const outlined = await page
    .getByTestId('last-open-coupon')
    .evaluate(
      (e) => getComputedStyle(e).borderTopStyle !== 'none' && getComputedStyle(e).borderTopWidth !== '0px',
    );
  expect(outlined).toBe(true);
  await page.screenshot({ path: test.info().outputPath('coupon-created.png') });

  // Back clears the kept coupon and goes Home; the slip is empty.
  await page.getByTestId('last-back').click();
  await expect(page.getByTestId('home')).toBeVisible();
  await slip.open();
  await expect(page.getByTestId('slip-empty')).toBeVisible();
});

test('My coupons shows the new coupon with its lines', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Username').fill('player1');
  await menu.getByLabel('Password').fill('player1234');
  await menu.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/en/coupons');
  const item = page.getByTestId('coupon-item').filter({ hasText: ticketId });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('coupon-stake')).toHaveText('10.00 TL');
  await expect(item.getByTestId('coupon-status')).toHaveText('Waiting');
  await item.getByRole('button', { expanded: false }).click();
  await expect(item.getByTestId('coupon-line')).toHaveCount(2);
  // The Lost tab does not list a waiting coupon.
  await page.getByTestId('tab-lost').click();
  await expect(page.getByTestId('coupon-item').filter({ hasText: ticketId })).toHaveCount(0);
  await page.getByTestId('tab-wait').click();
  await expect(page.getByTestId('coupon-item').filter({ hasText: ticketId })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('coupons.png') });
  // The detail view prints the same total odds as the ticket; the past of the world fills the history.
  const printed = await (await page.request.get(`/api/v1/coupons/${ticketId}/print?lang=en`)).text();
  const printedOdds = /<dt>Total odds<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(printed)?.[1];
  await page.goto(`/en/coupons/${ticketId}`);
  await expect(page.getByTestId('coupon-total-odds')).toHaveText(printedOdds!);
  await page.goto('/en/coupons');
  await expect(
    page
      .getByTestId('coupon-status')
      .filter({ hasText: /^(Won|Lost)$/ })
      .first(),
  ).toBeVisible();
});

test('the coupon is sold on Cashout after a confirmation and the balance rises by the price', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Username').fill('player1');
  await menu.getByLabel('Password').fill('player1234');
  await menu.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(money(afterCreate));
  await page.goto('/en/cashout');
  const item = page.locator(`[data-testid="cashout-item"][data-ticket="${ticketId}"]`);
  await expect(item).toBeVisible();
  await item.getByTestId('sell').click();
  const confirm = item.getByTestId('sell-confirm');
  await expect(confirm).toContainText('Sell the coupon for');
  const price = Number(
    (await item.getByTestId('cashout-price').innerText()).split(' ')[0]!.replaceAll(',', ''),
  );
  expect(price).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('cashout.png') });
  await confirm.getByTestId('sell-confirm-yes').click();
  await expect(page.getByTestId('header-balance')).toHaveText(money(afterCreate + price));
  await expect(item).toHaveCount(0);
});
