import { expect, test } from '@playwright/test';

// The demo promotions are named in the page's language: the title is text under the banner, and
// the banner images hold no English words of their own (only the figure, which reads in any language).
for (const [lang, title] of [
  ['aa', 'مكافأة ترحيب 100%'],
  ['tr', '%100 Hoş Geldin Bonusu'],
] as const) {
  test(`${lang}: each promotion of the list is named in the page's language`, async ({ page }) => {
    await page.goto(`/${lang}/promotions`);
    const list = page.getByTestId('promotions');
    await expect(list.getByTestId('promotion-item').first()).toBeVisible();
    await expect(list.getByRole('button', { name: title })).toBeVisible();
    for (const name of ['welcome', 'cashback', 'combo']) {
      const svg = await (await page.request.get(`/promo/${name}.svg`)).text();
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      for (const w of words) expect(w, name).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
}
