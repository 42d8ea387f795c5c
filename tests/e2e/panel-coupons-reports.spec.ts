import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealer, newDealerWithPlayer, placeSingle } from './pages/panel-page.ts';

/** A dealer with a player of its own who has a pre-match coupon and a live one. */
async function dealerWithCoupons(baseURL: string) {
  const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL);
  const pre = await placeSingle(player.api, '/api/v1/matches?limit=50', 12);
  const live = await placeSingle(player.api, '/api/v1/live?limit=100', 7);
  await player.api.dispose();
  return { dealer, dealerApi, player, pre, live };
}

for (const [width, height, lang] of [
  [1280, 800, 'tr'],
  [360, 740, 'aa'],
] as const) {
  test(`a dealer sees its player's coupon, cancels where allowed and is refused where not (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const { dealer, dealerApi, player, pre, live } = await dealerWithCoupons(baseURL!);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('coupons');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/coupons$`));
    const table = page.getByTestId('coupon-table');
    await expect(table.locator(`tr[data-ticket="${pre}"]`)).toContainText(player.userName);
    await expect(table.locator(`tr[data-ticket="${live}"]`)).toBeVisible();
    // the pre-match single's type by name in the panel's language, not the stored 'TK'
    await expect(table.locator(`tr[data-ticket="${pre}"] td`).nth(3)).toHaveText(
      lang === 'tr' ? 'Tekli' : 'فردي',
    );
    await expectNoAxeViolations(page);

    // the live coupon: the cancel rule refuses it
    await table.locator(`tr[data-ticket="${live}"] button`).click();
    const detail = page.getByTestId('coupon-detail');
    await expect(detail).toContainText(live);
    await expect(
      detail
        .getByRole('button', { name: /./ })
        .filter({ hasText: lang === 'tr' ? 'Kuponu iptal et' : 'إلغاء القسيمة' }),
    ).toBeDisabled();
    await expect(page.getByTestId('cancel-refused')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`panel-coupon-${lang}-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    // the pre-match coupon: cancelled, the stake back with the player
    await table.locator(`tr[data-ticket="${pre}"] button`).click();
    await expect(detail).toContainText(pre);
    await expect(detail.locator('tbody tr')).toHaveCount(1);
    await detail.getByText(lang === 'tr' ? 'Kuponu iptal et' : 'إلغاء القسيمة').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('alertdialog').locator('.panel-btn-primary').click();
    await expect(detail.getByRole('status')).toBeVisible();
    await expect(page.getByTestId('coupon-status')).toHaveText(lang === 'tr' ? 'İptal' : /.+/);
    const after = await (await dealerApi.get(`/api/v1/admin/coupons/${pre}`)).json();
    expect(after.status).toBe(-2);
    // the ticket prints from the panel too
    const href = await detail.locator('a[target="_blank"]').getAttribute('href');
    const ticket = await page.request.get(href!);
    expect(ticket.status()).toBe(200);
    expect(await ticket.text()).toContain(pre);
    await dealerApi.dispose();
  });
}

for (const [width, height, lang] of [
  [1280, 800, 'aa'],
  [360, 740, 'tr'],
] as const) {
  test(`a dealer opens today's report, finds the API's figures and downloads the CSV (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const { dealer, dealerApi } = await dealerWithCoupons(baseURL!);
    const today = new Date().toISOString().slice(0, 10);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('reports');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/reports$`));
    const api = await (await dealerApi.get(`/api/v1/admin/reports?from=${today}&to=${today}`)).json();
    expect(api.totals.stakes).toBe(19);
    expect(api.totals.coupons).toBe(2);
    const totals = page.getByTestId('report-totals');
    await expect(totals.locator('[data-col="coupons"]')).toHaveText('2');
    // the stakes as the page writes money, the same figure as the API
    await expect(totals.locator('[data-col="stakes"]')).toContainText(lang === 'tr' ? '19,00' : '19');
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`panel-report-${lang}-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-.*\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(api.rows.length + 2);
    const total = lines.at(-1)!.split(',');
    expect(total[1]).toBe('19.00');
    expect(total[7]).toBe('2');
    expect(lines[1]!.split(',')[0]).toBe(today);
    await dealerApi.dispose();
  });
}

test('the terminals and the audit log of the subtree pass the accessibility checks (360 px, aa; 1280 px, tr)', async ({
  page,
  baseURL,
}) => {
  const dealer = await newDealer(baseURL!, 100);
  const panel = new PanelPage(page);
  for (const [width, height, lang] of [
    [360, 740, 'aa'],
    [1280, 800, 'tr'],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (lang === 'aa') await panel.login(lang, dealer.userName, dealer.password);
    else await panel.open(lang);
    await panel.go('terminals');
    await expect(page.getByTestId('panel-terminals')).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.go('audit');
    // the admin's opening of this dealer and its credit are the dealer's own entries
    await expect(page.getByTestId('audit-table').locator('tbody tr').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`panel-audit-${lang}-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  }
});
