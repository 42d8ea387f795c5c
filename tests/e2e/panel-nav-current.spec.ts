import { expect, test } from '@playwright/test';
import { PanelPage, newDealer } from './pages/panel-page.ts';

// The panel's menu marks the page one is on, and only it: 'Back to the site' leads out of the
// panel and is never the current page (a screen reader said 'current page' twice).
for (const [width, lang] of [
  [1280, 'tr'],
  [360, 'aa'],
] as const) {
  test(`only the open page is current in the panel's menu (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const dealer = await newDealer(baseURL!);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    for (const [path, testId] of [
      ['', 'dashboard'],
      ['finance', 'finance'],
    ] as const) {
      await panel.open(lang, path);
      await expect(page.getByTestId('panel')).toBeVisible();
      const current = panel.nav().locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('data-testid', `panel-nav-${testId}`);
      await expect(panel.nav().locator(`a[href="/${lang}/"]`)).not.toHaveAttribute('aria-current', /.*/);
    }
  });
}
