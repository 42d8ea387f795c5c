import { expect, test, type Page } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// It changes a site-wide setting, so it runs in the 'site-settings' project, on a server of its own.

/** The currency shown after the amount ('TL'), or '' when the amount stands alone. */
const symbolOf = async (page: Page, testId: string) => {
  const text = (await page.getByTestId(testId).first().innerText()).trim();
  expect(text).toMatch(/^-?[\d.]+,\d\d( \S+)?$/);
  return text.split(' ')[1] ?? '';
};

async function symbols(page: Page, ticketId: string) {
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  const shown = {
    header: await symbolOf(page, 'header-balance'),
    slip: await symbolOf(page, 'slip-max-pay'),
    detail: '',
  };
  await page.goto(`/tr/coupons/${ticketId}`);
  await expect(page.getByTestId('coupon-detail')).toBeVisible();
  shown.detail = await symbolOf(page, 'coupon-stake');
  return shown;
}

test('the header, the slip and the coupon detail show money one way: TL, and none in currency mode 1', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  const player = await newPlayer(baseURL!);
  const shell = new ShellPage(page);
  await page.goto('/tr/');
  await shell.login(player.userName, player.password);
  // a coupon of this player to open (the site's combinations need two matches)
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await page.getByTestId('quick-clear').click();
  await page.getByTestId('quick-amount').getByText('+5', { exact: true }).click();
  await expect(page.getByTestId('stake')).toHaveValue('5,00');
  await slip.create();
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  await page.getByTestId('last-back').click();
  // a slip with a pick, to read its max pay
  await sports.openSports('tr');
  if ((await page.getByTestId('footer-slip').count()) === 0) await sports.pickAny();

  expect(await symbols(page, ticketId)).toEqual({ header: 'TL', slip: 'TL', detail: 'TL' });
  await page.screenshot({ path: test.info().outputPath('currency-tl.png') });

  const admin = await adminApi(baseURL!);
  try {
    const res = await admin.patch('/api/v1/admin/settings', { data: { settings: { currencyMode: '1' } } });
    expect(res.status()).toBe(200);
    await page.reload();
    expect(await symbols(page, ticketId)).toEqual({ header: '', slip: '', detail: '' });
    await page.screenshot({ path: test.info().outputPath('currency-none.png') });
    // the printable ticket follows the same setting
    const printed = await (await page.request.get(`/api/v1/coupons/${ticketId}/print?lang=tr`)).text();
    expect(printed).not.toMatch(/\d TL</);
  } finally {
    await admin.patch('/api/v1/admin/settings', { data: { settings: { currencyMode: '' } } });
    await admin.dispose();
  }
});
