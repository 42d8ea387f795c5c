import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillSlip } from './pages/open-picks.ts';
import { PanelPage } from './pages/panel-page.ts';
import { newPlayer } from './pages/shell-page.ts';

const SIZES = [
  { width: 360, height: 780, desktop: false },
  { width: 1280, height: 800, desktop: true },
] as const;

/** Logs the page's context in through the API. */
async function loginByApi(page: Page, userName: string, password: string): Promise<void> {
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName, password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(res.status()).toBe(200);
}

/** The boxes of each line a text node (or an element's text) is laid out on. */
async function textLines(
  l: Locator,
): Promise<Array<{ top: number; bottom: number; left: number; right: number }>> {
  return l.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines: Array<{ top: number; bottom: number; left: number; right: number }> = [];
    for (const r of Array.from(range.getClientRects())) {
      if (r.width === 0) continue;
      const same = lines.find((l) => Math.abs(l.top - r.top) < r.height / 2);
      if (same) {
        same.left = Math.min(same.left, r.left);
        same.right = Math.max(same.right, r.right);
      } else lines.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    }
    return lines;
  });
}

for (const size of SIZES) {
  for (const lang of ['tr', 'aa'] as const) {
    test.describe(`${lang} at ${size.width} px`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        ...(size.desktop ? { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } : {}),
      });

      test('the slip detail: the min matches value sits on the line of its label and its (?) like every row', async ({
        page,
        baseURL,
      }) => {
        test.slow();
        const player = await newPlayer(baseURL!, 500);
        await loginByApi(page, player.userName, player.password);
        await page.goto(`/${lang}/betslip`);
        await fillSlip(page, 2, { minTip: 1 });
        await page.goto(`/${lang}/betslip`);
        const slip = page.getByTestId('betslip').first();
        await expect(slip.getByTestId('slip-pick')).toHaveCount(2, { timeout: 20_000 });
        const value = slip.getByTestId('slip-min-tip');
        await expect(value).toBeVisible();
        const label = value.locator('xpath=preceding-sibling::dt[1]');
        const labelLines = await textLines(label);
        const valueLines = await textLines(value);
        // the label (its words and the (?) button) and the value each take one line
        expect(valueLines).toHaveLength(1);
        const button = await slip.getByTestId('help-min-tip-button').boundingBox();
        // the value's text is on the label's text line: same bottom (baseline) within 2 px
        const labelText = labelLines[0]!;
        expect(Math.abs(valueLines[0]!.bottom - labelText.bottom)).toBeLessThan(2.5);
        // and level with the (?) button beside the words, as in the other rows
        expect(valueLines[0]!.top).toBeGreaterThanOrEqual(button!.y - 1);
        expect(valueLines[0]!.bottom).toBeLessThanOrEqual(button!.y + button!.height + 1);
        await page.screenshot({ path: test.info().outputPath(`slip-min-tip-${lang}-${size.width}.png`) });
      });

      test('the chevrons of links and back buttons point the way the page reads', async ({ page }) => {
        await page.goto(`/${lang}/`);
        const ctas = page.locator('.home-banners .banner-cta');
        await expect(ctas.first()).toBeVisible({ timeout: 20_000 });
        for (const cta of await ctas.all()) {
          const chevron = cta.locator('.dir-chevron');
          await expect(chevron).toHaveCount(1);
          const text = cta.locator('.banner-cta-text');
          const c = (await chevron.boundingBox())!;
          const x = (await text.boundingBox())!;
          // after the words in the reading direction: right of them in Turkish, left in Arabic
          if (lang === 'aa') expect(c.x + c.width).toBeLessThanOrEqual(x.x + 1);
          else expect(c.x).toBeGreaterThanOrEqual(x.x + x.width - 1);
          // and pointing that way: the glyph drawn mirrored in right-to-left only
          const transform = await chevron.evaluate((el) => getComputedStyle(el).transform);
          if (lang === 'aa') expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
          else expect(transform).toBe('none');
          // never mirrored by the text's own direction on top (that would turn it back)
          expect(await chevron.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        }
        await page.screenshot({ path: test.info().outputPath(`home-chevrons-${lang}-${size.width}.png`) });
      });

      test('the slots jackpot tiles keep each amount and its currency on one line', async ({ page }) => {
        await page.goto(`/${lang}/casino`);
        const tiles = page.getByTestId('jackpot-tiles');
        await expect(tiles).toBeVisible({ timeout: 20_000 });
        for (const key of ['mega', 'daily', 'weekly']) {
          const amount = tiles.getByTestId(`jackpot-${key}`).locator('.jackpot-amount');
          await expect(amount).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
          await expect(amount).toContainText('TL');
          expect(await textLines(amount), `${key}: ${await amount.innerText()}`).toHaveLength(1);
        }
        await tiles.screenshot({ path: test.info().outputPath(`jackpots-${lang}-${size.width}.png`) });
      });

      test('a panel page says it is loading while its data is on the way, and that it failed when it did', async ({
        page,
      }) => {
        test.slow();
        const panel = new PanelPage(page);
        await panel.login(lang, 'admin', 'admin1234');
        // the coupons list held back: no '0 coupons', no empty table, a loading sign
        let release: () => void = () => {};
        const held = new Promise<void>((r) => (release = r));
        await page.route('**/api/v1/admin/coupons?**', async (route) => {
          await held;
          await route.continue();
        });
        await panel.go('coupons');
        const table = page.getByTestId('coupon-table');
        const loading = page.getByTestId('panel-loading-state');
        await expect(loading).toBeVisible();
        await expect(loading).toHaveAttribute('role', 'status');
        await expect(table.locator('caption')).toHaveCount(0);
        await expect(page.getByText(/\b0\b/).filter({ has: page.locator('caption') })).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`panel-loading-${lang}-${size.width}.png`) });
        release();
        await expect(table.locator('caption')).toBeVisible();
        await expect(table.locator('caption')).not.toHaveText(/^0\D/);
        await expect(loading).toBeHidden();
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        // the payment requests refused (a page not read before): an alert with a way to ask again
        await page.route('**/api/v1/admin/payments/requests?**', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"technicalError"}}',
          }),
        );
        await panel.go('payments');
        const failed = page.getByTestId('panel-load-failed');
        await expect(failed).toBeVisible({ timeout: 20_000 });
        await expect(failed).toHaveAttribute('role', 'alert');
        await expect(loading).toBeHidden();
        await page.screenshot({ path: test.info().outputPath(`panel-failed-${lang}-${size.width}.png`) });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await failed.getByRole('button').click();
        await expect(failed).toBeHidden({ timeout: 20_000 });
      });
    });
  }
}
