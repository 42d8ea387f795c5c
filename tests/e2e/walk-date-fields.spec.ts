import { expect, test, type Locator, type Page } from '@playwright/test';
import { intlLocales } from '@bet/shared';
import { PanelPage } from './pages/panel-page.ts';
import { newPlayer } from './pages/shell-page.ts';

const CSRF = { 'x-requested-with': 'fetch' };

/** A `yyyy-mm-dd` day as the site writes a date in `lang` (the browser's own Intl data). */
function siteDay(page: Page, lang: 'tr' | 'aa', day: string): Promise<string> {
  return page.evaluate(
    ([locales, day]) =>
      new Intl.DateTimeFormat(locales, { dateStyle: 'short', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    [[...intlLocales(lang)], day] as const,
  );
}

/** The field's shown day fits in it (nothing cut at 360 px). */
async function expectWhole(field: Locator) {
  const text = field.locator('.date-field-text');
  const fits = await text.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
}

// Chromium writes a date input in the browser's language (mm/dd/yyyy here), whatever the page's.
for (const lang of ['tr', 'aa'] as const)
  for (const width of [360, 1280])
    test(`date filters write their days as the site does in ${lang} at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const player = await newPlayer(baseURL!);
      const res = await page.request.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: CSRF,
      });
      expect(res.status()).toBe(200);

      // transactions: an empty field shows nothing of the browser's own pattern; a chosen day shows in the language
      await page.goto(`/${lang}/transactions`);
      const from = page.locator('.acct-field', { has: page.locator('#tx-from') });
      await expect(page.locator('#tx-from')).toHaveValue('');
      await page.locator('#tx-from').fill('2026-11-02');
      await expect(page.locator('#tx-from')).toHaveValue('2026-11-02');
      await expect(from).toContainText(await siteDay(page, lang, '2026-11-02'));
      await expectWhole(from);
      await page.screenshot({ path: test.info().outputPath(`transactions-${lang}-${width}.png`) });

      // my coupons: the fields come filled (a month back to today), in the language
      await page.goto(`/${lang}/coupons`);
      const couponFrom = page.getByTestId('search-from');
      await expect(couponFrom).not.toHaveValue('');
      const shown = await siteDay(page, lang, await couponFrom.inputValue());
      const field = page.locator('.date-field', { has: couponFrom });
      await expect(field).toContainText(shown);
      await expectWhole(field);
      await couponFrom.fill('2026-10-05');
      await expect(field).toContainText(await siteDay(page, lang, '2026-10-05'));
      await page.screenshot({ path: test.info().outputPath(`coupons-${lang}-${width}.png`) });
    });

// The panel's filters: Finance, Coupons, Reports, Shifts and Audit (with its wager export).
for (const [lang, width] of [
  ['tr', 360],
  ['aa', 1280],
] as const)
  test(`the panel's date filters write their days as the site does in ${lang} at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    const day = await siteDay(page, lang, '2026-11-02');
    for (const path of ['finance', 'coupons', 'reports', 'shifts', 'audit']) {
      await panel.open(lang, path);
      const fields = page.locator('.panel-toolbar .date-field');
      await expect(fields.first(), path).toBeVisible();
      const count = await fields.count();
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        await field.locator('input').fill('2026-11-02');
        await expect(field, `${path} #${i}`).toContainText(day);
        await expectWhole(field);
      }
      await page.screenshot({ path: test.info().outputPath(`panel-${path}-${lang}-${width}.png`) });
    }
  });

// The day shown over the field hides the browser's own text, so while a day is typed in its parts
// that text must show, or the player types blind until the day is whole.
test('a day typed with the keyboard shows as it is typed, and in the language once the field is left', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: CSRF,
  });
  expect(res.status()).toBe(200);
  await page.goto('/tr/transactions');
  const input = page.locator('#tx-from');
  const field = page.locator('.date-field', { has: input });
  await input.focus();
  await page.keyboard.type('02');
  // the browser's own text shows (in its order) and the day drawn over it steps aside
  await expect(field).toHaveClass(/\btyping\b/);
  await expect(field.locator('.date-field-text')).toHaveCSS('visibility', 'hidden');
  await page.keyboard.type('112026');
  // Tab moves between the day's parts: the player leaves the field by tapping elsewhere
  await page.locator('h1').first().click();
  await expect(input).not.toBeFocused();
  await expect(field).not.toHaveClass(/\btyping\b/);
  await expect(field.locator('.date-field-text')).toHaveCSS('visibility', 'visible');
  await expect(field).toContainText(await siteDay(page, 'tr', await input.inputValue()));
});
