import { expect, test } from '@playwright/test';
import { PanelPage, newDealer } from './pages/panel-page.ts';

// The audit log's credit rows say what happened ('credit sent'), as the finance page's rows do,
// not the words of the button that sends it.
const TEXTS = {
  tr: { sent: 'Kredi gönderildi', button: 'Kredi gönder' },
  aa: { sent: 'تم إرسال رصيد', button: 'إرسال رصيد' },
} as const;

for (const lang of ['tr', 'aa'] as const)
  for (const width of [360, 1280]) {
    test(`the audit log's credit rows read as events (${lang}, ${width} px)`, async ({ page, baseURL }) => {
      await newDealer(baseURL!, 500);
      await page.setViewportSize({ width, height: 800 });
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      await panel.go('audit');
      const search = page.getByRole('search');
      await search.locator('select').selectOption({ label: TEXTS[lang].sent });
      await search.locator('button[type="submit"]').click();
      const actions = page.getByTestId('audit-table').locator('tbody tr td:nth-child(3)');
      await expect(actions.first()).toHaveText(TEXTS[lang].sent);
      await expect(page.getByTestId('audit-table')).not.toHaveAttribute('aria-busy', 'true');
      await expect(
        page.getByTestId('audit-table').getByText(TEXTS[lang].button, { exact: true }),
      ).toHaveCount(0);
      await actions.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`audit-credit-${lang}-${width}.png`) });
    });
  }
