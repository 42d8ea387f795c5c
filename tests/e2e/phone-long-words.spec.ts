import { expect, test, type Locator, type Page } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { openPicks } from './pages/open-picks.ts';
import { PanelPage } from './pages/panel-page.ts';
import { newPlayer } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// Languages with long words (German, Dutch, Greek, Russian) on a 360 px phone, and Arabic right to left: buttons, selects and
// names wrap or shrink inside their card, and the page never scrolls sideways.
test.use({ viewport: { width: 360, height: 740 } });

const FETCH = { 'X-Requested-With': 'fetch' };

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The element lies whole inside `outer` (the viewport when none is given), `inset` px from its sides. */
async function expectInside(inner: Locator, outer?: Locator, inset = 0) {
  const box = (await inner.boundingBox())!;
  const frame = outer ? (await outer.boundingBox())! : { x: 0, width: 360 };
  const name = (await inner.innerText()).trim();
  expect(box.x, name).toBeGreaterThanOrEqual(frame.x + inset - 0.5);
  expect(box.x + box.width, name).toBeLessThanOrEqual(frame.x + frame.width - inset + 0.5);
}

/** Its text is drawn whole: nothing cut off by the box's own width. */
async function expectWhole(el: Locator) {
  const { scroll, client } = await el.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(scroll, await el.innerText()).toBeLessThanOrEqual(client);
}

async function loggedIn(page: Page, baseURL: string) {
  const player = await newPlayer(baseURL, 500);
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(res.status()).toBe(200);
}

/** A waiting coupon of two pre-match picks that start well after the test, so it can be cashed out. */
async function placeCoupon(page: Page): Promise<string> {
  const picks = await openPicks(page.request, 2, { latest: true });
  const placed = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `e2e-${Math.random().toString(36).slice(2)}`,
      stake: 5,
      oddChangeOk: true,
      picks,
    },
    headers: FETCH,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { ticketId: string }).ticketId;
}

for (const lang of ['de', 'nl', 'el', 'aa']) {
  test(`bet slip receipt (${lang}, 360 px): the button row wraps inside the page`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await loggedIn(page, baseURL!);
    const sports = new SportsPages(page);
    await sports.openSports(lang);
    await sports.pickFromRows(2);
    const slip = new BetSlipPage(page);
    await slip.open(lang);
    await slip.stake(10);
    await slip.create();
    const last = page.getByTestId('last-coupon');
    await expect(last).toBeVisible();
    for (const id of ['rebuild', 'share', 'print', 'last-back']) {
      const button = last.getByTestId(id);
      await expect(button).toBeVisible();
      await expectInside(button);
      await expectWhole(button);
    }
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`receipt-${lang}-360.png`), fullPage: true });
  });
}

for (const lang of ['de', 'nl', 'aa']) {
  test(`my coupons (${lang}, 360 px): the cash-out button stays in its card and the bottom navigation's labels are whole`, async ({
    page,
    baseURL,
  }) => {
    await loggedIn(page, baseURL!);
    const ticketId = await placeCoupon(page);
    await page.goto(`/${lang}/coupons`);
    const item = page.locator(`[data-testid="coupon-item"][data-ticket="${ticketId}"]`);
    const sell = item.getByTestId('coupon-cashout').getByTestId('sell');
    await expect(sell).toBeVisible();
    await expectInside(sell, item);
    await expectWhole(sell);
    await noSideScroll(page);
    const footer = page.locator('footer.footer');
    for (const link of await footer.locator('a').all()) {
      const label = link.locator(':scope > span');
      // a label that fills its tab to the edge reads as cut off beside the next one or the screen's edge
      await expectInside(label, link, 1);
      await expectInside(label, undefined, 1);
      await expectWhole(label);
      await expectWhole(link);
    }
    await page.screenshot({ path: test.info().outputPath(`coupons-${lang}-360.png`) });
  });
}

for (const lang of ['de', 'ru', 'el', 'aa']) {
  test(`dealer audit log (${lang}, 360 px): the action select stays in its card`, async ({ page }) => {
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'audit');
    const card = page.getByTestId('panel-audit');
    const select = card.locator('.panel-toolbar select');
    await expect(select).toBeVisible();
    await expectInside(select, card);
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audit-${lang}-360.png`), fullPage: true });
  });
}

for (const lang of ['de', 'aa']) {
  test(`dealer network (${lang}, 360 px): a sub-dealer’s name is whole and its role does not run into the balance`, async ({
    page,
  }) => {
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'network');
    const node = page.locator('.panel-node').filter({ has: page.getByRole('link', { name: 'subdealer1' }) });
    await expect(node.first()).toBeVisible();
    const row = node.first();
    const name = row.locator('.panel-node-name');
    await expectWhole(name);
    // whole and on one line: not cut to subde… nor broken into subdeale / r1
    expect((await name.boundingBox())!.height).toBeLessThan(30);
    const role = (await row.locator('.panel-node-role').boundingBox())!;
    const balance = (await row.getByTestId('node-balance').boundingBox())!;
    // in either reading direction the two boxes do not meet
    const apart =
      role.x + role.width <= balance.x + 0.5 ||
      balance.x + balance.width <= role.x + 0.5 ||
      role.y + role.height <= balance.y + 0.5 ||
      balance.y + balance.height <= role.y + 0.5;
    expect(apart, `role ${JSON.stringify(role)} balance ${JSON.stringify(balance)}`).toBe(true);
    await expectInside(row, page.locator('.panel-card').filter({ has: row }));
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`network-${lang}-360.png`), fullPage: true });
  });
}
