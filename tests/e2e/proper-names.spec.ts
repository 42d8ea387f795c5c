import { expect, test } from '@playwright/test';
import { SportsPages } from './pages/sports-pages.ts';

// Uppercasing by CSS follows the language's case rules: Turkish turns "Counter-Strike" into
// "COUNTER-STRİKE". Headings that carry sport, country and league names show them as written.
test('list headings keep the case of the names they carry, in Turkish', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  const header = page.locator('.list-header').first();
  await expect(header).toBeVisible();
  const [shown, written] = await header.evaluate((e) => [(e as HTMLElement).innerText, e.textContent]);
  expect(shown.trim()).toBe(written?.trim());
  expect(shown).toMatch(/[a-zçğıöşü]/);
});
