import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// The back office's integrity screens: the wager records (GLI-33) of a period exported from the audit
// page, the failed logins of the last day beside them, and the approved terminal builds (GLI-20).
for (const [width, lang, title] of [
  [1280, 'tr', 'Bahis kayıtları (GLI-33)'],
  [360, 'aa', 'سجلات الرهانات (GLI-33)'],
] as const) {
  test(`an administrator downloads the wager records of a period as CSV (${width} px, ${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('audit');
    const box = page.getByTestId('wager-export');
    await expect(box.getByRole('heading')).toHaveText(title);
    // the seeded world's past: two days of settled coupons
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await box.locator('input[type="date"]').first().fill(from);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      box.getByTestId('wager-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wagers-.*\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFticketId,placedAt,channel,terminal,ip,userId,userName,ticketType,stake,potentialPayout,status,paid,selections,statusChanges',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).some((l) => /placed/.test(l))).toBe(true);
    // the failed logins of the last day, per hour: 24 bars
    await expect(page.getByTestId('failed-logins').locator('ol').first().locator('li')).toHaveCount(24);
    await expectNoAxeViolations(page);
    // the terminals view shows each terminal's build, and the approved builds to the administrator
    await panel.go('terminals');
    await expect(page.getByTestId('terminal-builds').getByRole('heading')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
