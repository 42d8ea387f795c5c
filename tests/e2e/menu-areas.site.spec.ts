import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, ShellPage } from './pages/shell-page.ts';

// It switches site areas on, so it runs in the 'site-settings' project, after every other spec.

test('areas the site switches on but this app has not built show as coming soon, not as links to Home', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const areas = { area_casino: '1', area_slots: '1', area_promotions: '1' };
  try {
    expect((await admin.patch('/api/v1/admin/settings', { data: { settings: areas } })).status()).toBe(200);
    const shell = new ShellPage(page);
    await page.goto('/tr/results');
    await shell.openLeftMenu();
    const menu = shell.leftMenu();
    for (const name of ['Canlı Casino', 'Slot', 'Promosyonlar']) {
      const entry = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(entry).toHaveAttribute('aria-disabled', 'true');
      await expect(entry).not.toHaveAttribute('href', /.*/);
      await expect(entry).toContainText('Yakında');
    }
    // a tap on one changes nothing: the menu stays open on the same page
    await menu.getByRole('link', { name: /^Canlı Casino/ }).click({ force: true });
    await expect(page).toHaveURL(/\/tr\/results$/);
    await expect(menu).toHaveClass(/open/);
    await expectNoAxeViolations(page, '.side-menu.left');
    await page.screenshot({ path: test.info().outputPath('areas-soon-tr.png') });
  } finally {
    const off = Object.fromEntries(Object.keys(areas).map((k) => [k, '']));
    await admin.patch('/api/v1/admin/settings', { data: { settings: off } });
    await admin.dispose();
  }
});
