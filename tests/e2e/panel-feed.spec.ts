import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { parkFeedSettlement } from './pages/server-db.ts';

// The end-to-end site runs the built-in simulator (FEED=simulator): the feed page says so.
for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'fa'],
] as const) {
  test(`the admin's odds feed page at ${width} px in ${lang}: the built-in simulator, no producers to watch`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('feed');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/feed$`));
    const feed = page.getByTestId('panel-feed');
    await expect(feed.getByTestId('feed-simulator')).toBeVisible();
    if (lang === 'tr') await expect(feed.getByTestId('feed-simulator')).toContainText('yerleşik simülatör');
    await expect(feed.getByTestId('feed-producer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`feed-${lang}-${width}.png`) });
  });
}

for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
] as const) {
  test(`a kept settlement that can never apply (written by hand, no outcomes) shows as failed on the feed page (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const removeParked = parkFeedSettlement(990_001);
    try {
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      await panel.go('feed');
      // the feed's leader tries kept settlements every 10 s: this one it marks failed, once
      const alert = page.getByTestId('feed-parked-failed');
      await expect(alert).toBeVisible({ timeout: 25_000 });
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(lang === 'tr' ? 'yeniden denenmiyor' : 'السبب');
      // The reason (its own words, in English) sits apart from the sentence around it: isolated,
      // it cannot carry the Arabic's punctuation to its other side.
      await expect(alert).toHaveText(/\u2068cannot be applied: [^\u2068\u2069]+\u2069/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`feed-parked-failed-${lang}-${width}.png`) });
    } finally {
      removeParked();
    }
  });
}

test("a dealer has no feed page: not in the menu, and the address leads to the dealer's dashboard", async ({
  page,
}) => {
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234');
  await expect(page.getByTestId('panel-nav-feed')).toHaveCount(0);
  await panel.open('tr', 'feed');
  await expect(page.getByTestId('panel-feed')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/admin\/feed$/);
});
