import { expect, test } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { newPlayer } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// An amount is one piece: on a 360 px phone the placed coupon's figures never break between the
// digits and the currency ('154,53' on one line, 'TL' on the next); the label beside wraps instead.
test('the placed coupon keeps each amount on one line at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const player = await newPlayer(baseURL!, 5_000);
  await page.goto('/tr/');
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(login.status()).toBe(200);
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(4);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await slip.stake(50, 50);
  await slip.create();
  const maxPay = page.getByTestId('last-max-pay');
  await expect(maxPay).toHaveText(/TL$/);
  // the lines its text is laid out on (the box itself stretches to the wrapped label beside it)
  const lines = await maxPay.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
