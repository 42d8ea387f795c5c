import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, ShellPage } from './pages/shell-page.ts';

// It switches site areas off, so it runs in the 'site-settings' project, on a server of its own.

test('the casino areas are on from the start and lead to their lobbies; switched off, they leave the menu', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const areas = { area_casino: '0', area_slots: '0' };
  try {
    const shell = new ShellPage(page);
    await page.goto('/tr/results');
    await shell.openLeftMenu();
    const menu = shell.leftMenu();
    for (const [name, path] of [
      ['Canlı Casino', 'livecasino'],
      ['Slot', 'casino'],
    ] as const) {
      const entry = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(entry).toHaveAttribute('href', `/tr/${path}`);
      await expect(entry).not.toContainText('Yakında');
    }
    await expectNoAxeViolations(page, '.side-menu.left');
    await menu.getByRole('link', { name: /^Canlı Casino/ }).click();
    await expect(page).toHaveURL(/\/tr\/livecasino$/);
    await expect(page.getByTestId('casino-page')).toHaveAttribute('data-product', 'live');

    expect((await admin.patch('/api/v1/admin/settings', { data: { settings: areas } })).status()).toBe(200);
    await page.goto('/tr/results');
    await shell.openLeftMenu();
    await expect(menu.getByRole('link', { name: /^Canlı Casino/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /^Slot/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('areas-off-tr.png') });
  } finally {
    const on = Object.fromEntries(Object.keys(areas).map((k) => [k, '1']));
    await admin.patch('/api/v1/admin/settings', { data: { settings: on } });
    await admin.dispose();
  }
});
