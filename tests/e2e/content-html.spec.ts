import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

// Arabic (right to left) pages only: the popups and notifications made here show to no other spec.
const CONTENT =
  '<p><b>Derby</b> odds boosted <script>window.__ran = "script"</script>' +
  '<img src="x" onerror="window.__ran = \'onerror\'" alt=""> ' +
  '<a href="javascript:window.__ran = \'link\'">tap</a> <a href="https://partner.example/offer">partner</a></p>';

async function expectSanitised(page: Page, text: Locator) {
  await expect(text.locator('b')).toHaveText('Derby');
  await expect(text).toContainText('Derby odds boosted');
  // the markup is applied, not shown as literal tags
  await expect(text).not.toContainText('<');
  expect(await text.locator('script, [onerror], [href^="javascript" i]').count()).toBe(0);
  const partner = text.getByRole('link', { name: 'partner' });
  await expect(partner).toHaveAttribute('target', '_blank');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(text.locator('a', { hasText: 'tap' })).not.toHaveAttribute('href', /.*/);
  expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
}

test('popup and notification HTML shows formatted and sanitised: bold text, no literal tags, nothing run', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const ids: number[] = [];
  try {
    for (const kind of ['popup', 'notification'] as const) {
      const res = await admin.post('/api/v1/admin/announcements', {
        data: { kind, title: `HTML ${kind}`, content: CONTENT, lang: 'aa', type: 0, type2: 1 },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const alerts: string[] = [];
    page.on('dialog', (d) => void (alerts.push(d.message()), d.dismiss()));
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/aa/');
    const popup = page.getByTestId('announcement').filter({ hasText: 'HTML popup' });
    await expect(popup).toBeVisible();
    await expectSanitised(page, popup.getByTestId('announcement-text'));
    await expectNoAxeViolations(page, '[data-testid="announcement"]');
    await page.screenshot({ path: test.info().outputPath('popup-html-ar-360.png') });
    await popup.getByTestId('announcement-close').click();

    const player = await newPlayer(baseURL!);
    await new ShellPage(page).login(player.userName, player.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/aa/notifications#${ids[1]}`);
    const detail = page.getByTestId('notification-detail');
    await expect(detail).toContainText('HTML notification');
    await expectSanitised(page, detail.getByTestId('notification-text'));
    await expectNoAxeViolations(page, '[data-testid="notification-detail"]');
    await page.screenshot({ path: test.info().outputPath('notification-html-ar-1280.png') });
    expect(alerts).toEqual([]);
  } finally {
    for (const id of ids) await admin.delete(`/api/v1/admin/announcements/${id}`);
    await admin.dispose();
  }
});
