import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

const CSRF = { 'x-requested-with': 'fetch' };

// The demo affiliate's share is stored as 2500 basis points: the page shows it as the language
// writes 25 percent (the API carries percentBp; only the last step makes it a percent).
for (const [lang, shown] of [
  ['tr', /%25(?!\d)/],
  ['de', /(?<!\d)25\s%/],
  ['en', /(?<!\d)25%/],
] as const) {
  test(`the affiliate page shows the share in the language's percent format (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: 'affiliate1', password: 'affiliate1234' },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);
    const state = await page.request.get('/api/v1/affiliate', { headers: CSRF });
    expect(await state.json()).toMatchObject({ status: 1, percentBp: 2500 });

    await page.goto(`/${lang}/affiliate`);
    const summary = page.getByTestId('affiliate-summary');
    await expect(summary).toBeVisible({ timeout: 15_000 });
    await expect(summary).toContainText(shown);
    await expectNoAxeViolations(page);
  });
}
