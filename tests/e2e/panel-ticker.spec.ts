import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealerWithPlayer, placeSingle } from './pages/panel-page.ts';

for (const [width, height, lang] of [
  [1280, 800, 'tr'],
  [360, 740, 'aa'],
] as const) {
  test(`a dealer's bet ticker shows its players' coupons as they arrive, filtered and paused (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const { dealer, dealerApi, player: owner } = await newDealerWithPlayer(baseURL!);
    const { userName, api: player } = owner;

    // The page's clock runs on its own but can be moved on: a paused ticker is shown to ask for
    // nothing over several of its 3 s rounds without the test sitting through them.
    await page.clock.install();
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('ticker');
    const ticker = page.getByTestId('ticker');
    await expect(ticker).toBeVisible();
    await expect(page.getByTestId('ticker-row')).toHaveCount(0);

    const pre = await placeSingle(player, '/api/v1/matches?limit=50', 12);
    const live = await placeSingle(player, '/api/v1/live?limit=100', 7);
    const rows = page.getByTestId('ticker-row');
    await expect(rows).toHaveCount(2);
    // newest first, both marked as arrived since the page opened, the live one flagged live
    await expect(rows.nth(0)).toHaveAttribute('data-ticket', live);
    await expect(rows.nth(1)).toHaveAttribute('data-ticket', pre);
    await expect(page.locator('tr.ticker-new')).toHaveCount(2);
    await expect(page.getByTestId('ticker-arrived')).toContainText('2');
    await expect(rows.nth(0)).toContainText(userName);
    await page.screenshot({ path: test.info().outputPath(`ticker-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);

    await page.getByTestId('ticker-live-only').check();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-ticket', live);
    await page.getByTestId('ticker-live-only').uncheck();
    await page.getByTestId('ticker-min-stake').fill('10');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-ticket', pre);
    await page.getByTestId('ticker-min-stake').fill('');

    // paused, a new coupon waits; resumed, it comes in
    await page.getByTestId('ticker-pause').click();
    await expect(page.getByTestId('ticker-pause')).toHaveAttribute('aria-pressed', 'true');
    const third = await placeSingle(player, '/api/v1/matches?limit=50', 5);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/admin/coupons') asked.push(r.url());
    });
    await page.clock.runFor(7_000);
    // a request sent in those rounds shows up at once; its answer would be drawn soon after
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    await expect(rows).toHaveCount(2);
    await page.getByTestId('ticker-pause').click();
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute('data-ticket', third);
    await player.dispose();
    await dealerApi.dispose();
  });
}

test('a busy ticker keeps the page to the screen: its wide table scrolls in its own box (1280 px, tr)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = new PanelPage(page);
  // dealer1's demo players carry the past coupons of the first start, with long selections
  await panel.login('tr', 'dealer1', 'dealer1234');
  await panel.go('ticker');
  await expect(page.getByTestId('ticker-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.locator('.panel-user-balance')).toBeInViewport({ ratio: 1 });
});
