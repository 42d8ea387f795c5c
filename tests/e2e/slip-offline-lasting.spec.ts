import { expect, test } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';
import { apiAs } from './pages/shell-page.ts';

// Offline, a tap on Create sends nothing and a notice says so for a few seconds; after it the slip
// must still say, for as long as the phone is offline, that the coupon cannot be sent.

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

const TEXTS = {
  tr: { cannotSend: 'bağlantı geri gelene kadar kupon gönderilemez', notTaken: 'bahis alınmadı' },
  aa: { cannotSend: 'لا يمكن إرسال القسيمة حتى يعود الاتصال', notTaken: 'لم يُوضع أي رهان' },
} as const;

for (const [lang, width] of [
  ['tr', 360],
  ['aa', 360],
  ['aa', 1280],
] as const) {
  test(`offline, the slip says for as long as it lasts that the coupon cannot be sent (${lang}, ${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { player, slip } = await slipReady(page, baseURL!, lang);
    const line = page.getByRole('status').filter({ hasText: TEXTS[lang].cannotSend });
    await expect(page.getByTestId('header-balance')).toContainText('500');
    await expect(line).toHaveCount(0);

    await context.setOffline(true);
    await slip.create();
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText(TEXTS[lang].notTaken);
    // the notice goes; the slip's line stays, its picks with it
    await expect(notice).not.toBeVisible({ timeout: 10_000 });
    await expect(line).toBeVisible();
    await expect(slip.picks()).toHaveCount(2);
    await page.screenshot({
      path: test.info().outputPath(`slip-offline-${lang}-${width}.png`),
      fullPage: true,
    });

    // back online the line goes, and nothing was placed or debited
    await context.setOffline(false);
    await expect(line).toHaveCount(0, { timeout: 15_000 });
    await expect(slip.picks()).toHaveCount(2);
    await expect(page.getByTestId('header-balance')).toContainText('500');
    const api = await apiAs(baseURL!, player.userName, player.password);
    try {
      const coupons = (await (await api.get('/api/v1/coupons')).json()) as { totalCount: number };
      expect(coupons.totalCount).toBe(0);
    } finally {
      await api.dispose();
    }
  });
}
