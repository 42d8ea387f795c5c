import { expect, test, type Page } from '@playwright/test';
import { SportsPages } from './pages/sports-pages.ts';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';

// Desktop: the bet slip is a right panel beside the page (accounts section 2, issue 7 part 2).
test.use({ viewport: { width: 1280, height: 800 } });

/** Picks the first open odd of the next rows that have one, from row `from` on; returns the next row. */
async function pickRows(page: Page, from: number, count: number): Promise<{ next: number; odds: number[] }> {
  const sports = new SportsPages(page);
  const rows = sports.rows();
  const odds: number[] = [];
  let i = from;
  for (; odds.length < count; i++) {
    const odd = sports.odds(rows.nth(i)).first();
    if ((await odd.count()) === 0) continue;
    odds.push(Number(await odd.locator('.odd-value').innerText()));
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  }
  return { next: i, odds };
}

test('on a wide screen the slip is a right panel that follows every pick', async ({ page }) => {
  await page.goto('/en/');
  const panel = page.getByTestId('slip-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('slip-empty')).toBeVisible();
  const box = await panel.boundingBox();
  // It stands at the right edge, beside the page rather than over it.
  expect(box!.x + box!.width).toBeGreaterThanOrEqual(1279);
  expect(box!.width).toBeLessThan(500);
  const main = await page.locator('main.page').boundingBox();
  expect(main!.x + main!.width).toBeLessThanOrEqual(box!.x + 1);

  const sports = new SportsPages(page);
  await sports.openSports();
  await expect(panel).toBeVisible();
  const first = await pickRows(page, 0, 1);
  await expect(panel.getByTestId('slip-pick')).toHaveCount(1);
  await expect(panel.getByTestId('slip-count')).toHaveText('1');
  await expect(panel.getByTestId('slip-total-odds')).toHaveText(first.odds[0]!.toFixed(2));
  await pickRows(page, first.next, 2);
  await expect(panel.getByTestId('slip-pick')).toHaveCount(3);
  await expect(panel.getByTestId('slip-count')).toHaveText('3');
  await expect(panel.getByTestId('slip-type')).toHaveText('Combine');
  // A desktop has no bottom tab bar: the panel is the way to the slip.
  await expect(page.locator('footer.footer')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('desktop-slip-panel.png') });

  // Quick amounts and the keypad work in the panel as on the page.
  await panel.getByTestId('quick-clear').click();
  await panel.getByTestId('quick-amount').getByText('+10', { exact: true }).click();
  await panel.getByTestId('quick-amount').getByText('+5', { exact: true }).click();
  await expect(panel.getByTestId('stake')).toHaveValue('15.00');
  await panel.getByTestId('keypad-toggle').click();
  for (const k of ['2', '0', '.', '5']) await panel.getByTestId(`key-${k}`).click();
  await panel.getByTestId('keypad-done').click();
  await expect(panel.getByTestId('stake')).toHaveValue('20.50');
  await expect(panel.getByTestId('slip-stake-total')).toHaveText('20.50 TL');

  // Removing a pick in the panel takes it off the list's odd button too.
  await panel.getByTestId('remove-pick').first().click();
  await expect(panel.getByTestId('slip-pick')).toHaveCount(2);
  await expect(page.locator('[data-testid="odd"][aria-pressed="true"]')).toHaveCount(2);

  // On the BetSlip page the page is the slip: no second slip beside it, and no back chevron.
  await page.goto('/en/betslip');
  await expect(page.getByTestId('betslip')).toHaveCount(1);
  await expect(page.getByTestId('slip-panel')).toHaveCount(0);
  await expect(page.getByTestId('back')).toHaveCount(0);
  await page.goto('/en/results');
  await expect(page.getByTestId('slip-panel').getByTestId('slip-pick')).toHaveCount(2);
  await page.getByTestId('slip-panel').getByTestId('clear-slip').click();
  await expect(page.getByTestId('slip-panel').getByTestId('slip-empty')).toBeVisible();
});

test('a coupon placed from the panel shows the after-creation actions there; rebuild puts the picks back', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page);
  await page.goto('/en/');
  const player = await newPlayer(baseURL!);
  await shell.login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(3);
  const panel = page.getByTestId('slip-panel');
  await panel.getByTestId('quick-clear').click();
  await panel.getByTestId('quick-amount').getByText('+5', { exact: true }).click();
  const before = Number((await page.getByTestId('header-balance').innerText()).split(' ')[0]);
  await panel.getByTestId('create-coupon').click();
  const last = panel.getByTestId('last-coupon');
  await expect(last).toBeVisible();
  await expect(last.getByTestId('coupon-line')).toHaveCount(3);
  await expect(page.getByTestId('header-balance')).toHaveText(`${(before - 5).toFixed(2)} TL`);
  for (const id of ['rebuild', 'share', 'print', 'last-back'])
    await expect(last.getByTestId(id)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('desktop-coupon-created.png') });
  const ticketId = (await last.getByTestId('last-ticket-id').innerText()).trim();
  // Print opens the printable ticket of the coupon.
  const [printed] = await Promise.all([page.waitForEvent('popup'), last.getByTestId('print').click()]);
  expect(printed.url()).toContain(`/api/v1/coupons/${ticketId}/print`);
  await printed.close();
  // Rebuild makes the same picks again, at today's odds.
  await last.getByTestId('rebuild').click();
  await expect(panel.getByTestId('slip-pick')).toHaveCount(3);
  await expect(panel.getByTestId('last-coupon')).toHaveCount(0);
  // The page beside the panel stayed where it was.
  await expect(page).toHaveURL(/\/en\/sports/);

  // The shared view of the coupon shows its lines without the player's data.
  const { code } = (await (
    await page.request.post(`/api/v1/coupons/${ticketId}/share`, { headers: { 'X-Requested-With': 'fetch' } })
  ).json()) as { code: string };
  await page.goto(`/en/couponShare/${code}`);
  await expect(page.getByTestId('coupon-share')).toBeVisible();
  await expect(page.getByTestId('coupon-share').getByTestId('coupon-line')).toHaveCount(3);
  await expect(page.getByTestId('coupon-share')).not.toContainText(player.userName);
});

// Announcements are made in languages no other test browses, so their popups stay out of other tests' way.
test('an announcement made through the admin API pops up once, and not again after it is closed', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Weekend boost ${Date.now()}`;
  const created = await admin.post('/api/v1/admin/announcements', {
    data: { title, content: 'Odds boosted on every derby.\nAll weekend.', lang: 'sq', type: 2, type2: 0 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const shell = new ShellPage(page);
    // type2 0: on Home only.
    await page.goto('/sq/results');
    await expect(page.getByTestId('results')).toBeVisible();
    await expect(shell.announcement()).toHaveCount(0);
    await page.goto('/sq/');
    await expect(shell.announcement()).toBeVisible();
    await expect(shell.announcement()).toContainText(title);
    await expect(shell.announcement()).toContainText('All weekend.');
    await page.screenshot({ path: test.info().outputPath('announcement.png') });
    await page.getByTestId('announcement-close').click();
    await expect(shell.announcement()).toHaveCount(0);
    // Closed stays closed: not on a reload, not on coming back Home.
    await page.reload();
    await expect(page.getByTestId('home-matches')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(shell.announcement()).toHaveCount(0);
    // An edit by the administrator shows it once more.
    const edited = await admin.patch(`/api/v1/admin/announcements/${id}`, {
      data: { content: 'Now on Monday too.' },
    });
    expect(edited.status()).toBe(200);
    await page.reload();
    await expect(shell.announcement()).toContainText('Now on Monday too.');
  } finally {
    await admin.delete(`/api/v1/admin/announcements/${id}`);
    await admin.dispose();
  }
});

test('several announcements cycle every 10 seconds and the last closes itself when autoClose is 1', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const ids: number[] = [];
  for (const [title, sort, autoClose] of [
    ['First news', 2, 0],
    ['Second news', 1, 1],
  ] as const) {
    const res = await admin.post('/api/v1/admin/announcements', {
      data: { title, lang: 'cw', type: 0, type2: 1, sort, autoClose },
    });
    ids.push(((await res.json()) as { id: number }).id);
  }
  try {
    await page.clock.install();
    const shell = new ShellPage(page);
    // type2 1: on every page, not only Home.
    await page.goto('/cw/results');
    await expect(shell.announcement()).toContainText('First news');
    await page.clock.fastForward(10_500);
    await expect(shell.announcement()).toContainText('Second news');
    await page.clock.fastForward(10_500);
    await expect(shell.announcement()).toHaveCount(0);
    // Both were seen to the end: they do not come back.
    await page.reload();
    await expect(page.getByTestId('results')).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(shell.announcement()).toHaveCount(0);
  } finally {
    for (const id of ids) await admin.delete(`/api/v1/admin/announcements/${id}`);
    await admin.dispose();
  }
});

test('the theme chooser switches among the six themes and the choice is remembered', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/en/');
  const html = page.locator('html');
  // Blue by default.
  await expect(html).toHaveAttribute('data-theme', 'blue');
  await shell.openLeftMenu();
  const swatches = shell.leftMenu().locator('.themes button');
  await expect(swatches).toHaveCount(6);
  const colours = new Set<string>();
  for (const name of ['red', 'blue', 'green', 'orange', 'gold', 'black']) {
    await page.getByTestId(`theme-${name}`).click();
    await expect(html).toHaveAttribute('data-theme', name);
    await expect(page.getByTestId(`theme-${name}`)).toHaveAttribute('aria-pressed', 'true');
    colours.add(await page.locator('header.header').evaluate((e) => getComputedStyle(e).backgroundImage));
  }
  // Each theme looks different.
  expect(colours.size).toBe(6);
  await page.getByTestId('theme-green').click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'green');
  await shell.openLeftMenu();
  await page.getByTestId('theme-black').click();
  await page.getByTestId('overlay').click({ position: { x: 1200, y: 400 } });
  // The dark theme darkens the page itself.
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(13, 16, 20)');
  await page.screenshot({ path: test.info().outputPath('theme-black.png') });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'black');
});
