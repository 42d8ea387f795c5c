import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

// Every screen passes axe-core WCAG 2.1 AA as a player reaches it: the whole page, with whatever
// styles the pages seen before it have brought along (the slip's styles load with Home on a desktop
// and with the live list on a phone).
for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'tr'],
  [360, 'aa'],
  [1280, 'aa'],
] as const) {
  test.describe(`at ${width} px in ${lang}`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Home and the live list, with their count chips, pass axe', async ({ page }) => {
      await page.goto(`/${lang}/`);
      await expect(page.locator('main .count').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/${lang}/livebets`);
      await expect(page.getByTestId('live-tab').locator('.count')).toBeVisible();
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
