import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// Issue 17 item 8: the operator reads the server's last warnings and errors in the panel's logs,
// filtered by level and text, with the details the server logged; at 1280 px in Turkish and at
// 360 px in Arabic.
test.setTimeout(60_000);

for (const [lang, width] of [
  ['tr', 1280],
  ['aa', 360],
] as const) {
  test(`${lang} at ${width} px: a refused provider call shows in the system log with its details`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // a game provider's wallet call with a forged signature: refused, and logged as a warning
    const forged = await request.post('/casino-wallet/v1/house/balance', {
      headers: { 'x-casino-signature': '00'.repeat(32), 'content-type': 'application/json' },
      data: { forged: true },
    });
    expect(forged.status()).toBe(401);

    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('system-log');
    const log = page.getByTestId('system-log');
    await log.getByTestId('syslog-search').fill('signature');
    await log.getByRole('search').locator('button[type="submit"]').click();
    const row = log.getByTestId('syslog-row').first();
    await expect(row).toContainText('bad signature refused');
    await expect(row).toHaveAttribute('data-level', 'warn');
    await row.locator('summary').click();
    await expect(row.locator('.syslog-detail')).toContainText('"provider":"house"');

    // errors only: the warning leaves the list
    await log.getByTestId('syslog-level').selectOption('error');
    await log.getByRole('search').locator('button[type="submit"]').click();
    await expect(log.locator('[data-testid="syslog-row"][data-level="warn"]')).toHaveCount(0);
    await log.getByTestId('syslog-level').selectOption('');
    await log.getByRole('search').locator('button[type="submit"]').click();
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`system-log-${lang}-${width}.png`),
      fullPage: true,
    });
  });
}
