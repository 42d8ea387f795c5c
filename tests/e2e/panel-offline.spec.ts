import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// A panel page asked for new figures without a connection: its read waits for the network, so the
// line above the page says there is no connection and that the figures come when it is back, not
// 'Yükleniyor…' for as long as the connection is gone; the rows of the last answer stay, marked
// busy, and the new ones come by themselves once the browser is online again.

const NO_CONNECTION = { tr: 'Bağlantı yok', aa: 'لا يوجد اتصال' } as const;

for (const [lang, width, height] of [
  ['tr', 360, 740],
  ['aa', 1280, 800],
] as const) {
  test(`finance offline: a new filter says there is no connection, then loads when it is back (${lang}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('finance');
    const section = page.getByTestId('panel-finance');
    const rows = page.getByTestId('finance-table');
    await expect(section.locator('.panel-pager')).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await section.locator('select').first().selectOption('in');
    const offline = page.getByTestId('panel-offline-state');
    await expect(offline).toBeVisible();
    await expect(offline).toContainText(NO_CONNECTION[lang]);
    await expect(page.getByTestId('panel-loading-state')).toHaveCount(0);
    await expect(rows).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: test.info().outputPath(`finance-offline-${lang}-${width}.png`) });
    await expectNoAxeViolations(page, '[data-testid="panel-offline-state"]');

    await context.setOffline(false);
    await expect(offline).toHaveCount(0, { timeout: 20_000 });
    await expect(rows).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    await expect(page.getByTestId('panel-load-failed')).toHaveCount(0);
  });
}
