import { expect, test, type Page } from '@playwright/test';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { adminApi } from './pages/shell-page.ts';

// Three small truths of the panel, in Turkish and Arabic: the finance page's credit rows say what
// happened (not the button that does it), a table's region says it scrolls sideways only when it
// does (a phone's cards do not), and the coupons page claims no page count and shows no old rows
// as the answer while its list is on the way.

const TEXTS = {
  tr: {
    creditIn: 'Kredi gönderildi',
    creditOut: 'Kredi geri alındı',
    buttons: ['Kredi gönder', 'Kredi geri al'],
    table: 'Tablo',
    scroll: 'Tablo (yana kaydırılabilir)',
  },
  aa: {
    creditIn: 'تم إرسال رصيد',
    creditOut: 'تم استرداد رصيد',
    buttons: ['إرسال رصيد', 'استرداد الرصيد'],
    table: 'جدول',
    scroll: 'جدول (يمكن تمريره أفقيًا)',
  },
} as const;

const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

/** Holds back the coupon list reads whose query matches `when` until `release` is called. */
async function holdCoupons(page: Page, when: (url: URL) => boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/admin/coupons?**', async (route) => {
    if (when(new URL(route.request().url()))) await held;
    await route.continue();
  });
  return release;
}

for (const lang of ['tr', 'aa'] as const) {
  const x = TEXTS[lang];

  test(`the finance page's credit rows read as movements (${lang})`, async ({ page, baseURL }) => {
    const dealer = await newDealer(baseURL!, 500);
    const admin = await adminApi(baseURL!);
    const back = await admin.post(`/api/v1/admin/users/${dealer.userId}/credit`, {
      data: { amount: 20, direction: 'out' },
    });
    expect(back.status()).toBe(200);
    await admin.dispose();

    await page.setViewportSize({ width: 1280, height: 800 });
    await new PanelPage(page).login(lang, 'admin', 'admin1234', 'finance');
    await page.getByTestId('panel-finance').locator('input[type="search"]').fill(dealer.userName);
    const table = page.getByTestId('finance-table');
    await expect(table.getByText(x.creditIn, { exact: true })).toHaveCount(1);
    await expect(table.getByText(x.creditOut, { exact: true })).toHaveCount(1);
    for (const button of x.buttons) await expect(table.getByText(button, { exact: true })).toHaveCount(0);
  });

  for (const [width, height] of SIZES) {
    test(`a panel table's region says it scrolls sideways only when it does (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await new PanelPage(page).login(lang, 'admin', 'admin1234', 'coupons');
      const table = page.getByTestId('coupon-table');
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      const wrap = page.locator('.panel-table-wrap').filter({ has: table });
      await expect(wrap).toHaveAttribute('role', 'region');
      const scrolls = await wrap.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      // a phone shows each row as a card: nothing to scroll
      if (width < 640) expect(scrolls).toBe(false);
      await expect(wrap).toHaveAttribute('aria-label', scrolls ? x.scroll : x.table);
    });

    test(`the coupons page claims no page count and no old rows before its answer (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      const coupons = page.getByTestId('panel-coupons');
      const table = page.getByTestId('coupon-table');
      const loading = page.getByTestId('panel-loading-state');

      // the first load: no pager saying 'page 1 of 1'
      let release = await holdCoupons(page, () => true);
      await panel.go('coupons');
      await expect(loading).toBeVisible();
      await expect(coupons).toBeVisible();
      await expect(coupons.locator('.panel-pager')).toHaveCount(0);
      release();
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await expect(coupons.locator('.panel-pager')).toBeVisible();
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // a new filter: the old rows stay only as busy, with no count of the old list
      release = await holdCoupons(page, (url) => url.searchParams.get('status') === '1');
      await coupons.locator('form select').first().selectOption('1');
      await coupons.locator('form button[type="submit"]').click();
      await expect(loading).toBeVisible();
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(table.locator('caption')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`coupons-busy-${lang}-${width}.png`) });
      release();
      await expect(loading).toBeHidden({ timeout: 20_000 });
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      await expect(table.locator('caption')).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
}
