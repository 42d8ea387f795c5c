import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { askByBankTransfer as ask } from './pages/payment-requests.ts';
import { apiAs } from './pages/shell-page.ts';

for (const [width, height, lang] of [
  [1280, 800, 'tr'],
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
  [360, 740, 'aa'],
] as const) {
  test(`the finance page lists the dealer's approvals of deposits and withdrawals (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    const dealer = await newDealer(baseURL!, 100000);
    const dealerApi = await apiAs(baseURL!, dealer.userName, dealer.password);
    const userName = `pl${Math.random().toString(36).slice(2, 9)}`;
    const made = await dealerApi.post('/api/v1/admin/users', {
      data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
    });
    expect(made.status()).toBe(201);
    const player = await apiAs(baseURL!, userName, 'player1234');
    const deposit = await ask(player, 0, 1234.5, `e2e-${userName}-in`);
    for (const id of [deposit])
      expect(
        (await dealerApi.post(`/api/v1/admin/payments/requests/${id}/approve`, { data: {} })).status(),
      ).toBe(200);
    const withdrawal = await ask(player, 1, 200, `e2e-${userName}-out`);
    expect(
      (await dealerApi.post(`/api/v1/admin/payments/requests/${withdrawal}/approve`, { data: {} })).status(),
    ).toBe(200);
    await dealerApi.dispose();
    await player.dispose();

    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password, 'finance');
    const table = page.getByTestId('finance-table');
    const depositText = lang === 'tr' ? 'Para yatırma onayı' : 'موافقة على إيداع';
    const withdrawalText = lang === 'tr' ? 'Para çekme onayı' : 'موافقة على سحب';
    await expect(table).toContainText(userName);
    await expect(table).toContainText(depositText);
    await expect(table).toContainText(withdrawalText);
    // the dealer's balance after each: 100.000 − 1.234,50, then + 200
    // (Turkish groups with dots, the Arabic site with commas)
    const amount = (tr: string) => (lang === 'tr' ? tr : tr.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')));
    await expect(table).toContainText(amount('98.765,50'));
    await expect(table).toContainText(amount('98.965,50'));
    await expect(page.getByTestId('finance-totals')).toContainText(amount('1.234,50'));
    await expect(page.getByTestId('finance-totals')).toContainText(amount('1.034,50'));
    await expect(page.getByText(lang === 'tr' ? 'Hareket yok' : 'لا توجد حركات')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`finance-${lang}-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  });
}
