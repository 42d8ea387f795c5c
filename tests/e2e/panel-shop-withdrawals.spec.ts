import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { as, playerWithShopWithdrawal } from './pages/shop-cash.ts';

// A withdrawal waiting to be collected in cash at a shop: the player's dealer takes it back in
// the panel's payment requests, with a reason, and the hold is the player's again.
for (const [width, height, lang, cancel, done] of [
  [360, 740, 'tr', 'Bayide ödemeyi iptal et', 'Talep güncellendi.'],
  [1280, 800, 'aa', 'إلغاء الدفع في المتجر', 'تم تحديث الطلب.'],
] as const) {
  test(`the dealer cancels a shop withdrawal no shop has paid, and the player has the amount back (${width} px, ${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    try {
      const player = await playerWithShopWithdrawal(api, 40);
      await page.setViewportSize({ width, height });
      const panel = new PanelPage(page);
      await panel.login(lang, 'dealer1', 'dealer1234');
      await panel.go('payments');
      const row = page.locator(`[data-testid="payment-row"][data-id="${player.requestId}"]`);
      await expect(row).toContainText(player.userName);
      await row.getByTestId('payment-cancel-shop').click();
      const dialog = page.getByTestId('payment-decision');
      await expect(dialog.getByRole('heading')).toHaveText(cancel);
      await expect(dialog).toContainText(player.userName);
      // a reason is needed before it can be sent
      await expect(dialog.getByTestId('payment-decide')).toBeDisabled();
      await dialog.getByTestId('payment-reason').fill('player asked by phone');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`panel-shop-cancel-${lang}-${width}.png`) });
      await dialog.getByTestId('payment-decide').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
      // waiting requests only by default: the cancelled one has left the list
      await expect(row).toHaveCount(0);

      await as(api, player.userName, player.password);
      expect(((await (await api.get('/api/v1/me')).json()) as { credit: number }).credit).toBe(300);
      const own = (await (await api.get('/api/v1/payments/requests')).json()) as {
        results: Array<{ id: number; status: number; shopCode: string | null }>;
      };
      expect(own.results.find((r) => r.id === player.requestId)).toMatchObject({ status: 2, shopCode: null });
    } finally {
      await api.dispose();
    }
  });
}
