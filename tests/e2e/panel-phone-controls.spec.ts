import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { createShopUser } from './pages/terminal-rig.ts';

// Panel controls as a dealer or the operator meets them on a phone and in both directions: each
// row of a form follows the page's direction, and every button of a page is a panel button.
test.setTimeout(60_000);

const CSRF = { 'x-requested-with': 'fetch' };

for (const [lang, width, rtl] of [
  ['aa', 360, true],
  ['tr', 1280, false],
] as const) {
  test(`site settings (${lang}, ${width} px): every language's box sits on the page's reading side, whatever the language's own direction`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234', 'site/settings');
    const rows = page.locator('.site-languages label');
    await expect(rows).toHaveCount(17);
    for (const row of await rows.all()) {
      const label = (await row.boundingBox())!;
      const box = (await row.locator('input[type="checkbox"]').boundingBox())!;
      const name = (await row.innerText()).trim();
      if (rtl) expect(label.x + label.width - (box.x + box.width), name).toBeLessThan(8);
      else expect(box.x - label.x, name).toBeLessThan(8);
    }
    // each name is still read in its own language
    await expect(page.locator('.site-languages [lang="ar"]')).toHaveText('العربية');
    await expect(page.locator('.site-languages [lang="en"]')).toHaveText('English');
    await page.screenshot({ path: test.info().outputPath(`site-languages-${lang}-${width}.png`) });
    await expectNoAxeViolations(page, '.site-languages');
  });
}

test('cashier shifts at 360 px: the day report, sign-off and shift report are panel buttons a thumb can hit', async ({
  page,
  request,
}) => {
  // a shop of dealer1 whose cashier closed a shift even, so it waits for the dealer's sign-off
  const shop = await createShopUser(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { userName: shop.userName, password: shop.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const closed = await request.post('/api/v1/terminal/shift/close', {
    data: { counted: 100 },
    headers: CSRF,
  });
  expect(closed.status()).toBe(200);
  const { id } = (await closed.json()) as { id: number };
  await request.post('/api/v1/auth/logout', { headers: CSRF });

  await page.setViewportSize({ width: 360, height: 740 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234', 'shifts');
  const row = page.getByTestId('shift-table').locator(`tr[data-shift="${id}"]`);
  const buttons: Locator[] = [
    page.getByTestId('day-report-show'),
    row.getByTestId('shift-sign-off'),
    row.getByTestId('shift-report-show'),
  ];
  // the panel's own buttons (the pager's, the toolbar's) are at least 40 px high
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveClass(/\bpanel-btn\b/);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  }
  await page.screenshot({ path: test.info().outputPath('shifts-tr-360.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await row.getByTestId('shift-sign-off').click();
  await expect(page.getByTestId('shift-message')).toBeVisible();
  await expect(row.getByTestId('shift-sign-off')).toHaveCount(0);
});

interface DrawnText {
  text: string;
  direction: string;
  /** where it is drawn, in CSS pixels of its canvas */
  y: number;
}

/** What the page's canvases draw as text: each string with the direction and height it is drawn at. */
async function recordCanvasText(page: Page) {
  await page.addInitScript(() => {
    const drawn: DrawnText[] = [];
    (window as unknown as { drawnText: typeof drawn }).drawnText = drawn;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number) {
      const direction =
        this.direction === 'inherit' ? getComputedStyle(this.canvas).direction : this.direction;
      const at = this.getTransform().transformPoint(new DOMPoint(x, y));
      drawn.push({
        text: String(text),
        direction,
        y: at.y / (this.canvas.height / this.canvas.clientHeight),
      });
      return fill.call(this, text, x, y);
    };
  });
}

const drawnText = (page: Page) =>
  page.evaluate(() => (window as unknown as { drawnText: DrawnText[] }).drawnText);

test('aa at 360 px: the dashboard chart writes a loss as -100, not 100-, and keeps its legend clear of the plot', async ({
  page,
}) => {
  await recordCanvasText(page);
  // the last days' figures as they are, with a losing day among them, so the axis goes below zero
  await page.route(
    (url) => url.pathname === '/api/v1/admin/dashboard',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { days: Array<{ stakes: number; wins: number; ggr: number }> };
      Object.assign(body.days[body.days.length - 1]!, { stakes: 50, wins: 300, ggr: -250 });
      await route.fulfill({ response, json: body });
    },
  );
  await page.setViewportSize({ width: 360, height: 740 });
  const panel = new PanelPage(page);
  await panel.login('aa', 'admin', 'admin1234');
  await expect(page.getByTestId('dash-chart').locator('canvas')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await page.evaluate(() => (window as unknown as { drawnText: Array<{ text: string }> }).drawnText)
      ).some((d) => /-\s*\d/.test(d.text)),
    )
    .toBe(true);
  const drawn = await drawnText(page);
  const negatives = drawn.filter((d) => /^\W*-\s*\d/.test(d.text));
  expect(negatives.length).toBeGreaterThan(0);
  for (const label of negatives) {
    // a right-to-left canvas puts a bare leading minus after the digits; the label must hold it
    // at its left, as a left-to-right run (a mark before it, or drawn left to right)
    expect(label.direction === 'ltr' || /^[\u200e\u2066]/.test(label.text), JSON.stringify(label)).toBe(true);
  }
  // the legend, which takes two lines on a phone, stays above the plot: its lowest line is clear
  // of the topmost figure of the axis (the plot's top line)
  const legend = drawn.filter((d) => /[\u0600-\u06ff]/.test(d.text) && !/\d/.test(d.text));
  const axis = drawn.filter((d) => /^\W*-?\d+$/.test(d.text));
  expect(legend.length).toBeGreaterThan(0);
  expect(Math.max(...legend.map((d) => d.y))).toBeLessThan(Math.min(...axis.map((d) => d.y)) - 14);
  await page.getByTestId('dash-chart').screenshot({ path: test.info().outputPath('dash-chart-aa-360.png') });
});

test('casino catalogue at 360 px: a game row’s name and order are panel fields a thumb can hit, in the row’s font', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'admin', 'admin1234', 'casino');
  const row = page.getByTestId('casino-admin-row').first();
  await expect(row).toBeVisible();
  // the row's own text (its code) sets the size; a bare field fell back to the browser's small one
  const rowFont = await row
    .locator('td')
    .nth(1)
    .evaluate((el) => getComputedStyle(el).fontSize);
  for (const field of await row.locator('input').all()) {
    expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    expect(await field.evaluate((el) => getComputedStyle(el).fontSize)).toBe(rowFont);
  }
  await page.screenshot({ path: test.info().outputPath('casino-catalogue-tr-360.png') });
});
