import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { createShopUser } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

// A cashier's handheld of one of dealer1's shops: the dealer sees it in the terminals page and
// revokes it; the handheld's next call is refused with the reason.
for (const [width, height, lang, signedIn, revoked] of [
  [360, 740, 'tr', 'Oturum açık', 'tarafından kaldırıldı'],
  [1280, 800, 'aa', 'مسجّل الدخول', 'أُلغي في'],
] as const) {
  test(`the dealer lists a shop's handhelds and revokes one, whose next call is refused (${width} px, ${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const setup = await playwright.request.newContext({ baseURL: baseURL! });
    const handheld = await playwright.request.newContext({ baseURL: baseURL! });
    try {
      const shop = await createShopUser(setup, { shift: false });
      const deviceName = `Hand ${shop.terminalNo}`.slice(0, 40);
      const login = await handheld.post('/api/v1/auth/hand-terminal', {
        data: { userName: shop.userName, password: shop.password, deviceId: randomUUID(), deviceName },
        headers: CSRF,
      });
      expect(login.status(), await login.text()).toBe(200);
      expect((await handheld.get('/api/v1/terminal/shift')).status()).toBe(200);

      await page.setViewportSize({ width, height });
      const panel = new PanelPage(page);
      await panel.login(lang, 'dealer1', 'dealer1234');
      await panel.go('terminals');
      const list = page.getByTestId('hand-terminals');
      const row = list.locator('tr').filter({ hasText: deviceName });
      await expect(row).toContainText(shop.userName);
      await expect(row.getByTestId('hand-terminal-state')).toHaveText(signedIn);
      await expectNoAxeViolations(page, '[data-testid="hand-terminals"]');
      // two presses: the first asks, the second revokes
      await row.getByTestId('hand-terminal-revoke').click();
      await expect(row.getByTestId('hand-terminal-confirm')).toContainText(deviceName);
      await page.screenshot({ path: test.info().outputPath(`panel-hand-terminals-${lang}-${width}.png`) });
      await row.getByTestId('hand-terminal-confirm').click();
      await expect(row.getByTestId('hand-terminal-state')).toContainText(revoked);
      await expect(row.getByTestId('hand-terminal-state')).toContainText('dealer1');
      await expect(row.getByTestId('hand-terminal-revoke')).toHaveCount(0);
      await expectNoAxeViolations(page, '[data-testid="hand-terminals"]');

      const refused = await handheld.get('/api/v1/terminal/shift');
      expect(refused.status()).toBe(401);
      expect((await refused.json()).error.code).toBe('handTerminalRevoked');
    } finally {
      await setup.dispose();
      await handheld.dispose();
    }
  });
}
