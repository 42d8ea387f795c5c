import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { apiAs } from './pages/shell-page.ts';

/** A request of `amount` by bank transfer (0 deposit, 1 withdrawal) from the player; its id. */
async function ask(api: APIRequestContext, transferType: 0 | 1, amount: number, key: string) {
  const categories = (await (
    await api.get(`/api/v1/payments/categories?transferType=${transferType}`)
  ).json()) as {
    results: Array<{
      paytypes: Array<{ payId: number; payCatId: number; payTag: string; transferType: number }>;
    }>;
  };
  const methods = categories.results.flatMap((c) => c.paytypes);
  const method = transferType === 0 ? methods.find((m) => m.payTag === 'HAVALE')! : methods[0]!;
  const sent = await api.post('/api/v1/payments/requests', {
    data: {
      idempotencyKey: key,
      payId: method.payId,
      payCatId: method.payCatId,
      transferType,
      amount,
      ...(transferType === 0
        ? {
            bank: 'TCZBTR2A',
            values: [
              { name: 'senderName', value: 'Ayşe Yılmaz' },
              { name: 'transferDate', value: '01-06-2025' },
            ],
          }
        : {
            bank: 'ISBKTRIS',
            values: [
              { name: 'accountHolder', value: 'Ayşe Yılmaz' },
              { name: 'iban', value: 'TR120001001234567890123456' },
            ],
          }),
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { request: { id: number } }).request.id;
}

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
