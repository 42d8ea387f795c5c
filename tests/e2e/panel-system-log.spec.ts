import fs from 'node:fs';
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
    // the entries shown download as CSV
    const csv = page.waitForEvent('download');
    await log.getByTestId('syslog-csv').click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^system-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFFtime,level,message,detail\r\n')).toBe(true);
    expect(text).toContain('bad signature refused');

    // the audit log's rows download with its filters: the admin's logins, with the address
    await panel.go('audit');
    const audit = page.getByTestId('panel-audit');
    await audit.getByRole('search').locator('select').selectOption('auth.login');
    await audit.getByRole('search').locator('button[type="submit"]').click();
    const auditCsv = page.waitForEvent('download');
    await audit.getByTestId('audit-csv').click();
    const auditText = fs.readFileSync(await (await auditCsv).path(), 'utf8');
    const lines = auditText.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,time,actor,action,target_type,target_id,target,reason_code,reason,ip');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1))
      expect(line).toMatch(/,auth\.login,.*,(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await panel.go('system-log');
    await log.getByTestId('syslog-search').fill('signature');
    await log.getByRole('search').locator('button[type="submit"]').click();

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
