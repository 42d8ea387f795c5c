import { expect, test } from '@playwright/test';
import { BetSlipPage, thousandths, tl } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

test('a combine of three picks shows the product of the odds and the max pay', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  const odds = await sports.pickFromRows(3);
  const slip = new BetSlipPage(page);
  await slip.open();
  await expect(slip.picks()).toHaveCount(3);
  await slip.stake(10);
  const product = odds.map(thousandths).reduce((a, b) => a * b, 1n);
  const scale = 1000n ** 3n;
  await expect(slip.value('slip-type')).toHaveText('Combine');
  await expect(slip.value('slip-bets')).toHaveText('1');
  await expect(slip.value('slip-stake-total')).toHaveText(tl(1000));
  // Max pay = stake × Π odds, rounded down to the cent.
  await expect(slip.value('slip-max-pay')).toHaveText(tl((1000n * product) / scale));
  // Total odds rounded down to the hundredth, like the payout, so the two figures agree.
  await expect(slip.value('slip-total-odds')).toHaveText((Number((product * 100n) / scale) / 100).toFixed(2));
  await page.screenshot({ path: test.info().outputPath('betslip-combine.png') });
});

test('a 2-of-3 system with a banker makes three bets and sums their payouts', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  const odds = await sports.pickFromRows(4);
  const slip = new BetSlipPage(page);
  await slip.open();
  await slip.stake(25, 5);
  await page.getByTestId('system-2').click();
  await expect(page.getByTestId('system-2')).toHaveAttribute('aria-pressed', 'true');
  // The first pick becomes the banker: three picks stay free, so 2/3 makes C(3,2) = 3 bets.
  await page.getByTestId('banker').first().click();
  await expect(page.getByTestId('banker').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('system-2')).toHaveText(/2\/3/);
  await expect(slip.value('slip-type')).toHaveText('System');
  await expect(slip.value('slip-bets')).toHaveText('3');
  const [banker, a, b, c] = odds.map(thousandths) as [bigint, bigint, bigint, bigint];
  // Stake type 1: the 30.00 typed is the total, 10.00 a bet.
  await expect(slip.value('slip-stake-per-bet')).toHaveText(tl(1000));
  await expect(slip.value('slip-stake-total')).toHaveText(tl(3000));
  const sum = banker * (a * b + a * c + b * c);
  await expect(slip.value('slip-max-pay')).toHaveText(tl((1000n * sum) / 1000n ** 3n));
  await page.screenshot({ path: test.info().outputPath('betslip-system.png') });
  // A banker can be set only while fewer than picks − 2 are bankers: a second one, never a third.
  await page.getByTestId('banker').nth(1).click();
  await expect(page.getByTestId('banker').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.value('slip-bets')).toHaveText('1');
  await expect(page.getByTestId('banker').nth(2)).toBeDisabled();
  await expect(page.getByTestId('banker').nth(3)).toBeDisabled();
});

test('picks can be removed one by one or all at once, and the slip survives a reload', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  await expect(slip.picks()).toHaveCount(2);
  await page.reload();
  await expect(slip.picks()).toHaveCount(2);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'betslip');
  expect(cookie?.value.length).toBeGreaterThan(0);
  await page.getByTestId('remove-pick').first().click();
  await expect(slip.picks()).toHaveCount(1);
  await page.getByTestId('clear-slip').click();
  await expect(page.getByTestId('slip-empty')).toBeVisible();
});
