import { expect, test, type APIRequestContext } from '@playwright/test';
import { PanelPage } from './pages/panel-page.ts';
import { as, playerWithShopWithdrawal } from './pages/shop-cash.ts';
import { ShellPage } from './pages/shell-page.ts';

// The player's transfer requests and the dealer panel's payment cards at 360 px, in Turkish and
// Arabic: a shop withdrawal its dealer rejected reads as rejected, a date reads as in the other
// lists of the site (the coupons': the language's short date, then the time), and a card has no
// empty details line.
test.setTimeout(90_000);
test.use({ viewport: { width: 360, height: 740 } });

const CSRF = { 'x-requested-with': 'fetch' };

const TEXTS = {
  tr: { rejected: 'Reddedildi', cancelled: 'İptal edildi', details: 'Bilgiler', locales: ['tr'] },
  aa: { rejected: 'مرفوض', cancelled: 'ملغى', details: 'التفاصيل', locales: ['ar-u-nu-latn'] },
} as const;

/** A bank withdrawal of the player logged in on `api`, with its account holder and IBAN. */
async function bankWithdrawal(api: APIRequestContext, amount: number): Promise<number> {
  const cats = (await (await api.get('/api/v1/payments/categories?transferType=1')).json()) as {
    results: Array<{ paytypes: Array<{ payId: number; payCatId: number; hasBanks: boolean }> }>;
  };
  const method = cats.results.flatMap((c) => c.paytypes).find((m) => m.hasBanks)!;
  const made = await api.post('/api/v1/payments/requests', {
    data: {
      idempotencyKey: `lists-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      payId: method.payId,
      payCatId: method.payCatId,
      transferType: 1,
      amount,
      bank: 'TCZBTR2A',
      values: [
        { name: 'accountHolder', value: 'Ayşe Yılmaz' },
        { name: 'iban', value: 'TR120001001234567890123456' },
      ],
    },
    headers: CSRF,
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { request: { id: number } }).request.id;
}

for (const lang of ['tr', 'aa'] as const) {
  test(`${lang}: a shop withdrawal the dealer rejected reads as rejected, dated as the coupons are`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    try {
      const player = await playerWithShopWithdrawal(api, 40);
      // the dealer rejects it as a decision (the API's reject), not the panel's cancel
      await as(api, 'dealer1', 'dealer1234');
      const rejected = await api.post(`/api/v1/admin/payments/requests/${player.requestId}/reject`, {
        data: { reason: 'kimlik uyuşmuyor' },
        headers: CSRF,
      });
      expect(rejected.status(), await rejected.text()).toBe(200);

      await page.goto(`/${lang}/`);
      await new ShellPage(page).login(player.userName, player.password);
      await page.goto(`/${lang}/transferRequest`);
      const row = page.getByTestId('transfer-request').first();
      await expect(row).toHaveAttribute('data-outcome', 'rejected');
      await expect(row.locator('.pay-status')).toHaveText(text.rejected);
      await expect(row).not.toContainText(text.cancelled);
      await expect(row.getByTestId('transfer-result')).toContainText('kimlik uyuşmuyor');

      // the date as the coupon lists write it: the language's short date, then the time
      const time = row.locator('time');
      const iso = (await time.getAttribute('datetime'))!;
      const expected = await page.evaluate(
        ([at, locales]) =>
          new Intl.DateTimeFormat(locales, {
            hourCycle: 'h23',
            dateStyle: 'short',
            timeStyle: 'short',
          }).format(new Date(at)),
        [iso, [...text.locales]] as const,
      );
      await expect(time).toHaveText(expected);
      await page.screenshot({
        path: test.info().outputPath(`requests-rejected-${lang}.png`),
        fullPage: true,
      });
    } finally {
      await api.dispose();
    }
  });

  test(`${lang}: the panel's payment card shows no empty details line`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    try {
      // a shop withdrawal has no details; a bank withdrawal of the same player has its bank and IBAN
      const player = await playerWithShopWithdrawal(api, 40);
      await as(api, player.userName, player.password);
      const bankId = await bankWithdrawal(api, 100);
      await api.post('/api/v1/auth/logout', { headers: CSRF });

      const panel = new PanelPage(page);
      await panel.login(lang, 'dealer1', 'dealer1234');
      await panel.go('payments');
      const shopRow = page.locator(`[data-testid="payment-row"][data-id="${player.requestId}"]`);
      const bankRow = page.locator(`[data-testid="payment-row"][data-id="${bankId}"]`);
      await expect(shopRow).toContainText(player.userName);
      await expect(bankRow).toContainText('TR120001001234567890123456');
      await expect(shopRow.locator(`td[data-label="${text.details}"]`)).toBeHidden();
      await expect(bankRow.locator(`td[data-label="${text.details}"]`)).toBeVisible();
      await shopRow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`panel-cards-${lang}.png`), fullPage: true });
    } finally {
      await api.dispose();
    }
  });
}
