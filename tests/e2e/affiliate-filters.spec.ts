import { expect, test } from '@playwright/test';

// The affiliate page's year, month (and week) menus are the site's selects: a touch target of at
// least 44 px high with the site's border and radius, not the browser's bare 20 px control.
for (const lang of ['tr', 'aa'] as const) {
  for (const width of [360, 1280]) {
    test(`${lang} at ${width} px: the affiliate period menus are full-size styled selects`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const login = await page.request.post('/api/v1/auth/login', {
        data: { userName: 'affiliate1', password: 'affiliate1234' },
        headers: { 'x-requested-with': 'fetch' },
      });
      expect(login.status()).toBe(200);
      await page.goto(`/${lang}/affiliate`);
      await expect(page.getByTestId('affiliate-summary')).toBeVisible({ timeout: 15_000 });
      const selects = page.locator('.aff-filters select');
      expect(await selects.count()).toBeGreaterThanOrEqual(2);
      for (const select of await selects.all()) {
        const box = await select.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        const style = await select.evaluate((el) => {
          const s = getComputedStyle(el);
          return { radius: parseFloat(s.borderTopLeftRadius), border: parseFloat(s.borderTopWidth) };
        });
        expect(style.radius).toBeGreaterThanOrEqual(6);
        expect(style.border).toBeGreaterThanOrEqual(1);
      }
      // the search button stands as tall as the menus beside it
      const button = await page.locator('.aff-filters button[type="submit"]').boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: test.info().outputPath(`affiliate-${lang}-${width}.png`) });
    });
  }
}
